/// The status a command ends with when it did not fail: success, or an outcome the runner
/// must see in the status (rejected files, a failed check, an interruption). Failures are
/// thrown instead, and become exit 1 (or 64 for usage errors) in one place.
struct ExitCode: Sendable, Equatable {
    /// The process exit status.
    var rawValue: Int32

    /// 0: done.
    static let success = ExitCode(rawValue: 0)
    /// 1: done, but something was refused (a rejected file, a failed check, a declined purge).
    static let failure = ExitCode(rawValue: 1)
    /// 64: the command line was wrong (`EX_USAGE`).
    static let usage = ExitCode(rawValue: 64)
    /// 130: stopped by Ctrl-C (128 + SIGINT).
    static let interrupted = ExitCode(rawValue: 130)
}
