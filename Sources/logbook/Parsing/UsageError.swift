/// A mistake in the command line: shown as `Error: ...`, the command's usage line and a
/// pointer to its help; exit 64. The command line adds the usage of the command being parsed.
struct UsageError: Error, Sendable, Equatable {
    /// The message after `Error: `.
    var message: String

    /// Creates the error.
    init(_ message: String) {
        self.message = message
    }
}
