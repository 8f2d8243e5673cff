
/// The gear a sport's runs get when their file names none, from a date on (a `gear_defaults` row).
public struct GearDefault: Sendable, Equatable {
    /// The gear given.
    public var gearID: Int64
    /// The sport (`running`).
    public var sport: String
    /// The sport's variant (`trail`), or `nil` for every variant.
    public var subSport: String?
    /// The local date it holds from, or `nil` from the first run on.
    public var from: LocalDate?

    /// Creates a default.
    public init(gearID: Int64, sport: String, subSport: String? = nil, from: LocalDate? = nil) {
        self.gearID = gearID
        self.sport = sport
        self.subSport = subSport
        self.from = from
    }
}
