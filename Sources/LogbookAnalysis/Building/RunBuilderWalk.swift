import LogbookModel
import LogbookSupport

/// One pass over a kept track that computes distance, moving time, elevation gain, heart
/// rate, cadence, splits and the samples' cumulative distances. See `RunBuilder` for the rules.
///
/// The walk is fed one kept point at a time (`add`) and writes each finished sample to
/// `output`, so it never holds a whole track: only the current segment's points within the
/// moving-time window (±`MovingTimeRule.halfWindow` seconds around the step being judged).
/// A step is judged once a point beyond its window has arrived, or its segment has ended.
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

    /// Where distances come from.
    let source: DistanceSource
    /// Total distance in metres.
    private(set) var distance = 0.0
    /// Total moving time in seconds.
    private(set) var moving = 0.0
    /// The distance in metres from positions (standstills and jumps left out), whatever
    /// `source` is; 0 without positions.
    private(set) var gpsDistance = 0.0
    /// The sum of the increases of the device's cumulative distance within segments; 0
    /// without device distances.
    private(set) var deviceDistance = 0.0
    /// Moving seconds of steps faster than `SportInference.fastStepSpeed`.
    private(set) var fastSeconds = 0.0
    /// GPS positions left out as jumps (`GPSJumpFilter`).
    var jumpCount: Int { jumps.jumpCount }
    /// GPS steps kept although faster than the jump limit, because they are sustained.
    var sustainedCount: Int { jumps.sustainedCount }
    /// The km splits (empty without a distance source), set by `finish`.
    private(set) var splits: [Split] = []
    /// The jump filter's verdict on each sample written, in the order written: whose
    /// position it left out (none without positions to measure).
    private(set) var verdict: JumpVerdict

    /// Where finished samples go.
    private let output: Spool<Sample>
    private let measuresPositions: Bool
    private let measuresDevice: Bool
    /// Measures the GPS steps from the last position taken; a jumped point's step waits
    /// (in `waiting`, with its device step) until a later point tells what it was.
    private var jumps: GPSJumpFilter
    private var waiting: [(index: Int, deviceStep: Double)] = []
    private let rule: MovingTimeRule
    private var elevation: ElevationGainCounter
    private var splitter: SplitsAccumulator
    private var heartRate = RunBuilderMean()
    private var cadence = RunBuilderMean()
    private var maxHeartRateSeen = -Double.infinity

    /// The current segment's points from the window's start on; `window[next...]` are not
    /// judged yet.
    private var window: [Sample] = []
    /// The cosine of each window point's latitude (`Geo.cosLatitude`; NaN without a
    /// position), worked out once as the point arrives and shared by the jump filter's step
    /// and the moving-time window's progress, the two haversines each point is an end of.
    private var windowCosLat: [Double] = []
    /// The index in `window` of the first point of the moving-time window, of the last
    /// point inside it, and of the next point to judge.
    private var low = 0, high = 0, next = 0
    /// True once the current segment's first point has been judged.
    private var segmentStarted = false
    /// The last device distance seen in the segment.
    private var lastDeviceDistance: Double?
    /// The last device distance seen in the walk (`.nan` before the first).
    private var carriedDeviceDistance = Double.nan

    /// Prepares a walk over `track`, writing samples to `output`: samples, splits and moving
    /// time follow the device's cumulative distance when `preferDevice` and the track has
    /// one, else the positions, else the device distance. `jumpLimit` is the GPS jump speed.
    init(
        track: RunBuilderTrack, jumpLimit: Double, thresholds: PaceThresholds, rules: RunBuilderRules,
        preferDevice: Bool, output: Spool<Sample>
    ) {
        self.output = output
        if preferDevice && track.hasDeviceDistancePairs {
            source = .device
        } else {
            source = track.hasPositionPairs ? .positions : (track.hasDeviceDistancePairs ? .device : .none)
        }
        measuresPositions = track.hasPositionPairs
        measuresDevice = track.hasDeviceDistancePairs
        jumps = GPSJumpFilter(
            maxSpeed: jumpLimit, standstills: track.standstills, fastStretches: track.fastStretches, drifts: track.drifts)
        verdict = JumpVerdict(jumpLimit: jumpLimit)
        rule = rules.moving
        elevation = ElevationGainCounter(threshold: rules.elevationThreshold)
        splitter = SplitsAccumulator(
            startTime: track.firstOffset, thresholds: thresholds, tracksElevation: track.hasElevation,
            length: rules.splitLength
        )
        // The window lets go of its first half once that passes 4,096 points: room for what
        // it can hold up to then, so that it is not copied as it grows.
        let room = min(track.keptCount, 8_448)
        window.reserveCapacity(room)
        windowCosLat.reserveCapacity(room)
    }

    /// Time-weighted average heart rate, or the simple mean, or `nil`.
    var averageHeartRate: Double? { heartRate.mean }
    /// Time-weighted average cadence (values above 0), or the simple mean, or `nil`.
    var averageCadence: Double? { cadence.mean }
    /// Maximum heart rate over the points, or `nil`.
    var maxHeartRate: Double? { maxHeartRateSeen.isFinite ? maxHeartRateSeen : nil }
    /// Elevation gain in metres.
    var elevationGain: Double { elevation.gain }

    /// Walks every kept point of `track`, then closes the splits (see `closeSplits`).
    mutating func run(_ track: RunBuilderTrack) {
        track.forEachKept { sample, startsSegment in
            add(sample, startsSegment: startsSegment)
        }
        endSegment()
        endTime = track.lastOffset
    }

    /// The time of the track's last point, set by `run`.
    private var endTime = 0.0

    /// Closes the last, partial split so that the splits add up to `total` metres when it
    /// is within 1 % of the walked distance (a device's stated total beside its records'
    /// cumulative distance), else to the walked distance. No splits without a distance.
    mutating func closeSplits(total: Double?) {
        guard source != .none else { return }
        var end = distance
        if let total, total.isFinite, abs(total - distance) <= 0.01 * max(total, distance) { end = total }
        splits = splitter.finish(endTime: endTime, totalDistance: end)
    }

    /// The most points the window held at once (for tests: it must not grow with the track).
    private(set) var largestWindow = 0

    /// Takes the next kept point and judges every step whose window it completes.
    ///
    /// In a walk of the device's distance, a point without one takes the last one seen
    /// (the device has not reported moving on since), and the points before the first one
    /// take that first one (nothing moved before it): a sparse recording (distance on one
    /// record in four) is then judged by the distance covered around each step, exactly as
    /// its stored samples are when the run is rebuilt, rather than by steps that seem to go
    /// nowhere.
    mutating func add(_ sample: Sample, startsSegment: Bool) {
        if startsSegment { endSegment() }
        var sample = sample
        if source == .device {
            let reported = sample.point.deviceDistance
            if reported.isNaN {
                sample.point.deviceDistance = carriedDeviceDistance
            } else {
                if carriedDeviceDistance.isNaN {
                    for index in window.indices { window[index].point.deviceDistance = reported }
                }
                carriedDeviceDistance = reported
            }
        }
        window.append(sample)
        windowCosLat.append(measuresPositions && sample.point.hasPosition ? Geo.cosLatitude(sample.point.lat) : .nan)
        largestWindow = max(largestWindow, window.count)
        let newest = sample.offset
        while next < window.count, newest > window[next].offset + rule.halfWindow {
            judge(next)
            next += 1
        }
        // Points before the window are never looked at again.
        if low >= 4_096, low * 2 >= window.count {
            window.removeFirst(low)
            windowCosLat.removeFirst(low)
            high = max(0, high - low)
            next -= low
            for item in waiting.indices { waiting[item].index -= low }
            low = 0
        }
    }

    /// Judges the current segment's remaining points and starts a new segment.
    private mutating func endSegment() {
        while next < window.count {
            judge(next)
            next += 1
        }
        if measuresPositions {
            jumps.endSegment()
            accountWaiting()
        }
        window.removeAll(keepingCapacity: true)
        windowCosLat.removeAll(keepingCapacity: true)
        low = 0
        high = 0
        next = 0
        segmentStarted = false
        lastDeviceDistance = nil
    }

    /// Measures the step ending at `window[index]` and, unless its GPS step must wait for a
    /// later point (`GPSJumpFilter`), writes that point's sample and those waiting before it.
    private mutating func judge(_ index: Int) {
        let point = window[index].point
        var deviceStep = 0.0
        if measuresDevice, !point.deviceDistance.isNaN {
            if let previous = lastDeviceDistance, point.deviceDistance > previous {
                deviceStep = point.deviceDistance - previous
            }
            lastDeviceDistance = point.deviceDistance
        }
        guard measuresPositions else {
            account(index, gpsStep: 0, deviceStep: deviceStep, leftOut: false)
            return
        }
        let time = window[index].offset
        let step = point.hasPosition
            ? jumps.take(lat: point.lat, lon: point.lon, cosLat: windowCosLat[index], offset: time)
            : jumps.takeUnpositioned(offset: time)
        guard let step else {
            waiting.append((index, deviceStep))
            return
        }
        accountWaiting()
        account(index, gpsStep: step, deviceStep: deviceStep, leftOut: false)
    }

    /// Writes the samples of the steps that waited, with the GPS distances the filter
    /// released for them; their positions were left out, but for a relocation's after its
    /// first (`GPSJumpFilter.releasedKeptFrom`).
    private mutating func accountWaiting() {
        guard !waiting.isEmpty else { return }
        let keptFrom = jumps.releasedKeptFrom ?? waiting.count
        for order in waiting.indices {
            let item = waiting[order]
            account(
                item.index, gpsStep: order < jumps.released.count ? jumps.released[order] : 0, deviceStep: item.deviceStep,
                leftOut: order < keptFrom && window[item.index].point.hasPosition)
        }
        waiting.removeAll(keepingCapacity: true)
    }

    /// Computes the step ending at `window[index]` from its GPS and device steps and writes
    /// that point's sample, with the jump filter's verdict on its position (`leftOut`).
    private mutating func account(_ index: Int, gpsStep: Double, deviceStep: Double, leftOut: Bool) {
        let point = window[index].point
        let time = window[index].offset
        gpsDistance += gpsStep
        deviceDistance += deviceStep
        let stepDistance: Double
        switch source {
        case .positions: stepDistance = gpsStep
        case .device: stepDistance = deviceStep
        case .none: stepDistance = 0
        }

        if segmentStarted {
            let before = window[index - 1]
            let duration = time - before.offset
            var stepMoving = 0.0
            // The window starts at the first point at most `halfWindow` before the step. It
            // moves on at every step, whether or not the step is judged by it (a gap, a
            // track without distances), so that the points behind it can be let go.
            while window[low].offset < before.offset - rule.halfWindow { low += 1 }
            if duration > 0 && duration <= rule.maxStep {
                if source == .none {
                    stepMoving = rule.movingSeconds(stepDuration: duration, windowProgress: nil, windowDuration: 0)
                } else {
                    if high < index { high = index }
                    while high + 1 < window.count && window[high + 1].offset <= time + rule.halfWindow {
                        high += 1
                    }
                    let progress = Self.progress(
                        from: low, to: high, in: window, cosLat: windowCosLat, source: source) ?? (stepDistance, duration)
                    stepMoving = rule.movingSeconds(
                        stepDuration: duration, windowProgress: progress.metres, windowDuration: progress.seconds
                    )
                    if stepMoving > 0, stepDistance > SportInference.fastStepSpeed * duration { fastSeconds += stepMoving }
                }
            }
            let weight = duration > 0 && duration <= rule.maxStep ? duration : 0
            let stepHeartRate = Self.stepValue(before.point.hr, point.hr)
            let stepCadence = Self.stepValue(Self.positive(before.point.cadence), Self.positive(point.cadence))
            heartRate.add(stepHeartRate, weight: weight)
            cadence.add(stepCadence, weight: weight)
            splitter.addStep(
                startTime: before.offset, duration: duration, distanceBefore: distance, distance: stepDistance,
                moving: stepMoving, heartRate: stepHeartRate, cadence: stepCadence, weight: weight
            )
            distance += stepDistance
            moving += stepMoving
        }
        segmentStarted = true
        if !point.hr.isNaN {
            let value = Double(point.hr)
            heartRate.addPoint(value)
            maxHeartRateSeen = max(maxHeartRateSeen, value)
        }
        if let value = Self.positive(point.cadence) { cadence.addPoint(value) }
        splitter.addElevationGain(elevation.add(point.ele))
        window[index].distance = distance
        output.append(window[index])
        verdict.append(leftOut: leftOut)
    }

    /// The progress in metres and the seconds between two samples of one segment (`window`
    /// at `low` and `high`, whose latitudes' cosines are in `cosLat`), or `nil` when one of
    /// them lacks the position (or device distance) to measure it. Static, so that asking
    /// does not copy the walk.
    private static func progress(
        from low: Int, to high: Int, in window: [Sample], cosLat: [Double], source: DistanceSource
    ) -> (metres: Double, seconds: Double)? {
        let first = window[low]
        let last = window[high]
        let seconds = last.offset - first.offset
        switch source {
        case .positions:
            guard first.point.hasPosition, last.point.hasPosition else { return nil }
            let metres = Geo.distance(
                lat1: first.point.lat, lon1: first.point.lon, cosLat1: cosLat[low], lat2: last.point.lat,
                lon2: last.point.lon, cosLat2: cosLat[high])
            return (metres, seconds)
        case .device:
            guard !first.point.deviceDistance.isNaN, !last.point.deviceDistance.isNaN else { return nil }
            return (max(0, last.point.deviceDistance - first.point.deviceDistance), seconds)
        case .none:
            return nil
        }
    }

    /// A cadence above 0, else `nil`.
    private static func positive(_ value: Float) -> Double? {
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
