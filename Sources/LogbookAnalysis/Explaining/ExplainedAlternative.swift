/// A value a rule set aside (or today's rules would choose instead): where it comes from, what
/// it is, and the rule that decided against it (or for it).
public struct ExplainedAlternative: Sendable, Equatable {
    /// Where the value comes from (`gps`, `device`, `inferred`, ...).
    public var source: String
    /// The value.
    public var value: ExplainedValue
    /// The rule (a ruling's stored word) that set it aside, or that would choose it.
    public var rule: String
}
