import LogbookModel

/// The one judge of whether a run can be true: every part of logbook that leaves a run
/// out (`stats`, `records`, `clean`, `load`, `predict`, the report, `export`) reads the
/// reason this judge gave when the run was saved (`runs.doubt`), never a judgement of its own.
///
/// Each question is a pure function with its limits in `BeliefThresholds`; `doubt` asks
/// them in `RunDoubt`'s order and gives the first reason found. A value that is unknown
/// (`nil`) or not a usable number is not judged here: the stored-value checks of `clean`
/// (`non_finite`) and the pace guard (`pace_status`) deal with those.
public enum RunBelief {
    /// The facts of a run the judge reads.
    public struct Facts: Sendable, Equatable {
        /// The normalized sport.
        public var sport: String
        /// Distance in metres.
        public var distance: Double?
        /// Moving time in seconds.
        public var moving: Double?
        /// Elapsed time in seconds: the longer of the points' span and the elapsed time the
        /// file states (a damaged file's three points may span 1 s of a 76-minute ride).
        public var elapsed: Double?
        /// Average heart rate in bpm.
        public var averageHeartRate: Double?

        /// Creates the facts.
        public init(
            sport: String, distance: Double?, moving: Double?, elapsed: Double?, averageHeartRate: Double?,
            deviceElapsed: Double? = nil
        ) {
            self.sport = sport
            self.distance = distance
            self.moving = moving
            let stated = [elapsed, deviceElapsed].compactMap { $0 }.filter { $0.isFinite && $0 >= 0 }
            self.elapsed = stated.max() ?? elapsed
            self.averageHeartRate = averageHeartRate
        }

        /// The facts of `run`.
        public init(_ run: Run) {
            self.init(
                sport: run.sport, distance: run.distance, moving: run.moving, elapsed: run.elapsed,
                averageHeartRate: run.averageHeartRate, deviceElapsed: run.device.elapsed)
        }
    }

    /// The first reason `facts` cannot be true, or `nil` when the run is believable.
    public static func doubt(_ facts: Facts) -> RunDoubt? {
        if isFasterThanHuman(sport: facts.sport, distance: facts.distance, moving: facts.moving) { return .impossiblePace }
        if isTooFar(sport: facts.sport, distance: facts.distance) { return .impossibleDistance }
        if isTooBrief(elapsed: facts.elapsed, moving: facts.moving) { return .tooBrief }
        if isMovingOverElapsed(moving: facts.moving, elapsed: facts.elapsed) { return .movingOverElapsed }
        if isImpossibleHeartRate(average: facts.averageHeartRate) { return .impossibleHeartRate }
        return nil
    }

    /// The first reason `run` cannot be true, or `nil` when it is believable.
    public static func doubt(of run: Run) -> RunDoubt? { doubt(Facts(run)) }

    /// True for a run whose moving time over its distance beats the world record for that
    /// distance by more than `BeliefThresholds.worldRecordShare` allows. Only running has
    /// world records to meet; other sports' paces are judged by their own ranges
    /// (`SportThresholds`, the pace guard). A moving time of zero is no time (`no_time`).
    public static func isFasterThanHuman(sport: String, distance: Double?, moving: Double?) -> Bool {
        guard RecordSport.isRunning(sport), let distance = usable(distance), let moving = usable(moving), distance > 0, moving > 0
        else {
            return false
        }
        return moving < WorldRecords.fastestTime(metres: distance) * BeliefThresholds.worldRecordShare
    }

    /// True for a distance beyond the longest one activity of `sport` covers.
    public static func isTooFar(sport: String, distance: Double?) -> Bool {
        guard let distance = usable(distance) else { return false }
        let onFoot = [.running, .walking].contains(SportThresholds.family(of: sport))
        return distance > (onFoot ? BeliefThresholds.longestOnFoot : BeliefThresholds.longestOther)
    }

    /// True for a recording over within `BeliefThresholds.shortestDuration`: the longer of
    /// its elapsed and moving times is known, above zero and shorter. A time of zero is no
    /// time at all, which the pace guard reports (`no_time`).
    public static func isTooBrief(elapsed: Double?, moving: Double?) -> Bool {
        guard let duration = [usable(elapsed), usable(moving)].compactMap({ $0 }).max(), duration > 0 else { return false }
        return duration < BeliefThresholds.shortestDuration
    }

    /// True when the moving time exceeds the elapsed time by more than
    /// `BeliefThresholds.movingOverElapsedSlack`.
    public static func isMovingOverElapsed(moving: Double?, elapsed: Double?) -> Bool {
        guard let moving = usable(moving), let elapsed = usable(elapsed) else { return false }
        return moving > elapsed + BeliefThresholds.movingOverElapsedSlack
    }

    /// True for an average heart rate above `BeliefThresholds.highestAverageHeartRate`.
    public static func isImpossibleHeartRate(average: Double?) -> Bool {
        guard let average = usable(average) else { return false }
        return average > BeliefThresholds.highestAverageHeartRate
    }

    /// The value when it is a finite number that is not negative.
    private static func usable(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
