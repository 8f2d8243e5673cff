/// A failure reported by SQLite: its result code, its message and the SQL being run.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code, e.g. `.constraintUnique`; match a family with `case .constraint`.
    public var code: SQLiteResultCode
    /// SQLite's message.
    public var message: String
    /// The SQL being executed, if any.
    public var sql: String?

    /// Creates an error.
    public init(code: SQLiteResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// Creates an error from the number SQLite reported.
    init(rawCode: Int32, message: String, sql: String? = nil) {
        self.init(code: SQLiteResultCode(rawValue: rawCode), message: message, sql: sql)
    }

    /// The primary result code (the family of the extended code).
    public var primaryCode: SQLiteResultCode { code.primary }

    /// True when the disk or the database's page limit is full.
    public var isDiskFull: Bool { code ~= .full }

    /// True when the file is not a database or its structure is damaged.
    public var isCorruption: Bool {
        switch code {
        case .corrupt, .notADatabase: return true
        default: return false
        }
    }

    /// `SQLite error N: message - while executing SQL`.
    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
