/// The Eddington number of a list of daily distances: the largest E such that E days have
/// at least E (km or miles, whatever unit the distances are in), and how many more such
/// days E + 1 needs.
public struct EddingtonNumber: Sendable, Equatable {
    /// E.
    public var value: Int
    /// The days of at least E + 1 still needed for E + 1.
    public var daysForNext: Int

    /// The number of `daily`, one distance per day with runs (the day's runs summed).
    public init(daily: [Double]) {
        let sorted = daily.filter(\.isFinite).sorted(by: >)
        var value = 0
        // After sorting longest first, E is the last position n (1-based) whose distance is >= n.
        for (index, distance) in sorted.enumerated() where distance >= Double(index + 1) { value = index + 1 }
        self.value = value
        let reaching = sorted.filter { $0 >= Double(value + 1) }.count
        self.daysForNext = value + 1 - reaching
    }
}
