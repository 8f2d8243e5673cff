import LogbookModel

/// What `logbook edit` did to a run: the run before and after, and the fields it changed.
public struct EditOutcome: Sendable, Equatable {
    /// The run as it was.
    public var before: Run
    /// The run as it is now.
    public var after: Run
    /// The fields the edit set or cleared.
    public var fields: Set<EditableField>
    /// True when the new sport judges paces by other thresholds, so the run's and its
    /// splits' paces were judged again.
    public var rejudged: Bool
}
