import LogbookModel

/// Which splits of a run were its fastest and slowest full kilometre (or mile).
public struct SplitMarks: Sendable, Equatable {
    /// The `index` of the fastest full split, if marked.
    public let fastest: Int?
    /// The `index` of the slowest full split, if marked.
    public let slowest: Int?

    /// Creates marks.
    public init(fastest: Int?, slowest: Int?) {
        self.fastest = fastest
        self.slowest = slowest
    }

    /// Finds the fastest and slowest full split, once for the whole run.
    ///
    /// Only full splits (`Split.isFull`) whose pace is a trusted number
    /// (`Pace.trusted`) compete: the last, partial split does not.
    /// Ties go to the earlier split. Nothing is marked when fewer than two splits compete
    /// or when they all share one pace (no split is faster than another).
    public static func find(in splits: [Split], fullLength: Double = 1000) -> SplitMarks {
        var fastest: (index: Int, pace: Double)?
        var slowest: (index: Int, pace: Double)?
        var competing = 0
        for split in splits where split.isFull(length: fullLength) {
            guard let pace = split.pace.trusted else { continue }
            competing += 1
            if fastest.map({ pace < $0.pace }) ?? true { fastest = (split.index, pace) }
            if slowest.map({ pace > $0.pace }) ?? true { slowest = (split.index, pace) }
        }
        guard competing >= 2, let fastest, let slowest, fastest.pace < slowest.pace else {
            return SplitMarks(fastest: nil, slowest: nil)
        }
        return SplitMarks(fastest: fastest.index, slowest: slowest.index)
    }

    /// Finds the marks among splits as `show` displays them: a split whose distance or
    /// pace is not believed does not compete.
    public static func find(inShown shown: [ShownSplit], fullLength: Double = 1000) -> SplitMarks {
        find(
            in: shown.map { split in
                Split(
                    index: split.index, distance: split.distance ?? 0, elapsed: 0, moving: 0, pace: split.pace,
                    averageHeartRate: nil, averageCadence: nil, elevationGain: nil)
            }, fullLength: fullLength)
    }
}
