/// A point on a flat map in metres, east (`x`) and north (`y`) of its origin: a `LocalPlane`'s, or a report map's (`MapProjection`).
public struct PlanePoint: Sendable, Equatable {
    /// Metres east.
    public var x: Double
    /// Metres north.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance to `other`, metres.
    public func distance(to other: PlanePoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The distance to the segment from `a` to `b`, and where along it the nearest point lies (0...1).
    public func distance(toSegmentFrom a: PlanePoint, to b: PlanePoint) -> (distance: Double, fraction: Double) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return (distance(to: a), 0) }
        let t = min(1, max(0, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared))
        return (distance(to: PlanePoint(x: a.x + t * dx, y: a.y + t * dy)), t)
    }

    /// The point `fraction` of the way from `self` to `other`.
    public func interpolated(to other: PlanePoint, fraction: Double) -> PlanePoint {
        PlanePoint(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
