/// A route made small enough to draw: its lines (one per recording segment, split where a
/// privacy zone cut points out) simplified with `DouglasPeucker` on a flat map.
public enum RouteShape {
    /// `lines` simplified at `tolerance` metres, at most `maxPoints` points in all (the
    /// tolerance doubled as `DouglasPeucker.keptIndices` says); each line keeps its ends.
    public static func simplify(_ lines: [[RoutePoint]], tolerance: Double, maxPoints: Int) -> [[RoutePoint]] {
        guard let projection = MapProjection(around: lines) else { return [] }
        let plane = lines.map { $0.map(projection.project) }
        let kept = DouglasPeucker.keptIndices(plane, tolerance: tolerance, maxPoints: maxPoints).indices
        return zip(lines, kept).map { line, indices in indices.map { line[$0] } }
    }
}
