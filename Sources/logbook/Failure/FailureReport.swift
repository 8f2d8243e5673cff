import LogbookCore

/// What the command line says about a command that failed: a matchable code, the message a
/// runner reads, the usage lines after it, and the exit status. Printed as text, or as one
/// JSON line when the command line asked for `--json`.
struct FailureReport: Sendable, Equatable {
    /// The stable word scripts match.
    var code: FailureCode
    /// The word before the message in text: `Error` or `Interrupted`.
    var label = "Error"
    /// The message a runner can act on.
    var message: String
    /// The lines printed after the message in text (the usage line and where help is).
    var usageLines: [String] = []
    /// The exit status.
    var exitCode: ExitCode

    /// The report of `error`, whose code comes from its type and case.
    init(_ error: any Error) {
        self.init(code: FailureCode.of(error), message: (error as? UsageError)?.message ?? "\(error)")
    }

    /// The report of a failure of kind `code`: exit 64 for a usage error, 130 (and
    /// `Interrupted:`) for an interruption, 1 for the rest.
    init(code: FailureCode, message: String) {
        self.code = code
        self.message = message
        switch code {
        case .usage: exitCode = .usage
        case .interrupted: (label, exitCode) = ("Interrupted", .interrupted)
        default: exitCode = .failure
        }
    }

    /// Ctrl-C met by SQLite in the middle of a change, which was rolled back.
    static let rolledBack = FailureReport(
        code: .interrupted, message: "the change in progress was rolled back; the logbook is as it was before it.")

    /// The lines for standard error without `--json`.
    var textLines: [String] { ["\(label): \(message)"] + usageLines }

    /// The one line for standard error with `--json`: `{"error":{"code":"...","message":"..."}}`.
    var jsonLine: String {
        JSONValue.object([("error", .object([("code", .string(code.rawValue)), ("message", .string(message))]))])
            .serialized(indent: 0)
    }
}
