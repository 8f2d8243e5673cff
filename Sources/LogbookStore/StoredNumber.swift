import LogbookSQLite

/// A number as found in a numeric column of the database, which may hold what no
/// logbook would write: an infinity (SQLite stores +inf as 9e999), a negative total,
/// or text written by hand.
public enum StoredNumber: Sendable, Equatable {
    /// NULL: unknown.
    case missing
    /// A number (possibly infinite or negative).
    case number(Double)
    /// Text or bytes where a number belongs.
    case notANumber

    /// Reads a column value.
    public init(_ value: SQLiteValue) {
        switch value {
        case .null: self = .missing
        case .integer(let number): self = .number(Double(number))
        case .real(let number): self = number.isNaN ? .notANumber : .number(number)
        case .text, .blob: self = .notANumber
        }
    }

    /// The value when it is a finite number that is not negative; else `nil`.
    public var usable: Double? {
        guard case .number(let value) = self, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
