import LogbookSupport

/// The recorded points of one activity, in segments, as a reader stored them.
///
/// The points live in a `Spool` that a reader shares between the activities of one file,
/// so that a long activity is kept in a temporary file rather than in memory; an activity
/// is a range of it cut into segments. Use `forEach` to walk them in order (what the run
/// builder does, twice) and `segments` for a copy as arrays (small activities, tests).
public struct ActivityPoints: Sendable, Equatable {
    /// Where the points are.
    let spool: Spool<TrackPoint>
    /// The index of the first point in the spool.
    let start: Int
    /// The index in the spool just past each segment's last point; no segment is empty.
    let segmentEnds: [Int]
    /// The factor applied to every cadence as it is read (2 for a per-foot cadence on foot).
    let cadenceScale: Float

    /// Points over a range of `spool` that a reader recorded.
    package init(spool: Spool<TrackPoint>, start: Int, segmentEnds: [Int], cadenceScale: Float) {
        self.spool = spool
        self.start = start
        self.segmentEnds = segmentEnds
        self.cadenceScale = cadenceScale
    }

    /// Points held in memory, one array per segment (empty segments are dropped).
    public init(segments: [[TrackPoint]]) {
        var all: [TrackPoint] = []
        var ends: [Int] = []
        for segment in segments where !segment.isEmpty {
            all.append(contentsOf: segment)
            ends.append(all.count)
        }
        self.init(spool: Spool(all), start: 0, segmentEnds: ends, cadenceScale: 1)
    }

    /// The number of points over all segments.
    public var count: Int { (segmentEnds.last ?? start) - start }

    /// The number of (non-empty) segments.
    public var segmentCount: Int { segmentEnds.count }

    /// The points, one array per segment.
    public var segments: [[TrackPoint]] {
        var result: [[TrackPoint]] = []
        var current: [TrackPoint] = []
        forEach { point, startsSegment in
            if startsSegment, !current.isEmpty {
                result.append(current)
                current = []
            }
            current.append(point)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Why the points could not all be kept or read back (a temporary file that failed),
    /// if so; the importer rejects the file then.
    public var failure: String? { spool.failure }

    /// Calls `body` with every point in order, and whether it is the first of its segment.
    package func forEach(_ body: (TrackPoint, _ startsSegment: Bool) throws -> Void) rethrows {
        var segmentStart = start
        for end in segmentEnds {
            var first = true
            try spool.read(segmentStart..<end) { chunk in
                for var point in chunk {
                    if cadenceScale != 1 { point.cadence *= cadenceScale }
                    try body(point, first)
                    first = false
                }
            }
            segmentStart = end
        }
    }

    /// Two activities' points are equal when their segments are.
    public static func == (a: ActivityPoints, b: ActivityPoints) -> Bool {
        a.count == b.count && a.segmentEnds.count == b.segmentEnds.count && a.segments == b.segments
    }
}
