/// What an `ImportSession` reports while it works, so that the caller can show progress and
/// print each file's outcome as soon as it is known.
public enum ImportEvent: Sendable {
    /// A file is being stored now: from the path at `position` (1-based) of `total` paths;
    /// `archive` gives, for a member of an archive, the files found in it and the compressed
    /// bytes read so far.
    case storing(position: Int, total: Int, file: String, archive: ArchiveProgress?)
    /// A file is done: imported, a duplicate, upgraded, skipped or rejected (a path that could
    /// not be read, or a skipped member, has no `storing` event). `position` is the path it
    /// came from (1-based), `archive` that path's name when the file is a member of an archive
    /// (nil for a file given or found in a folder, and for a compressed single file).
    case finished(FileImportResult, position: Int, archive: String?)
}
