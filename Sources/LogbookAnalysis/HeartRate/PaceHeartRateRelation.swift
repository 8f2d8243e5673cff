import LogbookModel

/// The runner's own relation between speed and average heart rate, from their recent runs
/// that have both: what a run without heart rate is given for its estimated load.
///
/// A least-squares line `bpm = intercept + slope * speed` through the runs of the
/// `windowDays` (90) days before a run that had a heart-rate load; with fewer than
/// `minimumRuns` (5) of them, or all at one speed, there is no relation and the run has
/// no load.
public struct PaceHeartRateRelation: Sendable, Equatable {
    /// One run that has both: when it started, its average moving speed and its average
    /// believed heart rate.
    public struct Observation: Sendable, Equatable {
        /// Its start, UTC seconds since 1970.
        public var startUTC: Int64
        /// Its local date.
        public var date: LocalDate
        /// Metres per second of moving time.
        public var speed: Double
        /// Its believed readings' average, weighed by time, in bpm.
        public var averageBPM: Double
    }

    /// The heart rate at speed 0, in bpm.
    public var intercept: Double
    /// How many bpm one more metre per second adds.
    public var slope: Double

    /// How many days back the runs count.
    public static let windowDays: Int64 = 90
    /// The fewest runs a relation is drawn from.
    public static let minimumRuns = 5

    /// Creates a relation.
    public init(intercept: Double, slope: Double) {
        self.intercept = intercept
        self.slope = slope
    }

    /// The relation for a run started at `startUTC` on `date`: from the observations that
    /// started before it, on `date` or the 90 days before; nil with too few or one speed.
    public static func fit(_ observations: [Observation], before startUTC: Int64, on date: LocalDate) -> PaceHeartRateRelation? {
        let earliest = date.adding(days: -windowDays)
        let used = observations.filter {
            $0.startUTC < startUTC && $0.date >= earliest && $0.speed.isFinite && $0.speed > 0 && $0.averageBPM.isFinite
        }
        guard used.count >= minimumRuns else { return nil }
        let count = Double(used.count)
        let meanSpeed = used.reduce(0) { $0 + $1.speed } / count
        let meanBPM = used.reduce(0) { $0 + $1.averageBPM } / count
        var covariance = 0.0, variance = 0.0
        for observation in used {
            covariance += (observation.speed - meanSpeed) * (observation.averageBPM - meanBPM)
            variance += (observation.speed - meanSpeed) * (observation.speed - meanSpeed)
        }
        // All at (nearly) one speed: no line through them says anything about another speed.
        guard variance > 1e-6 * count else { return nil }
        let slope = covariance / variance
        guard slope.isFinite else { return nil }
        return PaceHeartRateRelation(intercept: meanBPM - slope * meanSpeed, slope: slope)
    }

    /// The average heart rate the relation gives for `speed` metres per second, or nil when
    /// it lies outside 30-230 bpm (what the heart-rate guard believes).
    public func bpm(atSpeed speed: Double) -> Double? {
        let value = intercept + slope * speed
        guard value.isFinite, value >= HeartRateGuard.standard.lowest, value <= HeartRateGuard.standard.highest else { return nil }
        return value
    }
}
