import LogbookModel

/// The one judgement of whether two tracks are the same course (`RouteTolerances`).
public enum RouteComparison {
    /// `same` when `track` and `other` start within `endpointRadius` of each other, end so
    /// too, and each lies within `trackRadius` of the other over `coverage` of its points,
    /// followed in order; `reverse` when that holds for `other` run backwards; else `different`.
    /// An out-and-back is `same` as itself either way, so it is one route.
    public static func relation(of track: RouteTrack, to other: RouteTrack) -> RouteRelation {
        if matches(track, other) { return .same }
        if matches(track, other.reversed) { return .reverse }
        return .different
    }

    /// True when `track` and `other` are the same course the same way round.
    static func matches(_ track: RouteTrack, _ other: RouteTrack) -> Bool {
        guard let start = track.start, let end = track.end, let otherStart = other.start, let otherEnd = other.end,
              near(start, otherStart), near(end, otherEnd)
        else { return false }
        let plane = LocalPlane(origin: start)
        let mine = track.points.map(plane.project)
        let theirs = other.points.map(plane.project)
        return coverage(of: mine, along: theirs) >= RouteTolerances.coverage
            && coverage(of: theirs, along: mine) >= RouteTolerances.coverage
    }

    /// True when two positions are within `endpointRadius`.
    public static func near(_ a: CoursePoint, _ b: CoursePoint) -> Bool {
        Geo.approximateDistance(lat1: a.lat, lon1: a.lon, lat2: b.lat, lon2: b.lon, isAtMost: RouteTolerances.endpointRadius)
    }

    /// The share of `points` within `trackRadius` of `line`, each looked for from where the
    /// last one was found up to `searchReach` further along `line` (so a course run the other
    /// way, or a stretch of it visited again, does not count).
    static func coverage(of points: [PlanePoint], along line: [PlanePoint]) -> Double {
        guard !points.isEmpty, line.count >= 2 else { return 0 }
        let reach = Int((RouteTolerances.searchReach / RouteTolerances.trackSpacing).rounded(.up))
        var cursor = 0
        var hits = 0
        for point in points {
            let last = min(line.count - 2, cursor + reach)
            // The first stretch of `line` within reach, not the nearest: where a course comes
            // back along itself (an out-and-back), the nearest may lie on the way back.
            if let found = (cursor...last).first(where: {
                point.distance(toSegmentFrom: line[$0], to: line[$0 + 1]).distance <= RouteTolerances.trackRadius
            }) {
                hits += 1
                cursor = found
            }
        }
        return Double(hits) / Double(points.count)
    }
}
