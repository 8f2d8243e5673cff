/// Thrown when an import is stopped (Ctrl-C) while a file was being imported; that file
/// was rolled back (for a format stored one run per transaction, only the run being
/// stored), the files before it are kept.
public struct ImportInterrupted: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was being imported and was rolled back.
    public var file: String
    /// Runs of that file already stored, each in its own transaction, that stay (0 for a
    /// file stored in one transaction).
    public var storedRuns = 0

    /// Creates the error.
    public init(file: String, storedRuns: Int = 0) {
        self.file = file
        self.storedRuns = storedRuns
    }

    /// What became of the file: `<file> was rolled back`, or, when some of its runs were
    /// stored, how many stay and that importing it again finishes it.
    public var rolledBack: String {
        guard storedRuns > 0 else { return "\(file) was rolled back" }
        return "\(file) was stopped after \(storedRuns) stored \(storedRuns == 1 ? "run" : "runs"), which stay "
            + "(importing it again stores the rest)"
    }

    /// `interrupted while importing <file>; it was rolled back`.
    public var description: String {
        storedRuns > 0 ? "interrupted while importing \(rolledBack)" : "interrupted while importing \(file); it was rolled back"
    }
}
