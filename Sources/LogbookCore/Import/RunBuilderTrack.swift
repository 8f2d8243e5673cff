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
struct RunBuilderTrack {
    /// Kept points; `offset` is seconds since `base`, `distance` is still 0.
    var samples: [Sample] = []
    /// The sample index ranges of the non-empty segments, in order.
    var segmentRanges: [Range<Int>] = []
    /// The first kept point's time rounded down to a whole second (UTC seconds since 1970).
    var base: Double = 0
    /// Points skipped for want of a usable time.
    var untimedCount = 0
    /// Points skipped because they go back in time.
    var backwardsCount = 0
    /// Points skipped because their time is more than `maxSpread` from the median time.
    var outlyingCount = 0
    /// True when some segment holds two points with a position.
    var hasPositionPairs = false
    /// True when some segment holds two points with a device distance.
    var hasDeviceDistancePairs = false
    /// True when some kept point has an elevation.
    var hasElevation = false

    /// The earliest usable time: 1900-01-01T00:00:00Z.
    static let earliestTime = -2_208_988_800.0
    /// The latest usable time: 2200-01-01T00:00:00Z.
    static let latestTime = 7_258_118_400.0
    /// How far (seconds) a point's time may lie from the track's median time: one week.
    /// No run lasts that long, and it keeps every stored duration far inside the schema's
    /// 1e8 s bound.
    static let maxSpread = 7 * 86_400.0

    /// Keeps and cleans the timed points of `activity`.
    init(_ activity: ParsedActivity) {
        samples.reserveCapacity(activity.pointCount)
        let usableRange = Self.usableRange(activity)
        var lastTime = -Double.infinity
        var hasBase = false
        for segment in activity.segments {
            let segmentStart = samples.count
            var positioned = 0
            var withDeviceDistance = 0
            for raw in segment {
                let time = raw.timestamp
                guard Self.isUsable(time) else {
                    untimedCount += 1
                    continue
                }
                guard usableRange.contains(time) else {
                    outlyingCount += 1
                    continue
                }
                guard time >= lastTime else {
                    backwardsCount += 1
                    continue
                }
                if !hasBase {
                    base = floor(time)
                    hasBase = true
                }
                lastTime = time
                let point = Self.cleaned(raw)
                if point.hasPosition { positioned += 1 }
                if !point.deviceDistance.isNaN { withDeviceDistance += 1 }
                if !point.ele.isNaN { hasElevation = true }
                samples.append(Sample(offset: time - base, point: point, distance: 0))
            }
            if samples.count > segmentStart {
                segmentRanges.append(segmentStart..<samples.count)
            }
            if positioned >= 2 { hasPositionPairs = true }
            if withDeviceDistance >= 2 { hasDeviceDistancePairs = true }
        }
    }

    /// The times a point may have: any usable time when the usable times span at most
    /// `maxSpread`, else `maxSpread` either side of their (lower) median.
    static func usableRange(_ activity: ParsedActivity) -> ClosedRange<Double> {
        var lowest = Double.infinity, highest = -Double.infinity
        for segment in activity.segments {
            for point in segment where isUsable(point.timestamp) {
                lowest = min(lowest, point.timestamp)
                highest = max(highest, point.timestamp)
            }
        }
        guard lowest <= highest, highest - lowest > maxSpread else { return earliestTime...latestTime }
        var times: [Double] = []
        times.reserveCapacity(activity.pointCount)
        for segment in activity.segments {
            for point in segment where isUsable(point.timestamp) { times.append(point.timestamp) }
        }
        times.sort()
        let median = times[(times.count - 1) / 2]
        return (median - maxSpread)...(median + maxSpread)
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
