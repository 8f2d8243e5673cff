/// Two runs of one route side by side, aligned by distance: per kilometre the split of each
/// and the gap of the second behind the first, and the gap at the finish.
public struct RunGaps: Sendable, Equatable {
    /// The whole kilometres both runs covered.
    public var kilometres: [KilometreGap]
    /// How far the second run was behind the first at the finish (each run's last sample), seconds.
    public var finishGap: Double

    /// The gaps between `first` and `second`.
    public init(first: DistanceClock, second: DistanceClock) {
        var kilometres: [KilometreGap] = []
        var previous = (first: 0.0, second: 0.0)
        var kilometre = 1
        while let a = first.time(at: Double(kilometre) * 1000), let b = second.time(at: Double(kilometre) * 1000) {
            kilometres.append(KilometreGap(kilometre: kilometre, firstSplit: a - previous.first, secondSplit: b - previous.second, gap: b - a))
            previous = (a, b)
            kilometre += 1
        }
        self.kilometres = kilometres
        self.finishGap = second.finish - first.finish
    }
}
