/// A value an explanation shows: a number (metres, seconds, bpm) or a word (a sport, a zone),
/// either possibly unknown.
public enum ExplainedValue: Sendable, Equatable {
    /// A number, `nil` when unknown.
    case number(Double?)
    /// A word, `nil` when unknown (or none, as a believable run's doubt).
    case word(String?)
}
