import LogbookModel

/// One per-run derived value, declared once: its name, what it reads, where it is stored,
/// when it is computed, and how it explains itself from the stored run (`explain`, a pure
/// function over the run as stored, its rulings included).
///
/// The list is `DerivedValue.all`; `logbook explain` shows each in its order. Adding a value is
/// its declaration (a file `DerivedValue+Name.swift` here), its storage (a migration) and its
/// renderer lines (`ExplanationText`).
public struct DerivedValue: Sendable {
    /// The stored name (`distance_m`), also the `FIELD` of `logbook explain ID FIELD`.
    public var name: String
    /// The stored names of what its rule reads.
    public var inputs: [String]
    /// Where it is stored (`runs.distance_m`, ...).
    public var storedIn: [String]
    /// When it is computed.
    public var computed: [DerivationMoment]
    /// Its explanation for a stored run.
    public var explain: @Sendable (Run) -> Explanation

    /// Declares a value.
    public init(
        name: String, inputs: [String], storedIn: [String], computed: [DerivationMoment],
        explain: @escaping @Sendable (Run) -> Explanation
    ) {
        self.name = name
        self.inputs = inputs
        self.storedIn = storedIn
        self.computed = computed
        self.explain = explain
    }

    /// Every declared value, in the order `logbook explain` shows them.
    public static let all: [DerivedValue] = [distance, moving, pace, sport, timeZone, believability, cadence]

    /// The declared value named `name`, if any.
    public static func named(_ name: String) -> DerivedValue? {
        all.first { $0.name == name }
    }
}
