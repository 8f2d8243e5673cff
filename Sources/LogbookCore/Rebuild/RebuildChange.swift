import LogbookModel

/// One stored run as it is and as today's rules compute it: what `logbook rebuild` prints.
public struct RebuildChange: Sendable, Equatable {
    /// The run as stored.
    public var before: Run
    /// The run as rebuilt (same id, start, name and source).
    public var after: Run
    /// The number of km splits stored and rebuilt.
    public var splitCounts: (before: Int, after: Int)
    /// True when the run has no samples left although it was recorded with some (it has km
    /// splits or a GPS distance, which only samples give): deleted by hand or lost with a
    /// damaged page. `rebuild` then has nothing to rebuild from and says so; `import
    /// --refresh` of its file restores them (`restoresSamples`).
    public var lostSamples = false
    /// True when a refresh stores samples for a run that had lost them (`lostSamples`).
    public var restoresSamples = false

    /// Creates a change.
    public init(before: Run, after: Run, splitCounts: (before: Int, after: Int)) {
        self.before = before
        self.after = after
        self.splitCounts = splitCounts
    }

    /// True when the rebuild changes what a runner can see: the sport, a source, the UTC
    /// offset or its zone, the pace status, the number of splits, or a number by more than its storage noise (see
    /// `isSame(_:_:)`). A run rebuilt to within that noise is left as it is.
    /// Samples a refresh restores change something too.
    public var changesSomething: Bool {
        restoresSamples || splitCounts.before != splitCounts.after || !Self.isSame(before, after)
    }

    /// True when two versions of a run agree on every word and on every number within what
    /// storing its samples can change (positions to 1e-7°, elevations to 0.1 m, times to
    /// 1 ms): distances within 0.5 m, times and the pace within 0.5 s, heart rate and
    /// cadence within 0.5, the elevation gain within 1 m.
    public static func isSame(_ a: Run, _ b: Run) -> Bool {
        func close(_ x: Double?, _ y: Double?, _ within: Double) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return abs(x - y) <= within
        }
        return a.sport == b.sport && a.sportSource == b.sportSource
            && a.utcOffset == b.utcOffset && a.offsetSource == b.offsetSource && a.timeZone == b.timeZone && a.distanceSource == b.distanceSource
            && a.movingSource == b.movingSource && close(a.gpsMoving, b.gpsMoving, 0.5)
            && a.pace.status == b.pace.status && a.device == b.device
            && close(a.distance, b.distance, 0.5) && close(a.gpsDistance, b.gpsDistance, 0.5)
            && close(a.elapsed, b.elapsed, 0.5) && close(a.moving, b.moving, 0.5)
            && close(a.pace.secondsPerKm, b.pace.secondsPerKm, 0.5)
            && close(a.averageHeartRate, b.averageHeartRate, 0.5) && close(a.maxHeartRate, b.maxHeartRate, 0.5)
            && close(a.averageCadence, b.averageCadence, 0.5) && close(a.elevationGain, b.elevationGain, 1)
    }

    /// Compares two changes (tuples are not `Equatable`).
    public static func == (lhs: RebuildChange, rhs: RebuildChange) -> Bool {
        lhs.before == rhs.before && lhs.after == rhs.after && lhs.splitCounts == rhs.splitCounts
            && lhs.lostSamples == rhs.lostSamples && lhs.restoresSamples == rhs.restoresSamples
    }
}
