/// A command that could not do what it was asked at run time (`no run with id 999`): shown
/// as `Error: ...` on stderr, exit 1, like every other error a command throws.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The message after `Error: `.
    var description: String

    /// Creates the failure.
    init(_ message: String) {
        description = message
    }
}
