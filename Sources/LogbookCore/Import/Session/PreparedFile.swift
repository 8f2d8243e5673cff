import LogbookFormats

/// What the worker of an import session made of a file (`Importer.start(_:known:)`): its
/// hash, and, unless that hash was known, the file's build.
enum PreparedFile: Sendable {
    /// The logbook held a file with these bytes when the session began: it was not parsed.
    /// `input` is the file as hashed, should it have to be built after all.
    case known(hash: String, input: ImportInput)
    /// A new file, built from `input` (its bytes in memory when it is small, as hashed).
    case built(hash: String, input: ImportInput, build: Importer.Built)
}
