/// What happened to one imported file.
public enum FileImportStatus: String, Sendable, Equatable {
    /// At least one new run was stored.
    case imported
    /// Nothing new: the file, or every run in it, was already in the logbook.
    case duplicate
    /// No new run, but at least one stored run was replaced by this richer copy.
    case upgraded
    /// The file could not be read; nothing of it was stored.
    case rejected
    /// The file holds no activity and that is no error (a monitoring FIT file, a planned
    /// route, an export's other tables); nothing of it was stored. See `FileImportResult.reason`.
    case skipped
}
