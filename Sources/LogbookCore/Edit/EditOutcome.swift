import LogbookModel

/// What `logbook edit` did to a run: the run before and after, and the fields it changed.
public struct EditOutcome: Sendable, Equatable {
    /// The run as it was.
    public var before: Run
    /// The run as it is now.
    public var after: Run
    /// The fields the edit set or cleared (none when every value was already as asked).
    public var fields: Set<EditableField>
    /// True when the new sport judges paces by other thresholds, so the run's and its
    /// splits' paces were judged again.
    public var rejudged: Bool
    /// The fields the edit named that already had the value asked for, and were left alone.
    public var unchanged: Set<EditableField> = []
    /// The fields that went back to the file's value (`--clear`).
    public var cleared: Set<EditableField> = []
}
