import LogbookModel
import LogbookSupport

/// Records the points of a file's activities, one after the other, into one shared
/// `Spool`: what readers use so that a long track never has to sit in memory.
///
/// A reader calls `append` for each kept point, `endSegment` where a segment ends and
/// `finishActivity` where an activity ends; points appended since the last
/// `finishActivity` (or `discardActivity`) belong to the next activity.
struct ActivityPointsRecorder {
    /// The file's points.
    let spool: Spool<TrackPoint>
    private var start = 0
    private var segmentEnds: [Int] = []

    /// Creates a recorder over a new spool.
    init(_ spooling: SpoolSettings = .standard) {
        spool = Spool(spooling)
    }

    /// True when the activity in progress has no point yet.
    var isEmpty: Bool { spool.count == start }

    /// The number of points of the activity in progress.
    var count: Int { spool.count - start }

    /// Adds a point to the current segment.
    func append(_ point: TrackPoint) {
        spool.append(point)
    }

    /// Ends the current segment (a no-op when it has no point).
    mutating func endSegment() {
        if spool.count > (segmentEnds.last ?? start) { segmentEnds.append(spool.count) }
    }

    /// Ends the activity in progress and returns its points; its cadences will read
    /// multiplied by `cadenceScale`.
    mutating func finishActivity(cadenceScale: Float = 1) -> ActivityPoints {
        endSegment()
        let points = ActivityPoints(spool: spool, start: start, segmentEnds: segmentEnds, cadenceScale: cadenceScale)
        discardActivity()
        return points
    }

    /// Starts a new activity, forgetting the points of the one in progress.
    mutating func discardActivity() {
        start = spool.count
        segmentEnds = []
    }
}
