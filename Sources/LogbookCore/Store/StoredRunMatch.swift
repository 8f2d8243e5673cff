/// A stored run found to be the same run as one being imported.
public struct StoredRunMatch: Sendable, Equatable {
    /// The stored run's id.
    public var id: Int64
    /// How rich the stored copy is.
    public var richness: RunRichness

    /// Creates a match.
    public init(id: Int64, richness: RunRichness) {
        self.id = id
        self.richness = richness
    }
}
