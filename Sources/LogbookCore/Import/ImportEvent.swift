/// What an `ImportSession` reports while it works, so that the caller can show progress and
/// print each file's outcome as soon as it is known.
public enum ImportEvent: Sendable {
    /// File `index` (0-based) of `total` is being stored now.
    case storing(index: Int, total: Int, file: String)
    /// A file is done: imported, a duplicate, upgraded or rejected (a path that could not be
    /// read is rejected without a `storing` event).
    case finished(FileImportResult)
}
