
/// One piece of gear with what its live runs add up to: what `logbook gear` lists.
public struct GearUsage: Sendable, Equatable {
    /// The gear.
    public var gear: Gear
    /// The distance of its live runs, metres.
    public var distance: Double
    /// How many live runs it was used on.
    public var runs: Int
    /// The moving time of its live runs, seconds.
    public var moving: Double
    /// The local date of its first run, if any.
    public var firstUsed: LocalDate?
    /// The local date of its last run, if any.
    public var lastUsed: LocalDate?

    /// Creates a usage.
    public init(gear: Gear, distance: Double, runs: Int, moving: Double, firstUsed: LocalDate?, lastUsed: LocalDate?) {
        self.gear = gear
        self.distance = distance
        self.runs = runs
        self.moving = moving
        self.firstUsed = firstUsed
        self.lastUsed = lastUsed
    }

    /// What is left of the limit, metres (negative past it); `nil` without a limit.
    public var left: Double? { gear.limit.map { $0 - distance } }

    /// True when the gear is in use (not retired) and has reached its limit: it is due.
    public var isDue: Bool {
        guard gear.retiredOn == nil, let left else { return false }
        return left <= 0
    }
}
