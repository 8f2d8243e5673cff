/// A file the logbook already holds (by content hash), found before parsing a new copy.
struct KnownFile: Sendable, Equatable {
    /// Its `import_files` id.
    var fileID: Int64
    /// The runs that hold its data (those in quarantine last).
    var runIDs: [Int64]
}
