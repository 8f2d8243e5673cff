#if canImport(Glibc)
    import Glibc
#endif

/// `LOGBOOK_WAIT_NOTICE`, a test hook: when it names a file (or a FIFO), the process appends
/// the line `waiting` to it each time it begins to wait for a lock another process holds
/// (the logbook's, or the folder's during an upgrade) or for a stream whose first bytes have
/// not come (a named pipe, standard input), so that a test can act once a command is
/// waiting (press Ctrl-C, check that it keeps waiting) instead of sleeping and hoping.
/// Unset or empty (as it always is for a runner), nothing is written; a file that cannot be
/// opened is ignored. The wait itself does not change.
public enum WaitNotice {
    /// The environment variable.
    public static let variable = "LOGBOOK_WAIT_NOTICE"

    /// The file the variable named when first read, or nil.
    static let path: String? = getenv(variable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }

    /// Appends `waiting` to the notice file, when one is named: called as a wait begins.
    public static func announce() {
        guard let path else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let line: [UInt8] = Array("waiting\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
