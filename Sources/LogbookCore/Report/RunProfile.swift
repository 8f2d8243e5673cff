import LogbookModel

/// A run's pace, heart rate and elevation against distance, in at most a few hundred equal
/// stretches so a run page stays small whatever the recording rate.
public enum RunProfile {
    /// The most stretches a profile has.
    public static let defaultStretches = 200

    /// `samples` (in time order) as at most `stretches` equal stretches of distance, each
    /// at least 10 m: a stretch's pace is the time of the steps ending in it over their
    /// distance, counting only steps inside one recording segment and of at most 60 s (a
    /// pause adds no time); its heart rate and elevation the mean of its readings. A run
    /// without distance samples, or of under 10 m, has no profile.
    public static func profile(_ samples: [Sample], stretches: Int = defaultStretches) -> [ProfilePoint] {
        var accumulator = RunProfileAccumulator(total: RunProfileAccumulator.total(nil, samples), stretches: stretches)
        accumulator.add(samples)
        return accumulator.profile
    }
}
