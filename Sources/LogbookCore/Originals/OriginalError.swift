/// Why `logbook original` cannot do what it was asked: the message after `Error: `.
public struct OriginalError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the run, file or path.
    public var reason: String

    /// Creates the error.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
