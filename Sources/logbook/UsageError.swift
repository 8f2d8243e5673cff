/// A mistake in the command line: shown as `Error: ...` with the usage, exit 64.
struct UsageError: Error {
    /// The message after `Error: `.
    var message: String
    /// The command whose usage to show, or nil for the top level.
    var command: CommandSpec?
}
