/// What became of a file's original: the `state` of its `kept_originals` row.
public enum KeptOriginalState: String, Sendable, Equatable {
    /// Its bytes are kept.
    case kept
    /// It was imported with `--no-originals`.
    case notKept = "not-kept"
    /// Its bytes were dropped by `logbook original --drop-before`.
    case dropped
}
