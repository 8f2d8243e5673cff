import LogbookAnalysis

/// Where a map of some lines lies on a square of `size` pixels: the lines' extent fitted
/// inside a margin, north up, one scale both ways; and back, from a pixel to a position.
public struct MapFrame: Sendable, Equatable {
    /// The flat map the lines are drawn on.
    public var projection: MapProjection
    /// The square's side, in pixels.
    public var size: Double
    /// The smallest east and north of the lines, in metres.
    public var minX: Double, minY: Double
    /// The longer side of the lines' extent (at least 50 m), in metres.
    public var span: Double
    /// Pixels a metre.
    public var scale: Double
    /// Where the extent's south-west corner is drawn from the left and bottom, in pixels.
    public var offsetX: Double, offsetY: Double

    /// The frame of `lines` (around their extent unless `projection` is given), or `nil` without points.
    public init?(lines: [[RoutePoint]], projection: MapProjection? = nil, size: Double, margin: Double = 12) {
        guard let projection = projection ?? MapProjection(around: lines) else { return nil }
        // The extent point by point: a heat map's routes are not projected into one array.
        var points = lines.lazy.joined().map(projection.project).makeIterator()
        guard let first = points.next() else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        while let point = points.next() {
            if point.x < minX { minX = point.x }
            if point.x > maxX { maxX = point.x }
            if point.y < minY { minY = point.y }
            if point.y > maxY { maxY = point.y }
        }
        self.projection = projection
        self.size = size
        self.minX = minX
        self.minY = minY
        span = max(maxX - minX, maxY - minY, 50)
        scale = (size - 2 * margin) / span
        offsetX = margin + ((size - 2 * margin) - (maxX - minX) * scale) / 2
        offsetY = margin + ((size - 2 * margin) - (maxY - minY) * scale) / 2
    }

    /// The pixel of a point of the flat map (y down).
    public func pixel(_ point: PlanePoint) -> PlanePoint {
        PlanePoint(x: offsetX + (point.x - minX) * scale, y: size - offsetY - (point.y - minY) * scale)
    }

    /// The position drawn at pixel (`x`, `y`).
    public func position(x: Double, y: Double) -> RoutePoint {
        projection.location(of: PlanePoint(x: (x - offsetX) / scale + minX, y: (size - offsetY - y) / scale + minY))
    }
}
