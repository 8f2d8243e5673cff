import LogbookSupport

/// One run's believed heart rate reduced to what its load needs: the seconds spent at each
/// whole bpm, the time from its first to its last sample, and how many readings the guards
/// left out, by reason.
///
/// Zones (for any bounds), TRIMP (for any maximum, resting rate and sex) and the sustained
/// peak are sums over the readings' weights, so they come out of the seconds per bpm as
/// they would out of the readings themselves (stored readings are whole bpm). Nothing in it
/// depends on the runner's settings: it is stored once, where the samples are written
/// (`run_heart_rates`), and a changed setting applies on the next read without rewriting it.
public struct HeartRateSummary: Sendable, Equatable {
    /// The highest bpm kept (the guard leaves out anything above 230).
    public static let highestBPM = 250

    /// Seconds at each bpm, indexed by bpm (0...`highestBPM`).
    public private(set) var secondsByBPM: [Double]
    /// The seconds from the first to the last sample.
    public var span: Double
    /// The readings left out, by reason.
    public var excluded: [HeartRateExclusion: Int]

    /// A summary of no readings over `span` seconds.
    public init(span: Double = 0, excluded: [HeartRateExclusion: Int] = [:]) {
        secondsByBPM = Array(repeating: 0, count: Self.highestBPM + 1)
        self.span = span
        self.excluded = excluded
    }

    /// The summary of `points`, judged by `rules` (`HeartRateGuard`) and weighed
    /// (`WeightedReading.weigh`); each reading is counted at its nearest whole bpm.
    public init(_ points: [HeartRatePoint], guard rules: HeartRateGuard = .standard) {
        self.init(span: (points.last?.offset ?? 0) - (points.first?.offset ?? 0))
        let verdicts = rules.judge(points)
        for verdict in verdicts { if let verdict { excluded[verdict, default: 0] += 1 } }
        for reading in WeightedReading.weigh(points, verdicts: verdicts, guard: rules) { add(reading) }
    }

    /// Adds `reading`'s seconds at its nearest whole bpm (a reading outside 0...250 bpm or
    /// without time adds nothing).
    public mutating func add(_ reading: WeightedReading) {
        let rounded = HalfAwayRounding.rounded(reading.bpm)
        guard rounded >= 0, rounded <= Double(Self.highestBPM), reading.seconds.isFinite, reading.seconds > 0 else { return }
        secondsByBPM[Int(rounded)] += reading.seconds
    }

    /// Adds the readings and exclusions of `other`, a later stretch of the same run, and
    /// `gap` seconds between the two to the span.
    public mutating func append(_ other: HeartRateSummary, gap: Double) {
        for bpm in secondsByBPM.indices { secondsByBPM[bpm] += other.secondsByBPM[bpm] }
        span += (gap.isFinite ? max(gap, 0) : 0) + other.span
        for (reason, count) in other.excluded { excluded[reason, default: 0] += count }
    }

    /// One weighed reading per bpm that has time, lowest first: what zones, TRIMP and the
    /// sustained peak are computed from.
    public var readings: [WeightedReading] {
        secondsByBPM.indices.compactMap { bpm in
            secondsByBPM[bpm] > 0 ? WeightedReading(bpm: Double(bpm), seconds: secondsByBPM[bpm]) : nil
        }
    }

    /// The seconds its believed readings stand for.
    public var believedSeconds: Double { secondsByBPM.reduce(0, +) }
}
