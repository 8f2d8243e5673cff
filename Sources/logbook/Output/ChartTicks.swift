import Foundation

/// Where a chart's axis puts its labelled ticks: round values (1, 2 or 5 times a power of
/// ten) that cover the values drawn.
enum ChartTicks {
    /// The most ticks an axis is given: 6, enough to read a value off without clutter.
    static let most = 6

    /// Round values from at or below `low` to at or above `high`, at most `most` + 1 of them,
    /// evenly spaced by 1, 2 or 5 times a power of ten; `[low]` when the range is empty or not finite.
    static func values(low: Double, high: Double, most: Int = most) -> [Double] {
        guard low.isFinite, high.isFinite, high > low, most > 0 else { return [low.isFinite ? low : 0] }
        let rough = (high - low) / Double(most)
        let magnitude = pow(10, log10(rough).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
        guard last - first <= Double(most) * 2 + 1 else { return [low, high] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}
