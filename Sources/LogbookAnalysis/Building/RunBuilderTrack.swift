import Foundation
import LogbookModel
import LogbookSupport

/// The points of an activity that the run builder keeps: timed, in time order, cleaned.
///
/// - A point without a usable time (missing, not finite, or outside the believable window:
///   before 1900 or after tomorrow, `Believable.isBelievableTime`) is skipped; those after
///   tomorrow are counted apart, as dated in the future.
/// - A point whose time jumps more than a week away from the rest of the track is skipped
///   as a clock glitch (a GPS week-rollover date 19.6 years off, a device clock reset to
///   1970): one bad date must neither make a run last for years nor throw away the points
///   after it, and a recording of many days (an expedition) is kept whole. See
///   `TimeClusters`; when it cannot judge (too many jumps, a track spanning more than
///   60 days), a point more than `maxSpread` from the median time is skipped instead.
/// - A point earlier than the last kept point (in any segment) is skipped, so samples are
///   always in time order; points sharing a second are kept.
/// - Kept points are cleaned so that no stored number is infinite or absurd (and put on the
///   samples table's 0.1 m grid: elevations and device distances): a position
///   outside -90...90 / -180...180 or not finite loses both coordinates; an elevation
///   outside -2,000...12,000 m, a device distance that is negative or above 100,000 km,
///   a heart rate not in 1...300 bpm, a cadence not in 0...1000 become "no value".
/// - Empty segments (after skipping) are dropped.
///
/// The points are read in order, from wherever the reader left them (`ActivityPoints`),
/// twice: to count (`init`), then by the run builder's walk (`forEachKept`), so a track
/// of any length is never held in memory. When the times jump, the counting pass is
/// repeated with the clusters kept (and, failing those, the median is found in four more
/// passes, `lowerMedianTime`).
struct RunBuilderTrack {
    /// The activity's points, as read.
    let points: ActivityPoints
    /// Which usable times a kept point may have.
    let selection: Selection
    /// The latest usable time (`Believable.latestTime`).
    let latestTime: Double

    /// Which usable times are kept.
    enum Selection {
        /// Every one.
        case all
        /// Those of the clusters with these indices (`TimeClusters`).
        case clusters(Set<Int>)
        /// Those in this range (the median rule).
        case range(ClosedRange<Double>)
    }
    /// The first kept point's time rounded down to a whole second (UTC seconds since 1970).
    private(set) var base: Double = 0
    /// The number of kept points.
    private(set) var keptCount = 0
    /// The first and last kept points' seconds since `base` (both 0 without kept points).
    private(set) var firstOffset = 0.0, lastOffset = 0.0
    /// Points skipped for want of a usable time (those in the future included).
    private(set) var untimedCount = 0
    /// Of `untimedCount`, the points dated after `latestTime`.
    private(set) var futureCount = 0
    /// Points skipped because they go back in time.
    private(set) var backwardsCount = 0
    /// Points skipped because their time jumps away from the rest of the track.
    private(set) var outlyingCount = 0
    /// True when some segment holds two kept points with a position.
    private(set) var hasPositionPairs = false
    /// True when some segment holds two kept points with a device distance.
    private(set) var hasDeviceDistancePairs = false
    /// The first kept position that is not 0,0 (the position of a receiver without a fix),
    /// or `nil` when no kept point has one: where the run's time zone is looked up.
    private(set) var firstPosition: (lat: Double, lon: Double)?
    /// How far (metres, great-circle) the kept position farthest from `firstPosition` lies
    /// from it, or the first one beyond `DistanceChoice.gpsMovedRadius` (no farther one is
    /// looked for); 0 without positions. Whether the GPS moved (`DistanceChoice.gpsLeftStart`).
    private(set) var farthestFromStart = 0.0
    /// True when some kept point has an elevation.
    private(set) var hasElevation = false
    /// Where the position stands still (see `StandstillDetector`), in sample offsets.
    private(set) var standstills: [ClosedRange<Double>] = []
    /// The standstills that are slow drift in one direction, not jitter (`StandstillDetector.drifts`).
    private(set) var drifts: [ClosedRange<Double>] = []
    /// Where GPS steps stay faster than the jump limit for long (see `FastStretchDetector`).
    private(set) var fastStretches: [ClosedRange<Double>] = []

    /// The earliest usable time: 1900-01-01T00:00:00Z.
    static let earliestTime = Double(Believable.earliestStart)
    /// How far (seconds) a point's time may lie from the track's median time when the
    /// clusters cannot judge: one week, which keeps every stored duration far inside the
    /// schema's 1e8 s bound.
    static let maxSpread = TimeClusters.maxJump

