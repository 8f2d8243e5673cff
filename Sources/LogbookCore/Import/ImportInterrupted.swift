/// Thrown when an import is stopped (Ctrl-C) while a file was being imported;
/// that file was rolled back, the files before it are kept.
public struct ImportInterrupted: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was being imported and was rolled back.
    public var file: String

    /// Creates the error.
    public init(file: String) {
        self.file = file
    }

    /// `interrupted while importing <file>; it was rolled back`.
    public var description: String { "interrupted while importing \(file); it was rolled back" }
}
