import LogbookModel

/// A stored run found to be the same run as one being imported.
public struct StoredRunMatch: Sendable, Equatable {
    /// The stored run's id.
    public var id: Int64
    /// How rich the stored copy is.
    public var richness: RunRichness
    /// True when the stored run is in quarantine (`logbook clean`): it is never replaced.
    public var isQuarantined: Bool
    /// What the runner set on the stored run with `logbook edit`, which no copy changes.
    public var editedFields: Set<EditableField>

    /// Creates a match.
    public init(id: Int64, richness: RunRichness, isQuarantined: Bool = false, editedFields: Set<EditableField> = []) {
        self.id = id
        self.richness = richness
        self.isQuarantined = isQuarantined
        self.editedFields = editedFields
    }
}
