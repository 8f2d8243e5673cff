import LogbookModel

/// A run's positions as the run builder's jump filter keeps them (`GPSJumpFilter`, with the
/// same standstills and sustained fast stretches): a spike's points are left out, a
/// relocation's points after its first are kept. What the tiles (`TileFinder`) and the
/// segments and routes (`RouteBook`) are found from, so that a glitch visits no tile and
/// cuts no corner off a segment.
///
/// A run being saved carries the builder's own verdict (`JumpVerdict`), which is read
/// instead of filtering again (`kept(of:jumpLimit:verdict:keep:)`); samples read back from
/// the store are filtered here, in their recording segments as the builder did.
///
/// Two passes over the positioned points: the first finds the standstills and fast
/// stretches, the second feeds the jump filter and hands on the points it keeps.
public enum JumpFreeWalk {
    /// Calls `keep` with each point `walk` gives that the jump filter keeps, in order;
    /// `jumpLimit` is the sport's jump speed in m/s. `walk` is called twice and must give the
    /// same points in the same order each time: each with its offset in seconds, its
    /// position in degrees and its recording segment.
    public static func kept<Point>(
        jumpLimit: Double, walk: ((Point) -> Void) -> Void, position: (Point) -> (offset: Double, lat: Double, lon: Double, segment: Int64),
        keep: (Point) -> Void
    ) {
        withoutActuallyEscaping(position) { position in
            withoutActuallyEscaping(keep) { keep in walkKept(jumpLimit: jumpLimit, walk: walk, position: position, keep: keep) }
        }
    }

    /// `kept(jumpLimit:walk:position:keep:)` with closures the walk may capture.
    private static func walkKept<Point>(
        jumpLimit: Double, walk: ((Point) -> Void) -> Void, position: @escaping (Point) -> (offset: Double, lat: Double, lon: Double, segment: Int64),
        keep: @escaping (Point) -> Void
    ) {
        var standstill = StandstillDetector.standard
        var fast = FastStretchDetector(speedLimit: jumpLimit)
        var segment: Int64?
        walk { point in
            let place = position(point)
            if segment != nil, segment != place.segment {
                standstill.endSegment()
                fast.endSegment()
            }
            segment = place.segment
            standstill.add(lat: place.lat, lon: place.lon, offset: place.offset)
            fast.add(lat: place.lat, lon: place.lon, offset: place.offset)
        }
        standstill.endSegment()
        fast.endSegment()
        var filter = GPSJumpFilter(
            maxSpeed: jumpLimit, standstills: standstill.stretches, fastStretches: fast.stretches, drifts: standstill.drifts)
        var waiting: [Point] = []
        segment = nil
        walk { point in
            let place = position(point)
            if segment != nil, segment != place.segment {
                filter.endSegment()
                waiting.removeAll(keepingCapacity: true)
            }
            segment = place.segment
            guard filter.take(lat: place.lat, lon: place.lon, offset: place.offset) != nil else {
                waiting.append(point)
                return
            }
            if let first = filter.releasedKeptFrom, first < waiting.count {
                for index in first..<waiting.count { keep(waiting[index]) }
            }
            waiting.removeAll(keepingCapacity: true)
            keep(point)
        }
    }

    /// The positions among `positions` (in order) that the jump filter keeps, with
    /// `jumpLimit` the sport's jump speed in m/s, each recording segment filtered on its own.
    public static func kept(_ positions: [TimedPosition], jumpLimit: Double) -> [TimedPosition] {
        var kept: [TimedPosition] = []
        kept.reserveCapacity(positions.count)
        Self.kept(
            jumpLimit: jumpLimit, walk: { body in positions.forEach(body) },
            position: { ($0.offset, $0.point.lat, $0.point.lon, $0.segment) }, keep: { kept.append($0) })
        return kept
    }
}
