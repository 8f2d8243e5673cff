/// Compressing or decompressing a kept original failed (libzstd missing or refusing, the
/// stored stream damaged), in zstd's words or ours.
public struct OriginalCodecError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    /// Creates the error.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
