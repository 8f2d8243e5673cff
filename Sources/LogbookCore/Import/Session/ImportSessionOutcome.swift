/// What an `ImportSession` did: the result of every file it finished, and where it stopped
/// when it was interrupted.
public struct ImportSessionOutcome: Sendable {
    /// One result per finished file, in order.
    public var results: [FileImportResult]
    /// Set when the import was interrupted: the file rolled back (or `the next file`).
    public var interrupted: ImportInterrupted?

    /// Creates an outcome.
    public init(results: [FileImportResult] = [], interrupted: ImportInterrupted? = nil) {
        self.results = results
        self.interrupted = interrupted
    }
}
