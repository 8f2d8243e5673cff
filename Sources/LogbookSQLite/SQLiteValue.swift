/// A value bound to or read from a SQL statement.
public enum SQLiteValue: Sendable, Equatable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double. A NaN is bound as NULL by SQLite.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob([UInt8])

    /// The value as a Double when it is numeric.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        default: return nil
        }
    }

    /// The value as an Int64 when it is an integer (or a whole real).
    public var int64Value: Int64? {
        switch self {
        case .integer(let value): return value
        case .real(let value):
            guard value.isFinite, value.rounded() == value, abs(value) < 9e18 else { return nil }
            return Int64(value)
        default: return nil
        }
    }

    /// The value as text when it is text.
    public var stringValue: String? {
        if case .text(let value) = self { return value }
        return nil
    }
}

/// A Swift value that can be bound as a statement parameter.
public protocol SQLiteBindable: Sendable {
    /// The SQLite value to bind.
    var sqliteValue: SQLiteValue { get }
}

extension Int: SQLiteBindable {
    /// The integer.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
    /// The integer.
    public var sqliteValue: SQLiteValue { .integer(self) }
}

extension Double: SQLiteBindable {
    /// The real.
    public var sqliteValue: SQLiteValue { .real(self) }
}

extension String: SQLiteBindable {
    /// The text.
    public var sqliteValue: SQLiteValue { .text(self) }
}

extension SQLiteValue: SQLiteBindable {
    /// Itself.
    public var sqliteValue: SQLiteValue { self }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    /// The wrapped value, or NULL.
    public var sqliteValue: SQLiteValue {
        switch self {
        case .none: return .null
        case .some(let value): return value.sqliteValue
        }
    }
}
