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
}
