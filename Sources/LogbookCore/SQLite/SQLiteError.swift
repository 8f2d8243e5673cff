import CSQLite

/// A failure reported by SQLite: its result code, its message and the SQL being run.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (e.g. 19 for a constraint, 2067 for UNIQUE).
    public var code: Int32
    /// SQLite's message.
    public var message: String
    /// The SQL being executed, if any.
    public var sql: String?

    /// Creates an error.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low 8 bits of the extended code).
    public var primaryCode: Int32 { code & 0xff }

    /// True when the disk or the database's page limit is full.
    public var isDiskFull: Bool { primaryCode == SQLITE_FULL }

    /// True when the file is not a database or its structure is damaged.
    public var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// `SQLite error N: message - while executing SQL`.
    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