    /// Decides which points of `activity` are kept and counts what the walk needs to know
    /// before it starts (where distances come from, whether elevations exist).
    ///
    /// `jumpLimit` is the speed (m/s) above which a GPS step is a jump unless sustained;
    /// `latestTime` the latest usable time.
    init(_ activity: ParsedActivity, jumpLimit: Double, latestTime: Double = Believable.latestTime(now: Date().timeIntervalSince1970)) {
        // One pass counts with every usable time kept and groups the times by their jumps;
        // only when they jump (or span more than 60 days) is the count repeated.
        var clusters = TimeClusters()
        var track = RunBuilderTrack(
            points: activity.points, selection: .all, latestTime: latestTime, jumpLimit: jumpLimit, clusters: &clusters)
        let spansTooLong = clusters.clusters.count == 1
            && clusters.clusters[0].highest - clusters.clusters[0].lowest > TimeClusters.maxDuration
        guard clusters.clusters.count > 1 || clusters.overflowed || spansTooLong else {
            self = track
            return
        }
        var ignored = TimeClusters()
        if let kept = clusters.selection, !spansTooLong {
            if kept.count < clusters.clusters.count {
                track = RunBuilderTrack(
                    points: activity.points, selection: .clusters(kept), latestTime: latestTime, jumpLimit: jumpLimit,
                    clusters: &ignored)
            }
        } else {
            // With every usable time allowed, the only usable points not kept went back in time.
            let median = Self.lowerMedianTime(
                activity.points, usableCount: track.keptCount + track.backwardsCount, latestTime: latestTime)
            let range = median.map { ($0 - Self.maxSpread)...($0 + Self.maxSpread) } ?? Self.earliestTime...latestTime
            track = RunBuilderTrack(
                points: activity.points, selection: .range(range), latestTime: latestTime, jumpLimit: jumpLimit,
                clusters: &ignored)
        }
        self = track
    }

    /// Counts the points kept by `selection`, and groups the usable times into `clusters`.
    private init(
        points: ActivityPoints, selection: Selection, latestTime: Double, jumpLimit: Double, clusters: inout TimeClusters
    ) {
        self.points = points
        self.selection = selection
        self.latestTime = latestTime
        var filter = Filter(selection: selection, latestTime: latestTime)
        var positioned = 0, withDeviceDistance = 0
        var hasKept = false
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
            if Self.isUsable(raw.timestamp, latestTime: latestTime) { clusters.add(raw.timestamp) }
            guard let point = filter.keep(raw) else { return }
            if !hasKept {
                base = floor(point.timestamp)
                firstOffset = point.timestamp - base
                hasKept = true
            }
            lastOffset = point.timestamp - base
            keptCount += 1
            if point.hasPosition {
                if firstPosition == nil, PositionZone.isUsable(lat: point.lat, lon: point.lon) {
                    firstPosition = (point.lat, point.lon)
                }
                if let first = firstPosition, !DistanceChoice.gpsLeftStart(farthest: farthestFromStart),
                    PositionZone.isUsable(lat: point.lat, lon: point.lon)
                {
                    let away = Geo.distance(lat1: first.lat, lon1: first.lon, lat2: point.lat, lon2: point.lon)
                    if away > farthestFromStart { farthestFromStart = away }
                }
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
        drifts = standstill.drifts
        fastStretches = fast.stretches
        untimedCount = filter.untimedCount
        futureCount = filter.futureCount
        backwardsCount = filter.backwardsCount
        outlyingCount = filter.outlyingCount
    }

    /// Calls `body` with each kept point as a sample (seconds since `base`, cleaned values,
    /// distance 0, the index of its segment among those with kept points), in time order,
    /// and whether it is the first kept point of its segment (segments left without kept
    /// points are skipped).
    func forEachKept(_ body: (Sample, _ startsSegment: Bool) -> Void) {
        var filter = Filter(selection: selection, latestTime: latestTime)
        var segmentPending = true
        var segment: Int32 = -1
        points.forEach { raw, startsSegment in
            if startsSegment { segmentPending = true }
            guard let point = filter.keep(raw) else { return }
            if segmentPending { segment &+= 1 }
            body(Sample(offset: point.timestamp - base, point: point, distance: 0, segment: segment), segmentPending)
            segmentPending = false
        }
    }

    /// The rules that keep or skip a point, applied in order; counts what it skips.
    private struct Filter {
        let selection: Selection
        let latestTime: Double
        var cursor = TimeClusters.Cursor()
        var lastTime = -Double.infinity
        var untimedCount = 0, futureCount = 0, outlyingCount = 0, backwardsCount = 0

        /// Creates the filter.
        init(selection: Selection, latestTime: Double) {
            self.selection = selection
            self.latestTime = latestTime
        }

        /// The point cleaned when it is kept, else `nil` (and counted).
        mutating func keep(_ raw: TrackPoint) -> TrackPoint? {
            let time = raw.timestamp
            guard RunBuilderTrack.isUsable(time, latestTime: latestTime) else {
                untimedCount += 1
                if time.isFinite, time > latestTime { futureCount += 1 }
                return nil
            }
            let cluster = cursor.cluster(of: time)
            let inSelection: Bool
            switch selection {
            case .all: inSelection = true
            case .clusters(let kept): inSelection = kept.contains(cluster)
            case .range(let range): inSelection = range.contains(time)
            }
            guard inSelection else {
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
    static func lowerMedianTime(
        _ points: ActivityPoints, usableCount count: Int, latestTime: Double = Believable.latestTime(now: Date().timeIntervalSince1970)
    ) -> Double? {
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
                guard isUsable(point.timestamp, latestTime: latestTime) else { return }
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

    /// True for a finite time from 1900 to `latestTime`.
    static func isUsable(_ time: Double, latestTime: Double) -> Bool {
        time.isFinite && time >= earliestTime && time <= latestTime
    }

    /// The point with its unusable values left out, as every reader of samples leaves
    /// them (`SampleValues.cleaned`).
    static func cleaned(_ raw: TrackPoint) -> TrackPoint { SampleValues.cleaned(raw) }
}
