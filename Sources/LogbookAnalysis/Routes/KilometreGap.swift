/// One kilometre of two runs compared (`RunGaps`): each run's split and the gap at its end.
public struct KilometreGap: Sendable, Equatable {
    /// The kilometre, from 1.
    public var kilometre: Int
    /// The first run's time for this kilometre, seconds.
    public var firstSplit: Double
    /// The second run's time for this kilometre, seconds.
    public var secondSplit: Double
    /// How far the second run was behind the first at the kilometre's end, seconds
    /// (negative when ahead).
    public var gap: Double
}
