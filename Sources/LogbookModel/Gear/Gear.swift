
/// One piece of gear as stored (a `gear` row): a pair of shoes, a bike, anything else.
public struct Gear: Sendable, Equatable {
    /// The row id.
    public var id: Int64
    /// The name, cleaned (`GearName.cleaned`).
    public var name: String
    /// What it is.
    public var kind: GearKind
    /// The maker, if given.
    public var brand: String?
    /// The model, if given.
    public var model: String?
    /// The local date it was first used, if given.
    public var startedOn: LocalDate?
    /// The local date it was retired on, if it was.
    public var retiredOn: LocalDate?
    /// The distance it may do, metres, if given.
    public var limit: Double?
    /// The runner's notes.
    public var notes: String?

    /// Creates a row's value.
    public init(
        id: Int64, name: String, kind: GearKind = .shoes, brand: String? = nil, model: String? = nil,
        startedOn: LocalDate? = nil, retiredOn: LocalDate? = nil, limit: Double? = nil, notes: String? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.brand = brand
        self.model = model
        self.startedOn = startedOn
        self.retiredOn = retiredOn
        self.limit = limit
        self.notes = notes
    }

    /// True when the gear may be given by default to a run on `date`: not before it was
    /// started, not after it was retired.
    public func isInUse(on date: LocalDate) -> Bool {
        if let startedOn, date < startedOn { return false }
        if let retiredOn, date > retiredOn { return false }
        return true
    }
}
