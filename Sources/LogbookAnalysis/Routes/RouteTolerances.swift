/// Every tolerance routes and segments are judged by, in one place (issue 48).
///
/// Two runs are on the same route when their starts are within `endpointRadius` of each
/// other and so are their ends, and each track stays within `trackRadius` of the other over
/// at least `coverage` of its length, in the same direction (`RouteComparison`). A run passes
/// a segment when it crosses the start gate within `gateRadius` of the segment's start, stays
/// within `lineRadius` of the segment's line, and crosses the end gate within `gateRadius` of
/// its end, in that order (`SegmentMatcher`).
public enum RouteTolerances {
    /// How far apart two runs' starts (and their ends) may be on one route, metres.
    public static let endpointRadius = 150.0
    /// How far one route track may stray from the other at a point that still counts, metres.
    public static let trackRadius = 50.0
    /// The shortest track that is on a route, metres: a recording of a few steps (a watch
    /// started and stopped) is no course.
    public static let shortestRoute = 400.0
    /// The share of each track's length that must lie within `trackRadius` of the other.
    public static let coverage = 0.9
    /// The spacing of the points a route track is resampled to, metres along the track.
    public static let trackSpacing = 25.0
    /// The slack of the length band two tracks on one route have (`RouteComparison.lengthBand`),
    /// metres. A track lying within `trackRadius` of another, in order, over `coverage` of its
    /// length follows a stretch of the other no longer than the other, give or take
    /// `trackRadius` where it joins and leaves it and a `trackSpacing` of resampling at either
    /// end: so `coverage` times one track's length is at most the other's plus this, both ways
    /// round. Tracks whose lengths break that are not the same course (and are never compared).
    public static let lengthSlack = 2 * (trackRadius + trackSpacing)
    /// How far along the other track the next matching point is looked for, metres: a run
    /// that skips more of the other track than this loses it.
    public static let searchReach = 1_000.0
    /// The spacing of the points a segment's line is resampled to, metres.
    public static let segmentSpacing = 10.0
    /// How far from a segment's start (or end) a run's crossing of its gate may be, metres.
    public static let gateRadius = 25.0
    /// How far from a segment's line a run may stray between its gates, metres.
    public static let lineRadius = 35.0
    /// How much of a segment's length a pass may leave uncovered before its end gate, metres
    /// (a pass must reach within this of the end along the line, so a loop-shaped segment's
    /// end gate near its start does not end a pass early).
    public static let segmentSlack = 50.0
    /// The size of a cell of the spatial index (`RouteCell`), degrees of latitude and of
    /// longitude: at least twice `endpointRadius` wide up to latitude 74 degrees, so the 3 x 3
    /// cells around a start hold every start within `endpointRadius` of it.
    public static let cellDegrees = 0.005
}
