import LogbookModel

/// The line of a segment cut from one run's track: between two distances along it, or
/// between the samples nearest two positions (the second after the first).
public enum SegmentStretch {
    /// The line of `samples` from `from` to `to` metres along the run, its ends interpolated;
    /// `nil` when the run does not cover both or `to` is not after `from`.
    public static func line(of samples: [TimedPosition], fromMetres from: Double, toMetres to: Double) -> RouteTrack? {
        guard from >= 0, to > from, let last = samples.last, last.distance >= to else { return nil }
        var points: [CoursePoint] = []
        for (a, b) in zip(samples, samples.dropFirst()) {
            if a.distance <= from, b.distance > from { points.append(interpolate(a, b, at: from)) }
            if b.distance > from, b.distance < to { points.append(b.point) }
            if a.distance < to, b.distance >= to { points.append(interpolate(a, b, at: to)) }
        }
        let line = RouteTrack(positions: points, spacing: RouteTolerances.segmentSpacing)
        return line.isEmpty ? nil : line
    }

    /// The line of `samples` from the sample nearest `from` to the nearest `to` after it;
    /// `nil` when either is farther than `endpointRadius` from the track.
    public static func line(of samples: [TimedPosition], from: CoursePoint, to: CoursePoint) -> RouteTrack? {
        func nearest(_ point: CoursePoint, after first: Int) -> Int? {
            var best: (index: Int, metres: Double)?
            for index in first..<samples.count {
                let metres = Geo.approximateDistance(lat1: point.lat, lon1: point.lon, lat2: samples[index].point.lat, lon2: samples[index].point.lon)
                if metres <= RouteTolerances.endpointRadius, best.map({ metres < $0.metres }) ?? true { best = (index, metres) }
            }
            return best?.index
        }
        guard let start = nearest(from, after: 0), start + 1 < samples.count, let end = nearest(to, after: start + 1) else { return nil }
        let line = RouteTrack(positions: samples[start...end].map(\.point), spacing: RouteTolerances.segmentSpacing)
        return line.isEmpty ? nil : line
    }

    /// The position `distance` metres along the run between samples `a` and `b`.
    private static func interpolate(_ a: TimedPosition, _ b: TimedPosition, at distance: Double) -> CoursePoint {
        let span = b.distance - a.distance
        let fraction = span > 0 ? (distance - a.distance) / span : 0
        return CoursePoint(lat: a.point.lat + (b.point.lat - a.point.lat) * fraction, lon: a.point.lon + (b.point.lon - a.point.lon) * fraction)
    }
}
