/// A time-weighted mean that falls back to the simple mean of points when no time was weighed:
/// the run's heart rate and cadence (`RunBuilderWalk`), and each split's (`SplitsAccumulator`,
/// which weighs a step's share of its seconds and adds no points).
struct RunBuilderMean {
    private var weightedSum = 0.0
    private var totalWeight = 0.0
    private var pointSum = 0.0
    private var pointCount = 0

    /// Adds a step's value (ignored when `nil`) weighted by its seconds.
    mutating func add(_ value: Double?, weight: Double) {
        guard let value, weight > 0 else { return }
        weightedSum += value * weight
        totalWeight += weight
    }

    /// Adds one point's value to the simple-mean fallback.
    mutating func addPoint(_ value: Double) {
        pointSum += value
        pointCount += 1
    }

    /// The time-weighted mean, else the simple mean of points, else `nil`.
    var mean: Double? {
        if totalWeight > 0 { return weightedSum / totalWeight }
        if pointCount > 0 { return pointSum / Double(pointCount) }
        return nil
    }
}
