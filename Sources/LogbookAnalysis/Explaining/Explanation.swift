/// Why one stored value of a run is what it is, as data: what its rule read, which branch
/// decided, what it set aside and whether today's rules would decide otherwise. Words are the
/// renderer's (`logbook explain`); this holds only names, numbers and rule words.
public struct Explanation: Sendable, Equatable {
    /// The value's stored name (`distance_m`), as `DerivedValue.name`.
    public var name: String
    /// Its stored value.
    public var value: ExplainedValue
    /// Where it came from (`device`, `gps`, `file`, `inferred`, `runner`, ...), `nil` when unknown.
    public var source: String?
    /// The branch of its rule that decided it (a ruling's stored word), or `unknown` for a run
    /// whose stored values cannot tell.
    public var rule: String
    /// The inputs the rule read, as stored.
    public var read: [ExplainedReading] = []
    /// What the rule set aside, each with the rule that set it aside.
    public var alternatives: [ExplainedAlternative] = []
    /// What today's rules would decide from the stored inputs when it differs (`logbook rebuild`
    /// would change it), else `nil`.
    public var rebuildWould: ExplainedAlternative?

    /// The rule word of an explanation whose stored values cannot tell which branch decided.
    public static let unknownRule = "unknown"
}
