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
    /// What it reads beside the run row (`ExplainedRun`), so the explainer reads only that.
    public var reads: Set<ExplainedPart>
    /// Its explanation for a stored run and what was read beside it.
    public var explainStored: @Sendable (ExplainedRun) -> Explanation

    /// Declares a value explained from the run row alone.
    public init(
        name: String, inputs: [String], storedIn: [String], computed: [DerivationMoment],
        explain: @escaping @Sendable (Run) -> Explanation
    ) {
        self.init(name: name, inputs: inputs, storedIn: storedIn, computed: computed, reads: [], explainStored: { explain($0.run) })
    }

    /// Declares a value explained from the run and the stored parts `reads` names.
    public init(
        name: String, inputs: [String], storedIn: [String], computed: [DerivationMoment], reads: Set<ExplainedPart>,
        explainStored: @escaping @Sendable (ExplainedRun) -> Explanation
    ) {
        self.name = name
        self.inputs = inputs
        self.storedIn = storedIn
        self.computed = computed
        self.reads = reads
        self.explainStored = explainStored
    }

    /// Its explanation of `run` from the run row alone (the parts beside it unread).
    public func explain(_ run: Run) -> Explanation { explainStored(ExplainedRun(run: run)) }

    /// Its explanation of `stored`.
    public func explain(_ stored: ExplainedRun) -> Explanation { explainStored(stored) }

    /// Every declared value, in the order `logbook explain` shows them.
    public static let all: [DerivedValue] = [
        distance, moving, pace, sport, timeZone, believability, cadence, splits, bestEfforts, heartRate, trimp, gear, bestCopy,
    ]

    /// The declared value named `name`, if any.
    public static func named(_ name: String) -> DerivedValue? {
        all.first { $0.name == name }
    }
}
