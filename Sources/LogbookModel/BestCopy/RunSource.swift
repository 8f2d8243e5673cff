/// A file that contributed to a run, as `logbook show` lists it.
public struct RunSource: Sendable, Equatable {
    /// The file's name as it was given to `logbook import` (an archive member as `export.zip:member`).
    public var path: String
    /// The format it was read as (`FileFormat.storedName`: `fit`, `gpx`, ...).
    public var format: String
    /// SHA-256 of its bytes, lowercase hex.
    public var contentSHA256: String
    /// When it was imported, UTC seconds.
    public var importedAt: Int64
    /// How it contributed.
    public var status: RunSourceStatus
    /// What was kept of its bytes (`nil`: it was imported before logbook kept originals).
    public var original: KeptOriginalState?

    /// Creates a source.
    public init(
        path: String, format: String, contentSHA256: String, importedAt: Int64, status: RunSourceStatus,
        original: KeptOriginalState? = nil
    ) {
        self.path = path
        self.format = format
        self.contentSHA256 = contentSHA256
        self.importedAt = importedAt
        self.status = status
        self.original = original
    }
}
