/// A run in quarantine, as `logbook clean --quarantined` lists it.
public struct QuarantinedRun: Sendable, Equatable {
    /// The run's id (kept while in quarantine, and when restored).
    public var id: Int64
    /// Start time in UTC seconds.
    public var startUTC: Int64
    /// UTC offset in seconds at the start.
    public var utcOffset: Int
    /// The sport.
    public var sport: String
    /// The name, if any.
    public var name: String?
    /// The stored distance.
    public var distance: StoredNumber
    /// The stored moving time.
    public var moving: StoredNumber
    /// The stored pace.
    public var pace: StoredNumber
    /// The rules that moved it, most serious first.
    public var rules: [String]
    /// Why, in words.
    public var detail: String
    /// For a duplicate, the id of the copy kept.
    public var duplicateOf: Int64?
    /// When it was quarantined, UTC seconds.
    public var quarantinedAt: Int64

    /// Creates a quarantined run.
    public init(
        id: Int64, startUTC: Int64, utcOffset: Int, sport: String, name: String?, distance: StoredNumber,
        moving: StoredNumber, pace: StoredNumber, rules: [String], detail: String, duplicateOf: Int64?, quarantinedAt: Int64
    ) {
        self.id = id
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.sport = sport
        self.name = name
        self.distance = distance
        self.moving = moving
        self.pace = pace
        self.rules = rules
        self.detail = detail
        self.duplicateOf = duplicateOf
        self.quarantinedAt = quarantinedAt
    }
}
