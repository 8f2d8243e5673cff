/// One pass over a kept track that computes distance, moving time, elevation gain, heart
/// rate, cadence, splits and the samples' cumulative distances. See `RunBuilder` for the rules.
struct RunBuilderWalk {
    /// Where distances come from.
    enum DistanceSource {
        /// Haversine between positions.
        case positions
        /// The device's cumulative distance.
        case device
        /// No distance over time is known.
        case none
    }

    /// The samples, with cumulative distances filled in by `run()`.
    private(set) var samples: [Sample]
    /// Where distances come from.
    let source: DistanceSource
    /// Total distance in metres.
    private(set) var distance = 0.0
    /// Total moving time in seconds.
    private(set) var moving = 0.0
    /// GPS steps ignored as jumps.
    private(set) var jumpCount = 0
    /// The km splits (empty without a distance source).
    private(set) var splits: [Split] = []

    private let segmentRanges: [Range<Int>]
    private let maxSpeed: Double
    private let rule: MovingTimeRule
    private var elevation: ElevationGainCounter
    private var splitter: SplitsAccumulator
    private var heartRate = RunBuilderMean()
    private var cadence = RunBuilderMean()
    private var maxHeartRateSeen = -Double.infinity

    /// Prepares a walk over `track`.
    init(track: RunBuilderTrack, sport: String, thresholds: PaceThresholds, rules: RunBuilderRules) {
        samples = track.samples
        segmentRanges = track.segmentRanges
        source = track.hasPositionPairs ? .positions : (track.hasDeviceDistancePairs ? .device : .none)
        maxSpeed = rules.maxSpeed(forSport: sport)
        rule = rules.moving
        elevation = ElevationGainCounter(threshold: rules.elevationThreshold)
        splitter = SplitsAccumulator(
            startTime: track.samples.first?.offset ?? 0, thresholds: thresholds,
            tracksElevation: track.hasElevation, length: rules.splitLength
        )
    }

    /// Time-weighted average heart rate, or the simple mean, or `nil`.
    var averageHeartRate: Double? { heartRate.mean }
    /// Time-weighted average cadence (values above 0), or the simple mean, or `nil`.
    var averageCadence: Double? { cadence.mean }
    /// Maximum heart rate over the points, or `nil`.
    var maxHeartRate: Double? { maxHeartRateSeen.isFinite ? maxHeartRateSeen : nil }
    /// Elevation gain in metres.
    var elevationGain: Double { elevation.gain }

    /// Walks every segment once, then closes the splits.
    mutating func run() {
        for range in segmentRanges {
            walkSegment(range)
        }
        if source != .none, let last = samples.last {
            splits = splitter.finish(endTime: last.offset, totalDistance: distance)
        }
    }

    private mutating func walkSegment(_ range: Range<Int>) {
        var lastPositioned: Int?
        var lastDeviceDistance: Double?
        var low = range.lowerBound
        var high = range.lowerBound
        for index in range {
            let point = samples[index].point
            let time = samples[index].offset
            var stepDistance = 0.0
            switch source {
            case .positions:
                if point.hasPosition {
                    if let previous = lastPositioned {
                        let from = samples[previous]
                        let metres = Geo.distance(lat1: from.point.lat, lon1: from.point.lon, lat2: point.lat, lon2: point.lon)
                        if metres > maxSpeed * max(time - from.offset, 1) {
                            jumpCount += 1
                        } else {
                            stepDistance = metres
                        }
                    }
                    lastPositioned = index
                }
            case .device:
                let deviceDistance = point.deviceDistance
                if !deviceDistance.isNaN {
                    if let previous = lastDeviceDistance, deviceDistance > previous {
                        stepDistance = deviceDistance - previous
                    }
                    lastDeviceDistance = deviceDistance
                }
            case .none:
                break
            }

            if index > range.lowerBound {
                let before = samples[index - 1]
                let duration = time - before.offset
                var stepMoving = 0.0
                if duration > 0 && duration <= rule.maxStep {
                    if source == .none {
                        stepMoving = rule.movingSeconds(stepDuration: duration, windowProgress: nil, windowDuration: 0)
                    } else {
                        while samples[low].offset < before.offset - rule.halfWindow { low += 1 }
                        if high < index { high = index }
                        while high + 1 < range.upperBound && samples[high + 1].offset <= time + rule.halfWindow {
                            high += 1
                        }
                        let window = progress(from: low, to: high) ?? (stepDistance, duration)
                        stepMoving = rule.movingSeconds(
                            stepDuration: duration, windowProgress: window.metres, windowDuration: window.seconds
                        )
                        if stepMoving == 0 { stepDistance = 0 }
                    }
                }
                let weight = duration > 0 && duration <= rule.maxStep ? duration : 0
                let stepHeartRate = Self.stepValue(before.point.hr, point.hr)
                let stepCadence = Self.stepValue(positive(before.point.cadence), positive(point.cadence))
                heartRate.add(stepHeartRate, weight: weight)
                cadence.add(stepCadence, weight: weight)
                splitter.addStep(
                    startTime: before.offset, duration: duration, distanceBefore: distance, distance: stepDistance,
                    moving: stepMoving, heartRate: stepHeartRate, cadence: stepCadence, weight: weight
                )
                distance += stepDistance
                moving += stepMoving
            }
            if !point.hr.isNaN {
                let value = Double(point.hr)
                heartRate.addPoint(value)
                maxHeartRateSeen = max(maxHeartRateSeen, value)
            }
            if let value = positive(point.cadence) { cadence.addPoint(value) }
            splitter.addElevationGain(elevation.add(point.ele))
            samples[index].distance = distance
        }
    }

    /// The progress in metres and the seconds between two samples of one segment, or `nil`
    /// when one of them lacks the position (or device distance) to measure it.
    private func progress(from low: Int, to high: Int) -> (metres: Double, seconds: Double)? {
        let first = samples[low]
        let last = samples[high]
        let seconds = last.offset - first.offset
        switch source {
        case .positions:
            guard first.point.hasPosition, last.point.hasPosition else { return nil }
            let metres = Geo.distance(lat1: first.point.lat, lon1: first.point.lon, lat2: last.point.lat, lon2: last.point.lon)
            return (metres, seconds)
        case .device:
            guard !first.point.deviceDistance.isNaN, !last.point.deviceDistance.isNaN else { return nil }
            return (max(0, last.point.deviceDistance - first.point.deviceDistance), seconds)
        case .none:
            return nil
        }
    }

    /// A cadence above 0, else `nil`.
    private func positive(_ value: Float) -> Double? {
        value > 0 ? Double(value) : nil
    }

    /// The value a step carries: the mean of its two points' values, or the one that has one.
    private static func stepValue(_ first: Float, _ second: Float) -> Double? {
        stepValue(first.isNaN ? nil : Double(first), second.isNaN ? nil : Double(second))
    }

    /// The value a step carries: the mean of its two points' values, or the one that has one.
    private static func stepValue(_ first: Double?, _ second: Double?) -> Double? {
        switch (first, second) {
        case let (a?, b?): return (a + b) / 2
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }
}
