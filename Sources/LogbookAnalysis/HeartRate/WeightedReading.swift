/// A believed heart-rate reading and the time it stands for, the unit zones and TRIMP add up.
///
/// `weigh` gives each believed reading the time to the next believed reading of the run, at
/// most `longestWeight` seconds (10 s), and none when a recording gap or a segment break lies
/// between them (`HeartRateGuard.breaks`) or when none follows. A sample without a reading,
/// or with one the guard left out, thus passes its time to the reading before it, up to
/// 10 s: a dropout of a few seconds leaves the zones as they were, a long one counts nothing.
public struct WeightedReading: Sendable, Equatable {
    /// The heart rate in bpm.
    public var bpm: Double
    /// The seconds it stands for (0...`longestWeight`).
    public var seconds: Double

    /// The most time, in seconds, one reading stands for.
    public static let longestWeight = 10.0

    /// Creates a reading.
    public init(bpm: Double, seconds: Double) {
        self.bpm = bpm
        self.seconds = seconds
    }

    /// The believed readings of `points` with their weights, in order. `verdicts` are the
    /// guard's (`HeartRateGuard.judge`), one per point; a point with a verdict is left out.
    public static func weigh(
        _ points: [HeartRatePoint], verdicts: [HeartRateExclusion?], guard rules: HeartRateGuard = .standard
    ) -> [WeightedReading] {
        var readings: [WeightedReading] = []
        var lastOffset = 0.0
        var broken = false
        for index in points.indices {
            if index > 0, rules.breaks(points[index - 1], points[index]) { broken = true }
            let excluded = index < verdicts.count ? verdicts[index] != nil : false
            guard !excluded, let bpm = points[index].bpm, bpm.isFinite else { continue }
            let offset = points[index].offset
            if !readings.isEmpty, !broken {
                let step = offset - lastOffset
                readings[readings.count - 1].seconds = step.isFinite ? min(max(step, 0), longestWeight) : 0
            }
            readings.append(WeightedReading(bpm: bpm, seconds: 0))
            lastOffset = offset
            broken = false
        }
        return readings
    }

    /// The readings of `points` the standard guard believes, weighed.
    public static func believed(_ points: [HeartRatePoint], guard rules: HeartRateGuard = .standard) -> [WeightedReading] {
        weigh(points, verdicts: rules.judge(points), guard: rules)
    }
}
