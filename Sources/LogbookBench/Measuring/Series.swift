import Foundation

/// Repeated measurements of one figure, summarised by their median and range.
struct Series {
    /// The values in the order they were taken.
    private(set) var values: [Double] = []

    /// Adds a value.
    mutating func add(_ value: Double) {
        values.append(value)
    }

    /// The number of values.
    var count: Int { values.count }

    /// The median (mean of the two middle values for an even count), 0 when empty.
    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest value.
    var minimum: Double { values.min() ?? 0 }

    /// The largest value.
    var maximum: Double { values.max() ?? 0 }

    /// `1.234 (1.100-1.500)` with `digits` decimals, scaled by `scale`.
    func text(digits: Int, scale: Double = 1) -> String {
        Self.format(median * scale, digits) + " (" + Self.format(minimum * scale, digits) + "-"
            + Self.format(maximum * scale, digits) + ")"
    }

    /// The values joined, e.g. `0.61 0.65 0.70`.
    func list(digits: Int) -> String {
        values.map { Self.format($0, digits) }.joined(separator: " ")
    }

    /// A number with `digits` decimals.
    static func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
