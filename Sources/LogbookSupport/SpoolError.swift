/// A temporary file holding a long track could not be written or read back (see `Spool`).
public struct SpoolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, naming the folder (`cannot write to a temporary file in /tmp: No space left on device`).
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
