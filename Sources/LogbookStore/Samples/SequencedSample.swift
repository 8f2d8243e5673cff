/// A stored sample with its position in the run (`seq`): what one entry of a sample chunk holds.
public struct SequencedSample: Sendable, Equatable {
    /// The sample's 0-based position in the run, as stored.
    public var seq: Int64
    /// The sample's values, in the store's units.
    public var sample: StoredSample
}
