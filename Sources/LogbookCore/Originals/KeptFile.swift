import LogbookModel

/// An imported file that gave live runs, with what was kept of its bytes: one file
/// `rebuild --from-originals` reads again.
public struct KeptFile: Sendable, Equatable {
    /// Its `import_files` id.
    public var fileID: Int64
    /// Its name as it was imported.
    public var name: String
    /// SHA-256 of its bytes, lowercase hex.
    public var contentSHA256: String
    /// What was kept of its bytes (`nil`: imported before originals were kept).
    public var kept: KeptOriginal?
    /// The live runs it gave, by id.
    public var runIDs: [Int64]

    /// Creates the value.
    public init(fileID: Int64, name: String, contentSHA256: String, kept: KeptOriginal?, runIDs: [Int64]) {
        self.fileID = fileID
        self.name = name
        self.contentSHA256 = contentSHA256
        self.kept = kept
        self.runIDs = runIDs
    }
}
