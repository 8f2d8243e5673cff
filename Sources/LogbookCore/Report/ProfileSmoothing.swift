/// How a run page smooths its profiles: each value the mean of those within
/// `ProfileSmoothing.halfWindow` metres either side along the run, so that a stretch of GPS
/// noise or a stop does not draw a spike, while a hill of a few hundred metres keeps its shape.
public enum ProfileSmoothing {
    /// Metres either side of a point whose values are averaged: 150 m (a 300 m window).
    public static let halfWindow = 150.0

    /// `points` (distance in metres, value; in distance order) with each value replaced by
    /// the mean of the values within `halfWindow` metres of it, itself included.
    public static func smoothed(_ points: [(distance: Double, value: Double)], halfWindow: Double = halfWindow) -> [(distance: Double, value: Double)] {
        var smoothed: [(distance: Double, value: Double)] = []
        smoothed.reserveCapacity(points.count)
        var low = 0, high = 0, sum = 0.0
        for point in points {
            while high < points.count && points[high].distance <= point.distance + halfWindow {
                sum += points[high].value
                high += 1
            }
            while low < high && points[low].distance < point.distance - halfWindow {
                sum -= points[low].value
                low += 1
            }
            smoothed.append((point.distance, high > low ? sum / Double(high - low) : point.value))
        }
        return smoothed
    }
}
