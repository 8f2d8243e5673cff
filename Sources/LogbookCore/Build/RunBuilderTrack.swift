import Foundation

/// The points of an activity that the run builder keeps: timed, in time order, cleaned.
///
/// - A point without a usable time (missing, not finite, or outside 1900...2200) is skipped.
/// - When the usable times span more than `maxSpread` (a week), a point more than that
///   away from the median time is skipped as a clock glitch (a GPS week-rollover date
///   19.6 years off, a device clock reset to 1970): one bad date must neither make a
///   run last for years nor throw away the points after it.
/// - A point earlier than the last kept point (in any segment) is skipped, so samples are
///   always in time order; points sharing a second are kept.
/// - Kept points are cleaned so that no stored number is infinite or absurd: a position
///   outside -90...90 / -180...180 or not finite loses both coordinates; an elevation
///   outside -2,000...12,000 m, a device distance that is negative or above 100,000 km,
///   a heart rate not in 1...300 bpm, a cadence not in 0...1000 become "no value".
/// - Empty segments (after skipping) are dropped.
///
/// The points are read in order, from wherever the reader left them (`ActivityPoints`),
/// twice: to count (`init`), then by the run builder's walk (`forEachKept`), so a track
/// of any length is never held in memory. When the times span more than a week, their
/// median is found in four more passes (`lowerMedianTime`) and the counting pass is
/// repeated with the narrower range.
struct RunBuilderTrack {
    /// The activity's points, as read.
    let points: ActivityPoints
    /// The times a kept point may have.
    let usableRange: ClosedRange<Double>
    /// The first kept point's time rounded down to a whole second (UTC seconds since 1970).
    private(set) var base: Double = 0
    /// The number of kept points.
    private(set) var keptCount = 0
    /// The first and last kept points' seconds since `base` (both 0 without kept points).
    private(set) var firstOffset = 0.0, lastOffset = 0.0
    /// Points skipped for want of a usable time.
    private(set) var untimedCount = 0
    /// Points skipped because they go back in time.
    private(set) var backwardsCount = 0
    /// Points skipped because their time is more than `maxSpread` from the median time.
    private(set) var outlyingCount = 0
    /// True when some segment holds two kept points with a position.
    private(set) var hasPositionPairs = false
    /// True when some segment holds two kept points with a device distance.
    private(set) var hasDeviceDistancePairs = false
    /// True when some kept point has an elevation.
    private(set) var hasElevation = false
    /// Where the position stands still (see `StandstillDetector`), in sample offsets.
    private(set) var standstills: [ClosedRange<Double>] = []
    /// Where GPS steps stay faster than the jump limit for long (see `FastStretchDetector`).
    private(set) var fastStretches: [ClosedRange<Double>] = []

    /// The earliest usable time: 1900-01-01T00:00:00Z.
    static let earliestTime = -2_208_988_800.0
    /// The latest usable time: 2200-01-01T00:00:00Z.
    static let latestTime = 7_258_118_400.0
    /// How far (seconds) a point's time may lie from the track's median time: one week.
    /// No run lasts that long, and it keeps every stored duration far inside the schema's
    /// 1e8 s bound.
    static let maxSpread = 7 * 86_400.0

    /// Decides which points of `activity` are kept and counts what the walk needs to know
    /// before it starts (where distances come from, whether elevations exist).
    ///
    /// `jumpLimit` is the speed (m/s) above which a GPS step is a jump unless sustained.
    init(_ activity: ParsedActivity, jumpLimit: Double) {
        // One pass counts with every usable time allowed and finds the times' spread; only
        // when they span more than `maxSpread` (a clock glitch) is the median needed and the
        // count repeated with the narrower range.
        var spread = (lowest: Double.infinity, highest: -Double.infinity)
        var track = RunBuilderTrack(points: activity.points, usableRange: Self.earliestTime...Self.latestTime, jumpLimit: jumpLimit, spread: &spread)
        if spread.lowest <= spread.highest, spread.highest - spread.lowest > Self.maxSpread {
            // With every usable time allowed, the only usable points not kept went back in time.
            let median = Self.lowerMedianTime(activity.points, usableCount: track.keptCount + track.backwardsCount)
            let range = median.map { ($0 - Self.maxSpread)...($0 + Self.maxSpread) } ?? Self.earliestTime...Self.latestTime
            track = RunBuilderTrack(points: activity.points, usableRange: range, jumpLimit: jumpLimit, spread: &spread)
        }
        self = track
    }

