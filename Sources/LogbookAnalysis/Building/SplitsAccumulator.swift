import LogbookModel

/// Cuts a run into km splits while the run builder walks its steps, in one pass.
///
/// Rules:
/// - A boundary lies at every `length` metres (default 1000) of cumulative distance. The
///   time of a boundary is interpolated linearly inside the step that crosses it.
/// - A split's elapsed time runs from boundary to boundary (the first starts at the run's
///   first point, the last ends at its last point), so pauses between segments fall into
///   the split during which they happened.
/// - A step that crosses a boundary is apportioned by the fraction of its distance on each
///   side: its moving time, and the time weights of its heart rate and cadence.
/// - Elevation gain is credited to the split in which the point that adds it lies.
/// - The last, partial split is kept with its real distance when it is longer than 1 cm
///   (shorter is floating-point dust from summing steps).
/// - A step ending within a micrometre of a boundary reaches it (sums of floating-point
///   steps otherwise leave 999.9999999 m and move the boundary into the next step).
/// - Each split's pace is `Pace.judge(moving:distance:)` of its own moving time and distance.
public struct SplitsAccumulator: Sendable {
    /// The length of a full split in metres.
    public let length: Double
    /// How close in metres a step must come to a boundary to reach it.
    static let boundaryTolerance = 1e-6
    /// The splits closed so far.
    public private(set) var splits: [Split] = []
    private let thresholds: PaceThresholds
    private var splitStartTime: Double
    private var nextBoundary: Double
    private var moving = 0.0
    private var heartRate = RunBuilderMean()
    private var cadence = RunBuilderMean()
    private var gain = 0.0
    private let tracksElevation: Bool

    /// Starts accumulating at the run's first point time; `tracksElevation` is false when
    /// no point has an elevation (the splits' gains are then `nil`).
    public init(startTime: Double, thresholds: PaceThresholds, tracksElevation: Bool, length: Double = 1000) {
        self.length = length
        self.thresholds = thresholds
        self.tracksElevation = tracksElevation
        self.splitStartTime = startTime
        self.nextBoundary = length
    }

    /// Adds one step: from `startTime` over `duration` seconds, from cumulative distance
    /// `distanceBefore` over `distance` metres, with its moving seconds and its heart rate
    /// and cadence (`nil` when unknown) weighted by `weight` seconds.
    public mutating func addStep(
        startTime: Double, duration: Double, distanceBefore: Double, distance: Double,
        moving stepMoving: Double, heartRate: Double?, cadence: Double?, weight: Double
    ) {
        var consumed = 0.0
        if distance > 0 {
            while distanceBefore + distance >= nextBoundary - Self.boundaryTolerance {
                let fraction = min(1, max(consumed, (nextBoundary - distanceBefore) / distance))
                accumulate(fraction - consumed, moving: stepMoving, heartRate: heartRate, cadence: cadence, weight: weight)
                close(at: startTime + fraction * duration, distance: length)
                nextBoundary += length
                consumed = fraction
            }
        }
        accumulate(1 - consumed, moving: stepMoving, heartRate: heartRate, cadence: cadence, weight: weight)
    }

    /// Credits elevation gain in metres to the current split.
    public mutating func addElevationGain(_ added: Double) {
        gain += added
    }

    /// Closes the last, partial split at the run's last point and returns all splits.
    public mutating func finish(endTime: Double, totalDistance: Double) -> [Split] {
        let partial = totalDistance - (nextBoundary - length)
        if partial > 0.01 {
            close(at: endTime, distance: partial)
        }
        return splits
    }

    private mutating func accumulate(_ share: Double, moving stepMoving: Double, heartRate: Double?, cadence: Double?, weight: Double) {
        guard share > 0 else { return }
        moving += stepMoving * share
        self.heartRate.add(heartRate, weight: weight * share)
        self.cadence.add(cadence, weight: weight * share)
    }

    private mutating func close(at time: Double, distance: Double) {
        let split = Split(
            index: splits.count + 1, distance: distance, elapsed: max(0, time - splitStartTime),
            moving: moving, pace: Pace.judge(moving: moving, distance: distance, thresholds: thresholds),
            averageHeartRate: heartRate.mean, averageCadence: cadence.mean,
            elevationGain: tracksElevation ? gain : nil
        )
        splits.append(split)
        splitStartTime = time
        moving = 0
        heartRate = RunBuilderMean()
        cadence = RunBuilderMean()
        gain = 0
    }
}
