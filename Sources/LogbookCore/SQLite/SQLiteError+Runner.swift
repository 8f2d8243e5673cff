extension SQLiteError {
    /// The error in a runner's words where SQLite's own would puzzle them (a logbook held
    /// by another process, a read-only `-wal`), naming the
    /// logbook at `databasePath` when known; otherwise `description`.
    public func runnerDescription(databasePath: String?) -> String {
        let logbook = databasePath.map { "the logbook \($0)" } ?? "the logbook"
        switch code {
        case .busy:
            return "\(logbook) is busy: another logbook command has been writing to it for "
                + "\(Database.busyTimeoutMilliseconds / 1000) s (an import, clean or trim still running, or stopped "
                + "with Ctrl-Z); try again once it has finished"
        case .readOnly:
            return "cannot write to \(logbook): the file, its folder or its -wal or -shm file "
                + "is read-only (\(message))"
        default:
            return description
        }
    }
}
