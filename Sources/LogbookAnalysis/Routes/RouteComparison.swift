import LogbookModel

/// The one judgement of whether two tracks are the same course (`RouteTolerances`).
public enum RouteComparison {
    /// `same` when `track` and `other` start within `endpointRadius` of each other, end so
    /// too, have lengths within each other's `lengthBand`, and each lies within `trackRadius` of the other over `coverage` of its points,
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
              near(start, otherStart), near(end, otherEnd), lengthsAgree(track.length, other.length)
        else { return false }
        let plane = LocalPlane(origin: start)
        let mine = track.points.map(plane.project)
        let theirs = other.points.map(plane.project)
        return covers(mine, along: theirs) && covers(theirs, along: mine)
    }

    /// The lengths, metres, a track `length` metres long may share a route with (either way
    /// round): from `coverage` times it less `lengthSlack` up to it plus `lengthSlack` over
    /// `coverage` (`RouteTolerances.lengthSlack` says why). A length is in another's band
    /// when that one is in its band (up to rounding at the very edges).
    public static func lengthBand(around length: Double) -> ClosedRange<Double> {
        let low = max(0, RouteTolerances.coverage * length - RouteTolerances.lengthSlack)
        return low...max(low, (length + RouteTolerances.lengthSlack) / RouteTolerances.coverage)
    }

    /// True when a track of `length` metres and one of `otherLength` may be one course: the
    /// other's length lies in the band around the first (`lengthBand`).
    public static func lengthsAgree(_ length: Double, _ otherLength: Double) -> Bool {
        lengthBand(around: length).contains(otherLength)
    }

    /// False when `track` can be neither on the route whose stored `ends` these are nor on its
    /// reverse: their lengths disagree (`lengthsAgree`), or neither the starts and the ends
    /// nor each start and the other's end are within `endpointRadius`. What `relation`
    /// checks first, asked before a stored route's track is read.
    public static func mayRelate(_ track: RouteTrack, to ends: RouteEnds) -> Bool {
        guard let start = track.start, let end = track.end, lengthsAgree(track.length, ends.length) else { return false }
        return (near(start, ends.start) && near(end, ends.end)) || (near(start, ends.end) && near(end, ends.start))
    }

    /// True when two positions are within `endpointRadius`.
    public static func near(_ a: CoursePoint, _ b: CoursePoint) -> Bool {
        Geo.approximateDistance(lat1: a.lat, lon1: a.lon, lat2: b.lat, lon2: b.lon, isAtMost: RouteTolerances.endpointRadius)
    }

    /// True when at least `coverage` of `points` lie within `trackRadius` of `line`, each
    /// looked for from where the last one was found up to `searchReach` further along `line`
    /// (so a course run the other way, or a stretch of it visited again, does not count).
    ///
    /// It stops as soon as the points left could no longer lift the share to `coverage`: a
    /// point not found costs a search over the whole reach, and a track of another course
    /// misses most of its points, so a run compared with many routes near its home (same
    /// ends, same length) costs a tenth or so of the points for each one it is not on. The
    /// verdict is the full count's: it only stops when the rest cannot change it.
    static func covers(_ points: [PlanePoint], along line: [PlanePoint]) -> Bool {
        guard !points.isEmpty, line.count >= 2 else { return false }
        let reach = Int((RouteTolerances.searchReach / RouteTolerances.trackSpacing).rounded(.up))
        let count = Double(points.count)
        var cursor = 0
        var hits = 0
        for (index, point) in points.enumerated() {
            let last = min(line.count - 2, cursor + reach)
            // The first stretch of `line` within reach, not the nearest: where a course comes
            // back along itself (an out-and-back), the nearest may lie on the way back.
            if let found = (cursor...last).first(where: {
                point.distance(toSegmentFrom: line[$0], to: line[$0 + 1]).distance <= RouteTolerances.trackRadius
            }) {
                hits += 1
                cursor = found
            } else if Double(hits + points.count - index - 1) / count < RouteTolerances.coverage {
                return false
            }
        }
        return Double(hits) / count >= RouteTolerances.coverage
    }
}
