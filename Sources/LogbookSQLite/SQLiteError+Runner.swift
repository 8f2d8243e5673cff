extension SQLiteError {
    /// The error in a runner's words where SQLite's own would puzzle them (a logbook held
    /// by another process, a read-only `-wal`), naming the
    /// logbook at `databasePath` when known; otherwise `description`. A busy logbook is
    /// said to have been held for `waitedMilliseconds`, the wait that ran out, by `holder`
    /// when the process holding it is known (see `LockHolder.find`).
    public func runnerDescription(
        databasePath: String?, waitedMilliseconds: Int32 = Database.busyTimeoutMilliseconds, holder: LockHolder? = nil
    ) -> String {
        let logbook = databasePath.map { "the logbook \($0)" } ?? "the logbook"
        switch code {
        case .busy:
            let held = waitedMilliseconds > 0 ? "has been writing to it for \(Self.waitText(waitedMilliseconds))" : "is writing to it"
            guard let holder else {
                return "\(logbook) is busy: another logbook command \(held) (an import, clean or trim still running, "
                    + "or stopped with Ctrl-Z); try again once it has finished"
            }
            let who = "process \(holder.pid)" + (holder.command.isEmpty ? "" : " (\(holder.command))")
            if holder.isStopped {
                return "\(logbook) is busy: \(who), stopped with Ctrl-Z, \(held); resume it with 'fg' or end it, then try again"
            }
            return "\(logbook) is busy: \(who) \(held); try again once it has finished"
        case .readOnly:
            return "cannot write to \(logbook): the file, its folder or its -wal or -shm file "
                + "is read-only (\(message))"
        default:
            return description
        }
    }

    /// A wait as a runner reads it: whole seconds as `60 s`, anything else as `250 ms`.
    static func waitText(_ milliseconds: Int32) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
