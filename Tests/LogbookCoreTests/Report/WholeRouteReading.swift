import LogbookModel

@testable import LogbookCore

/// A run's route read whole, written plainly as the report read it before `RouteStream`:
/// the reference the streamed route is compared with (as a naive codec is for a codec).
enum WholeRouteReading {
    /// The positions of `samples` as lines, one per recording segment (positions at 0,0, a
    /// receiver's "no fix", left out); lines of one point are dropped.
    static func lines(_ samples: [Sample]) -> [[RoutePoint]] {
        var lines: [[RoutePoint]] = []
        var current: [RoutePoint] = []
        var segment: Int32?
        for sample in samples where sample.point.hasPosition && !(sample.point.lat == 0 && sample.point.lon == 0) {
            if segment != sample.segment, !current.isEmpty {
                if current.count >= 2 { lines.append(current) }
                current = []
            }
            segment = sample.segment
            current.append(RoutePoint(
                latitude: sample.point.lat, longitude: sample.point.lon,
                distance: sample.distance.isFinite ? sample.distance : nil, offset: sample.offset))
        }
        if current.count >= 2 { lines.append(current) }
        return lines
    }

    /// `lines` without every point inside any of `zones`, a line broken where points were cut,
    /// pieces of fewer than two points dropped; with how many points were cut.
    static func cut(_ lines: [[RoutePoint]], zones: [PrivacyZone]) -> (lines: [[RoutePoint]], removed: Int) {
        guard !zones.isEmpty else { return (lines, 0) }
        var pieces: [[RoutePoint]] = []
        var removed = 0
        for line in lines {
            var piece: [RoutePoint] = []
            for point in line {
                if zones.contains(where: { $0.contains(latitude: point.latitude, longitude: point.longitude) }) {
                    removed += 1
                    if piece.count >= 2 { pieces.append(piece) }
                    piece = []
                } else {
                    piece.append(point)
                }
            }
            if piece.count >= 2 { pieces.append(piece) }
        }
        return (pieces, removed)
    }
}
