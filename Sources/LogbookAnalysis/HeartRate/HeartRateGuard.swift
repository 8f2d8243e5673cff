/// Decides which heart-rate readings of a run are believable, giving each one left out its
/// reason (`HeartRateExclusion`).
///
/// The rules, each on the readings of one recording stretch (a segment break or a step
/// longer than `maxStep` between samples starts a new stretch, where the checks start over):
/// 1. A reading outside `lowest...highest` (30-230 bpm) is `outOfRange`.
/// 2. A reading further from the last believed one than `fastestStep` bpm per second of the
///    time between them (30 bpm/s) is a `steepStep`; so is every reading after it until one
///    comes back within `fastestStep` + `sustainedDrift` bpm per second since the last
///    believed reading (30 bpm plus 1 bpm/s: as fast as a heart keeps changing). A strap
///    that loses contact and drops to 70 for a while is thus left out until it reads the
///    runner's heart again; a single spike costs one reading.
/// 3. A stretch of equal readings spanning at least `constantSeconds` (2 minutes) during
///    which the speed over successive `paceWindow`-second windows (30 s) changed by at least
///    `paceChange` (20 %) of the fastest of them is a `constantReading`: a heart follows the
///    pace, a stuck strap does not. Without distances the pace is unknown and nothing is
///    left out by this rule.
public struct HeartRateGuard: Sendable, Equatable {
    /// The lowest believable reading in bpm.
    public var lowest: Double
    /// The highest believable reading in bpm.
    public var highest: Double
    /// The fastest believable change in bpm per second.
    public var fastestStep: Double
    /// How fast, in bpm per second, the reach back from a steep step grows.
    public var sustainedDrift: Double
    /// How long in seconds equal readings must last to be a stuck strap.
    public var constantSeconds: Double
    /// The length in seconds of the windows whose speeds tell whether the pace changed.
    public var paceWindow: Double
    /// The change of speed, as a fraction of the fastest window, that counts as a change of pace.
    public var paceChange: Double
    /// The longest step in seconds between samples that is not a recording gap
    /// (the run builder's `MovingTimeRule.maxStep`).
    public var maxStep: Double

    /// 30-230 bpm, 30 bpm/s, 1 bpm/s, 120 s, 30 s windows, 20 %, 60 s gaps.
    public static let standard = HeartRateGuard(
        lowest: 30, highest: 230, fastestStep: 30, sustainedDrift: 1, constantSeconds: 120, paceWindow: 30,
        paceChange: 0.2, maxStep: 60)

    /// Creates a guard.
    public init(
        lowest: Double, highest: Double, fastestStep: Double, sustainedDrift: Double, constantSeconds: Double,
        paceWindow: Double, paceChange: Double, maxStep: Double
    ) {
        self.lowest = lowest
        self.highest = highest
        self.fastestStep = fastestStep
        self.sustainedDrift = sustainedDrift
        self.constantSeconds = constantSeconds
        self.paceWindow = paceWindow
        self.paceChange = paceChange
        self.maxStep = maxStep
    }

    /// True when a recording stretch ends between `previous` and `next` (a segment break or
    /// a step longer than `maxStep`, or a step back in time).
    public func breaks(_ previous: HeartRatePoint, _ next: HeartRatePoint) -> Bool {
        if let a = previous.segment, let b = next.segment, a != b { return true }
        let step = next.offset - previous.offset
        return !(step >= 0 && step <= maxStep)
    }

    /// The verdict on each point, in order: `nil` for a believed reading or a point without
    /// one, else why the reading is left out.
    public func judge(_ points: [HeartRatePoint]) -> [HeartRateExclusion?] {
        var verdicts = [HeartRateExclusion?](repeating: nil, count: points.count)
        markOutOfRange(points, &verdicts)
        markSteepSteps(points, &verdicts)
        markConstantReadings(points, &verdicts)
        return verdicts
    }

    private func markOutOfRange(_ points: [HeartRatePoint], _ verdicts: inout [HeartRateExclusion?]) {
        for (index, point) in points.enumerated() {
            guard let bpm = point.bpm else { continue }
            if !(bpm.isFinite && bpm >= lowest && bpm <= highest) { verdicts[index] = .outOfRange }
        }
    }

    private func markSteepSteps(_ points: [HeartRatePoint], _ verdicts: inout [HeartRateExclusion?]) {
        var anchor: (bpm: Double, offset: Double)?
        var away = false
        for index in points.indices {
            if index > 0, breaks(points[index - 1], points[index]) {
                anchor = nil
                away = false
            }
            guard verdicts[index] == nil, let bpm = points[index].bpm else { continue }
            let offset = points[index].offset
            guard let last = anchor else {
                anchor = (bpm, offset)
                continue
            }
            let change = abs(bpm - last.bpm)
            let elapsed = offset - last.offset
            let believed =
                away
                ? change <= fastestStep + sustainedDrift * elapsed
                : change <= fastestStep * elapsed
            if believed {
                anchor = (bpm, offset)
                away = false
            } else {
                verdicts[index] = .steepStep
                away = true
            }
        }
    }

    private func markConstantReadings(_ points: [HeartRatePoint], _ verdicts: inout [HeartRateExclusion?]) {
        var start: Int?
        var last: Int?
        func close() {
            if let first = start, let end = last, isStuck(points, first, end) {
                for index in first...end where verdicts[index] == nil && points[index].bpm != nil {
                    verdicts[index] = .constantReading
                }
            }
            start = nil
            last = nil
        }
        for index in points.indices {
            if index > 0, breaks(points[index - 1], points[index]) { close() }
            guard verdicts[index] == nil, let bpm = points[index].bpm else { continue }
            if let first = start, points[first].bpm != bpm { close() }
            if start == nil { start = index }
            last = index
        }
        close()
    }

    /// True when the equal readings from `first` to `end` last long enough and the pace
    /// changed under them.
    private func isStuck(_ points: [HeartRatePoint], _ first: Int, _ end: Int) -> Bool {
        guard points[end].offset - points[first].offset >= constantSeconds else { return false }
        var speeds: [Double] = []
        var windowStart = first
        for index in first...end {
            let elapsed = points[index].offset - points[windowStart].offset
            guard elapsed >= paceWindow else { continue }
            if let from = points[windowStart].distance, let to = points[index].distance {
                let speed = (to - from) / elapsed
                if speed.isFinite { speeds.append(speed) }
            }
            windowStart = index
        }
        guard speeds.count >= 2, let fastest = speeds.max(), let slowest = speeds.min(), fastest > 0 else { return false }
        return fastest - slowest >= paceChange * fastest
    }
}
