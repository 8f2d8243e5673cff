/// Decides how much of one step between two consecutive points counts as moving time.
///
/// A step is the time between two consecutive kept points of one segment. It counts in
/// full or not at all:
/// - a step of zero seconds (points sharing a second) adds nothing;
/// - a step longer than `maxStep` (default 60 s) is a recording gap and never counts,
///   whatever distance it covers (smart recording writes a point at least every ~13 s
///   while moving, so a longer silence is a pause or a lost signal);
/// - without any distance information the step counts (only gaps are removed);
/// - otherwise the step counts when the speed over its *window* is at least `minSpeed`
///   (default 0.5 m/s; slow walking is ~1 m/s). The window runs from `halfWindow`
///   (default 5 s) before the step's first point to `halfWindow` after its last point, and
///   its speed is the straight-line progress between the window's outer points divided by
///   their time apart. Straight-line progress over ~11 s beats GPS jitter: a runner standing
///   still with ±1 m of noise shows ~0.2 m/s, while the sum of 1 Hz jitter steps would
///   show over 1 m/s. The window makes the first and last ~4 s of a standstill count.
public struct MovingTimeRule: Sendable, Equatable {
    /// The slowest speed in m/s still counted as moving.
    public var minSpeed: Double
    /// Seconds added before and after a step to form the window its speed is measured over.
    public var halfWindow: Double
    /// The longest step in seconds that can count as moving; longer steps are gaps.
    public var maxStep: Double

    /// The defaults: 0.5 m/s, ±5 s window, 60 s gaps.
    public static let standard = MovingTimeRule(minSpeed: 0.5, halfWindow: 5, maxStep: 60)

    /// Creates a rule.
    public init(minSpeed: Double, halfWindow: Double, maxStep: Double) {
        self.minSpeed = minSpeed
        self.halfWindow = halfWindow
        self.maxStep = maxStep
    }

    /// The moving seconds of a step of `stepDuration` seconds, given the progress in metres
    /// over its window and the window's duration (`nil` progress: no distance is known).
    public func movingSeconds(stepDuration: Double, windowProgress: Double?, windowDuration: Double) -> Double {
        guard stepDuration > 0, stepDuration.isFinite, stepDuration <= maxStep else { return 0 }
        guard let windowProgress else { return stepDuration }
        guard windowDuration > 0, windowProgress.isFinite else { return 0 }
        return windowProgress / windowDuration >= minSpeed ? stepDuration : 0
    }
}
