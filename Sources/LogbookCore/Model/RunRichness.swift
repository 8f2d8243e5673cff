/// How much detail a copy of a run carries, to keep the richer of two copies.
public struct RunRichness: Sendable, Equatable {
    /// True when it has time-series samples.
    public var hasSamples: Bool
    /// True when it has heart-rate data.
    public var hasHeartRate: Bool

    /// Creates a richness.
    public init(hasSamples: Bool, hasHeartRate: Bool) {
        self.hasSamples = hasSamples
        self.hasHeartRate = hasHeartRate
    }

    /// The richness of a built run.
    public init(_ built: BuiltRun) {
        self.init(hasSamples: !built.sampleList.isEmpty, hasHeartRate: built.run.averageHeartRate != nil)
    }

    /// True when this copy has samples or heart rate where `other` has none.
    public func isRicher(than other: RunRichness) -> Bool {
        (hasSamples && !other.hasSamples) || (hasHeartRate && !other.hasHeartRate)
    }
}
