import LogbookModel

/// What a built run's samples give beside the run row, found in one pass over them:
/// the best efforts for the standard distances (not yet judged) and the heart-rate summary.
///
/// It is computed from the samples as they are stored (milliseconds, decimetres, whole
/// bpm: `StoredInteger`), so that what import derives equals what a later pass over the
/// stored samples derives.
public struct RunDerivations: Sendable, Equatable {
    /// The best efforts for the standard distances, unjudged, in distance order.
    public var efforts: [BestEffort]
    /// The seconds at each heart rate once the guards have run, and what they left out.
    public var heartRates: HeartRateSummary

    /// Creates derivations from their parts.
    public init(efforts: [BestEffort], heartRates: HeartRateSummary) {
        self.efforts = efforts
        self.heartRates = heartRates
    }
}
