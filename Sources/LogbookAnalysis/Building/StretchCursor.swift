/// Answers, for steps taken in time order, whether a step lies inside one of a list of
/// stretches (time ranges in order, not overlapping), moving forward through the list.
struct StretchCursor {
    private let stretches: [ClosedRange<Double>]
    private var index = 0

    /// A cursor at the start of `stretches`.
    init(_ stretches: [ClosedRange<Double>]) {
        self.stretches = stretches
    }

    /// True when the step from `start` to `end` (seconds, `start <= end`) lies inside one
    /// stretch. Steps must be asked in order of their start.
    mutating func contains(from start: Double, to end: Double) -> Bool {
        while index < stretches.count, stretches[index].upperBound < start {
            index += 1
        }
        guard index < stretches.count else { return false }
        let stretch = stretches[index]
        return stretch.lowerBound <= start && end <= stretch.upperBound
    }
}
