/// A point on a flat map in metres (x east, y north), as a report draws and simplifies routes.
public struct PlanePoint: Sendable, Equatable {
    /// Metres east of the map's origin.
    public var x: Double
    /// Metres north of the map's origin.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance in metres from this point to the segment from `a` to `b` (to `a` when
    /// they coincide).
    public func distance(toSegment a: PlanePoint, _ b: PlanePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / length : 0
        t = min(1, max(0, t))
        let px = a.x + t * dx - x, py = a.y + t * dy - y
        return (px * px + py * py).squareRoot()
    }
}
