
/// One piece of gear as stored (a `gear` row): a pair of shoes, a bike, anything else.
public struct Gear: Sendable, Equatable {
    /// 200 characters (Unicode scalars, as SQLite's `length` counts them): the most a brand
    /// or a model may hold, as the `gear` table's CHECK says.
    public static let textLimit = 200

    /// Why `text`, given as `option` (`--brand`), cannot be stored as a brand or model, or
    /// `nil` when it can: empty, or longer than `textLimit`.
    public static func problem(ofText text: String?, option: String) -> String? {
        guard let text else { return nil }
        let count = text.unicodeScalars.count
        if count == 0 { return "\(option) is empty: give a word, or leave \(option) out" }
        if count > textLimit { return "\(option) is \(count) characters long: at most \(textLimit) are kept" }
        return nil
    }

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
