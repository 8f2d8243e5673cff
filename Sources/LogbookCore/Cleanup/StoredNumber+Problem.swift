import LogbookStore

extension StoredNumber {
    /// Why the value cannot be right (`is infinite`, `is negative (-5)`, `is not a number`),
    /// or `nil` when it is missing or a finite number that is not negative.
    public var problem: String? {
        switch self {
        case .missing: return nil
        case .notANumber: return "is not a number"
        case .number(let value):
            if value.isNaN { return "is not a number" }
            if value.isInfinite { return value > 0 ? "is infinite" : "is minus infinity" }
            if value < 0 { return "is negative (\(ReportText.plainNumber(value)))" }
            return nil
        }
    }
}
