/// An SQLite result code with a name: a primary code (the low 8 bits) or an extended one.
///
/// Compare exactly with `==`; match a whole family with a pattern: a primary code as the
/// pattern matches every extended code of that family, so `case .busy` also matches
/// `.busySnapshot`, while an extended pattern matches only itself. The values are
/// SQLite's documented numbers (https://sqlite.org/rescode.html); the extended ones are
/// `primary | (n << 8)`.
public struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number SQLite reports.
    public var rawValue: Int32

    /// Wraps a number reported by SQLite.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code of this code's family (itself when it is a primary code).
    public var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xff) }

    /// True when this is a primary code, not an extended one.
    public var isPrimary: Bool { rawValue & 0xff == rawValue }

    /// Matches `code` against `pattern`: the whole family for a primary pattern, else exactly.
    public static func ~= (pattern: SQLiteResultCode, code: SQLiteResultCode) -> Bool {
        pattern.isPrimary ? pattern == code.primary : pattern == code
    }

    /// The number, e.g. `4874`.
    public var description: String { String(rawValue) }

    private static func extended(_ primary: SQLiteResultCode, _ number: Int32) -> SQLiteResultCode {
        SQLiteResultCode(rawValue: primary.rawValue | (number << 8))
    }

    // MARK: Primary codes

    /// SQLITE_OK (0): success.
    public static let ok = SQLiteResultCode(rawValue: 0)
    /// SQLITE_ERROR (1): a generic error, such as an SQL syntax error.
    public static let error = SQLiteResultCode(rawValue: 1)
    /// SQLITE_INTERNAL (2): an internal malfunction.
    public static let `internal` = SQLiteResultCode(rawValue: 2)
    /// SQLITE_PERM (3): the access mode for a new database cannot be provided.
    public static let permission = SQLiteResultCode(rawValue: 3)
    /// SQLITE_ABORT (4): an operation was aborted.
    public static let abort = SQLiteResultCode(rawValue: 4)
    /// SQLITE_BUSY (5): another connection holds a conflicting lock.
    public static let busy = SQLiteResultCode(rawValue: 5)
    /// SQLITE_LOCKED (6): a conflict within the same connection or shared cache.
    public static let locked = SQLiteResultCode(rawValue: 6)
    /// SQLITE_NOMEM (7): a memory allocation failed.
    public static let noMemory = SQLiteResultCode(rawValue: 7)
    /// SQLITE_READONLY (8): an attempt to write a database that cannot be written.
    public static let readOnly = SQLiteResultCode(rawValue: 8)
    /// SQLITE_INTERRUPT (9): interrupted by `sqlite3_interrupt`.
    public static let interrupt = SQLiteResultCode(rawValue: 9)
    /// SQLITE_IOERR (10): the operating system reported an I/O error.
    public static let ioError = SQLiteResultCode(rawValue: 10)
    /// SQLITE_CORRUPT (11): the database file is damaged.
    public static let corrupt = SQLiteResultCode(rawValue: 11)
    /// SQLITE_NOTFOUND (12): an unknown opcode or a missing file-control.
    public static let notFound = SQLiteResultCode(rawValue: 12)
    /// SQLITE_FULL (13): the disk or the database's page limit is full.
    public static let full = SQLiteResultCode(rawValue: 13)
    /// SQLITE_CANTOPEN (14): the file (or a journal beside it) cannot be opened.
    public static let cannotOpen = SQLiteResultCode(rawValue: 14)
    /// SQLITE_PROTOCOL (15): a locking protocol problem.
    public static let `protocol` = SQLiteResultCode(rawValue: 15)
    /// SQLITE_SCHEMA (17): the schema changed under a prepared statement.
    public static let schema = SQLiteResultCode(rawValue: 17)
    /// SQLITE_TOOBIG (18): a string or blob exceeds the size limit.
    public static let tooBig = SQLiteResultCode(rawValue: 18)
    /// SQLITE_CONSTRAINT (19): a constraint was violated.
    public static let constraint = SQLiteResultCode(rawValue: 19)
    /// SQLITE_MISMATCH (20): a data type mismatch.
    public static let mismatch = SQLiteResultCode(rawValue: 20)
    /// SQLITE_MISUSE (21): the library was used incorrectly.
    public static let misuse = SQLiteResultCode(rawValue: 21)
    /// SQLITE_RANGE (25): a parameter index out of range.
    public static let range = SQLiteResultCode(rawValue: 25)
    /// SQLITE_NOTADB (26): the file is not a database.
    public static let notADatabase = SQLiteResultCode(rawValue: 26)
    /// SQLITE_ROW (100): a row is ready.
    public static let row = SQLiteResultCode(rawValue: 100)
    /// SQLITE_DONE (101): the statement has finished.
    public static let done = SQLiteResultCode(rawValue: 101)

    // MARK: Extended codes this project meets

    /// SQLITE_BUSY_SNAPSHOT: a WAL read transaction cannot be upgraded to a write.
    public static let busySnapshot = extended(.busy, 2)
    /// SQLITE_READONLY_DBMOVED: the file was moved or deleted while open.
    public static let readOnlyDatabaseMoved = extended(.readOnly, 4)
    /// SQLITE_IOERR_SHMSIZE: no room to grow the `-shm` file beside the database.
    public static let ioErrorSharedMemorySize = extended(.ioError, 19)
    /// SQLITE_CONSTRAINT_CHECK: a CHECK constraint failed.
    public static let constraintCheck = extended(.constraint, 1)
    /// SQLITE_CONSTRAINT_FOREIGNKEY: a foreign key constraint failed.
    public static let constraintForeignKey = extended(.constraint, 3)
    /// SQLITE_CONSTRAINT_NOTNULL: a NOT NULL constraint failed.
    public static let constraintNotNull = extended(.constraint, 5)
    /// SQLITE_CONSTRAINT_PRIMARYKEY: a PRIMARY KEY constraint failed.
    public static let constraintPrimaryKey = extended(.constraint, 6)
    /// SQLITE_CONSTRAINT_TRIGGER: a `RAISE` in a trigger.
    public static let constraintTrigger = extended(.constraint, 7)
    /// SQLITE_CONSTRAINT_UNIQUE: a UNIQUE constraint failed.
    public static let constraintUnique = extended(.constraint, 8)
}