    /// Counts the points kept within `usableRange`, and the lowest and highest usable times.
    private init(
        points: ActivityPoints, usableRange: ClosedRange<Double>, jumpLimit: Double, spread: inout (lowest: Double, highest: Double)
    ) {
        self.points = points
        self.usableRange = usableRange
        var filter = Filter(usableRange: usableRange)
        var positioned = 0, withDeviceDistance = 0
        var hasKept = false
        var lowest = Double.infinity, highest = -Double.infinity
        var standstill = StandstillDetector.standard
        var fast = FastStretchDetector(speedLimit: jumpLimit)
        points.forEach { raw, startsSegment in
            if startsSegment {
                standstill.endSegment()
                fast.endSegment()
                if positioned >= 2 { hasPositionPairs = true }
                if withDeviceDistance >= 2 { hasDeviceDistancePairs = true }
                positioned = 0
                withDeviceDistance = 0
            }
            if Self.isUsable(raw.timestamp) {
                lowest = min(lowest, raw.timestamp)
                highest = max(highest, raw.timestamp)
            }
            guard let point = filter.keep(raw) else { return }
            if !hasKept {
                base = floor(point.timestamp)
                firstOffset = point.timestamp - base
                hasKept = true
            }
            lastOffset = point.timestamp - base
            keptCount += 1
            if point.hasPosition {
                positioned += 1
                standstill.add(lat: point.lat, lon: point.lon, offset: lastOffset)
                fast.add(lat: point.lat, lon: point.lon, offset: lastOffset)
            }
            if !point.deviceDistance.isNaN { withDeviceDistance += 1 }
            if !point.ele.isNaN { hasElevation = true }
        }
        if positioned >= 2 { hasPositionPairs = true }
        if withDeviceDistance >= 2 { hasDeviceDistancePairs = true }
        standstill.endSegment()
        fast.endSegment()
        standstills = standstill.stretches
        fastStretches = fast.stretches
        untimedCount = filter.untimedCount
        backwardsCount = filter.backwardsCount
        outlyingCount = filter.outlyingCount
        spread = (lowest, highest)
    }

    /// Calls `body` with each kept point as a sample (seconds since `base`, cleaned values,
    /// distance 0), in time order, and whether it is the first kept point of its segment
    /// (segments left without kept points are skipped).
    func forEachKept(_ body: (Sample, _ startsSegment: Bool) -> Void) {
        var filter = Filter(usableRange: usableRange)
        var segmentPending = true
        points.forEach { raw, startsSegment in
            if startsSegment { segmentPending = true }
            guard let point = filter.keep(raw) else { return }
            body(Sample(offset: point.timestamp - base, point: point, distance: 0), segmentPending)
            segmentPending = false
        }
    }

    /// The rules that keep or skip a point, applied in order; counts what it skips.
    private struct Filter {
        let usableRange: ClosedRange<Double>
        var lastTime = -Double.infinity
        var untimedCount = 0, outlyingCount = 0, backwardsCount = 0

        /// The point cleaned when it is kept, else `nil` (and counted).
        mutating func keep(_ raw: TrackPoint) -> TrackPoint? {
            let time = raw.timestamp
            guard RunBuilderTrack.isUsable(time) else {
                untimedCount += 1
                return nil
            }
            guard usableRange.contains(time) else {
                outlyingCount += 1
                return nil
            }
            guard time >= lastTime else {
                backwardsCount += 1
                return nil
            }
            lastTime = time
            return RunBuilderTrack.cleaned(raw)
        }
    }

    /// The lower median of the points' `usableCount` usable times (the ⌊(n−1)/2⌋-th
    /// smallest), or `nil` without any, found without holding the times: a radix selection
    /// over their bit patterns, 16 bits per pass over the points (four passes, 65,536
    /// counters). `usableCount` comes from the counting pass, which has seen them all.
    static func lowerMedianTime(_ points: ActivityPoints, usableCount count: Int) -> Double? {
        // Finite doubles ordered as unsigned integers: flip every bit of a negative number,
        // only the sign bit of a positive one.
        func key(_ time: Double) -> UInt64 {
            let bits = time.bitPattern
            return bits >> 63 == 1 ? ~bits : bits | (1 << 63)
        }
        guard count > 0 else { return nil }
        var rank = (count - 1) / 2
        var prefix: UInt64 = 0
        var counts = [Int](repeating: 0, count: 1 << 16)
        for pass in 0..<4 {
            let shift = UInt64(48 - 16 * pass)
            for index in counts.indices { counts[index] = 0 }
            points.forEach { point, _ in
                guard isUsable(point.timestamp) else { return }
                let bits = key(point.timestamp)
                if pass == 0 || bits >> (shift + 16) == prefix {
                    counts[Int((bits >> shift) & 0xFFFF)] += 1
                }
            }
            // A temporary file that failed to read back gave fewer times than counted.
            guard points.failure == nil else { return nil }
            var digit = 0
            while digit < counts.count, rank >= counts[digit] {
                rank -= counts[digit]
                digit += 1
            }
            guard digit < counts.count else { return nil }
            prefix = prefix << 16 | UInt64(digit)
        }
        let bits = prefix >> 63 == 1 ? prefix & ~(1 << 63) : ~prefix
        return Double(bitPattern: bits)
    }

    /// True for a finite time between 1900 and 2200.
    static func isUsable(_ time: Double) -> Bool {
        time.isFinite && time >= earliestTime && time < latestTime
    }

    /// The point with every unusable value replaced by "no value" (`.nan`).
    static func cleaned(_ raw: TrackPoint) -> TrackPoint {
        var point = raw
        if !Geo.isValidPosition(lat: raw.lat, lon: raw.lon) {
            point.lat = .nan
            point.lon = .nan
        }
        if !(raw.ele >= -2_000 && raw.ele <= 12_000) { point.ele = .nan }
        if !(raw.deviceDistance >= 0 && raw.deviceDistance <= 1e8) { point.deviceDistance = .nan }
        if !(raw.hr >= 1 && raw.hr <= 300) { point.hr = .nan }
        if !(raw.cadence >= 0 && raw.cadence <= 1000) { point.cadence = .nan }
        return point
    }
}
