import LogbookModel

/// One run as the period totals classify it (`PeriodTotalsQuery.classified`): its id, its
/// local day, the distance and moving time the sums take of it (`nil` when not summed) and
/// why it is kept out of the average pace or of every sum (`nil` when it counts in full).
public struct ClassifiedRun: Sendable, Equatable {
    /// The run's id.
    public var id: Int64
    /// Its local day.
    public var day: LocalDate
    /// Its distance as summed, metres; `nil` when not summed (unknown, not finite, beyond belief).
    public var distance: Double?
    /// Its moving time as summed, seconds; `nil` when not summed.
    public var moving: Double?
    /// Why it is out of the average pace (or, `leavesRunOut`, of every sum); `nil` when it counts.
    public var reason: ExclusionReason?

    /// Creates one.
    public init(id: Int64, day: LocalDate, distance: Double?, moving: Double?, reason: ExclusionReason?) {
        self.id = id
        self.day = day
        self.distance = distance
        self.moving = moving
        self.reason = reason
    }
}
