internal import CSQLite
import Foundation
import LogbookSupport

/// A connection to one SQLite database file; owns the `sqlite3*` handle and closes it in `deinit`.
///
/// Every connection runs with extended result codes, a busy timeout, foreign keys on,
/// and (for files) the WAL journal, so that several processes can write one logbook.
public final class Database {
    /// How to open the file.
    public enum Mode: Sendable {
        /// Read and write; create the file when it does not exist.
        case readWriteCreate
        /// Read and write an existing file.
        case readWrite
        /// Read only.
        case readOnly
        /// Read only, as a file nobody changes: no locks, no `-wal` or `-shm` read or made
        /// (for backups, and logbooks in read-only folders).
        case immutable
    }

    /// The underlying handle.
    let handle: OpaquePointer
    /// The file path (`:memory:` for an in-memory database).
    public let path: String

    /// Runs before every `COMMIT` of `inTransaction`; a throw rolls the transaction back.
    /// The opener uses it to check that the path still names the file it opened.
    public var beforeCommit: (() throws -> Void)?

    /// Runs after `inTransaction` rolled back because its body or `beforeCommit` threw, with
    /// that error; what it returns is thrown instead. The opener uses it to save the work of
    /// a connection whose file was replaced (`ReplacedLogbook`).
    public var afterRollback: ((Database, Error) -> Error)?

    /// Runs when the connection is about to close (its statements finalized). The opener
    /// uses it to leave no `-wal` of this connection beside a file that replaced its own.
    public var beforeClose: ((Database) -> Void)?

    /// How long a connection waits for another writer before giving up, in milliseconds,
    /// unless told otherwise: a minute, longer than any one transaction of logbook's own
    /// (restoring a large quarantine took 13 s), and Ctrl-C ends the wait at once.
    public static let busyTimeoutMilliseconds: Int32 = 60_000

    /// How long this connection waits for another writer before giving up, in milliseconds.
    public let waitMilliseconds: Int32

    /// How long one wait for a busy logbook sleeps before trying again, in milliseconds.
    package static let busyPollMilliseconds: Int32 = 10

    /// SQLite's busy handler, as a pure decision: after `attempts` waits, whether to wait
    /// once more (sleeping `busyPollMilliseconds`). Gives up once the waits add up to
    /// `timeout` milliseconds, or at once when `interrupted` (Ctrl-C).
    package static func waitsAgain(after attempts: Int32, timeout: Int32 = busyTimeoutMilliseconds, interrupted: Bool) -> Bool {
        !interrupted && Int64(attempts) * Int64(busyPollMilliseconds) < Int64(timeout)
    }

    /// Opens the database at `path`, waiting up to `waitMilliseconds` (at least 0) whenever
    /// another connection holds the lock it needs. Pragmas are not applied yet: call
    /// `configure()` once the file is known to be a logbook this binary may write.
    public init(path: String, mode: Mode = .readWriteCreate, waitMilliseconds: Int32 = Database.busyTimeoutMilliseconds) throws {
        var connection: OpaquePointer?
        let flags: Int32
        switch mode {
        case .readWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readWrite: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        case .readOnly: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        case .immutable: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        }
        let name = mode == .immutable ? Self.immutableURI(path) : path
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map(Database.message) ?? String(cString: sqlite3_errstr(code))
            let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
            sqlite3_close_v2(connection)
            throw SQLiteError(rawCode: extended, message: message)
        }
        self.handle = connection
        self.path = path
        self.waitMilliseconds = max(0, waitMilliseconds)
        sqlite3_extended_result_codes(connection, 1)
        // Instead of sqlite3_busy_timeout, whose sleep nothing can end: short sleeps that
        // Ctrl-C stops. A progress handler stops a running statement on Ctrl-C. The wait
        // travels as the handler's context pointer, so that no object's lifetime is involved.
        let context = UnsafeMutableRawPointer(bitPattern: Int(self.waitMilliseconds))
        sqlite3_busy_handler(connection, { context, attempts in
            let timeout = Int32(truncatingIfNeeded: Int(bitPattern: context))
            guard Database.waitsAgain(after: attempts, timeout: timeout, interrupted: Interruption.isRaised) else { return 0 }
            if attempts == 0 { WaitNotice.announce() }
            usleep(UInt32(Database.busyPollMilliseconds) * 1000)
            return 1
        }, context)
        sqlite3_progress_handler(connection, 1000, { _ in Interruption.isRaised ? 1 : 0 }, nil)
    }

    deinit {
        reused.removeAll()  // finalized before the connection closes
        recent.removeAll()
        beforeClose?(self)
        sqlite3_close_v2(handle)
    }

    /// Keeps the `-wal` file when the connection closes (`SQLITE_FCNTL_PERSIST_WAL`): once
    /// the name may be another file's, closing must not delete whatever is there.
    public func keepWALOnClose() {
        var on: Int32 = 1
        _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }

    /// Turns on WAL (for files), foreign keys and `synchronous=NORMAL`.
    public func configure() throws {
        if path != ":memory:" && !path.isEmpty {
            try switchToWAL()
        }
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// Runs `PRAGMA journal_mode = WAL`, retrying for up to `waitMilliseconds` while another
    /// process holds a lock.
    ///
    /// The switch needs an exclusive lock. When two processes open a new logbook at once,
    /// each holding a shared lock while asking for the exclusive one, SQLite answers one of
    /// them SQLITE_BUSY at once instead of calling the busy handler (waiting could
    /// deadlock), so `logbook stats` beside an import failed with "database is locked".
    private func switchToWAL() throws {
        let deadline = Date().addingTimeInterval(Double(waitMilliseconds) / 1000)
        while true {
            do {
                _ = try scalar("PRAGMA journal_mode = WAL")
                return
            } catch let error as SQLiteError where error.code ~= .busy && Date() < deadline {
                usleep(UInt32.random(in: 5_000...20_000))
            }
        }
    }

    /// Prepares a statement.
    public func prepare(_ sql: String) throws -> Statement {
        try Statement(connection: handle, sql: sql)
    }

    /// The statements `reusable(_:)` prepared, by SQL text.
    private var reused: [String: Statement] = [:]

    /// A statement for `sql`, prepared on first use and kept, reset, for the connection's
    /// life: for the few fixed statements an import runs for every run (preparing the
    /// 32-row sample INSERT costs about 1.5 M instructions, as much as storing 250 samples).
    /// Only for SQL from a fixed set (the cache never shrinks), and never for two uses at once.
    public func reusable(_ sql: String) throws -> Statement {
        if let statement = reused[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        reused[sql] = statement
        return statement
    }

    /// The statements `execute`, `rows`, `namedRows` and `scalar` prepared, by SQL text, kept
    /// reset between uses (SQLite prepares them again by itself after a schema change).
    private var recent: [String: Statement] = [:]

    /// How many statements `recent` keeps; it starts over when full, so SQL built from
    /// values (lists of placeholders) never makes it grow without bound.
    static let recentLimit = 64

    /// A statement for `sql` for one complete use (bound, stepped to the end, reset): the
    /// one prepared last time when there is one. An import runs the same two dozen
    /// statements for every file, and preparing one costs tens of thousands of instructions
    /// (more than half a million for the INSERT of a run's 60 checked columns).
    private func recentStatement(_ sql: String) throws -> Statement {
        if let statement = recent[sql] { return statement }
        let statement = try prepare(sql)
        if recent.count >= Self.recentLimit { recent.removeAll() }
        recent[sql] = statement
        return statement
    }

    /// Runs one statement with bound values, discarding any rows.
    public func execute(_ sql: String, _ values: [SQLiteValue] = []) throws {
        try recentStatement(sql).execute(values)
    }

    /// Runs every statement of a script in order. A failure names the failing statement.
    public func executeScript(_ script: String) throws {
        var remaining = Substring(script)
        while true {
            var statement: OpaquePointer?
            var consumed = 0
            let code = remaining.withCString { start -> Int32 in
                var tail: UnsafePointer<CChar>?
                let result = sqlite3_prepare_v2(handle, start, -1, &statement, &tail)
                if let tail { consumed = start.distance(to: tail) }
                return result
            }
            let utf8 = Array(remaining.utf8)
            let text = String(decoding: utf8.prefix(consumed), as: UTF8.self)
            guard code == SQLITE_OK else {
                sqlite3_finalize(statement)
                throw SQLiteError(rawCode: sqlite3_extended_errcode(handle), message: Self.message(handle), sql: Self.trimmed(text))
            }
            remaining = Substring(String(decoding: utf8.dropFirst(consumed), as: UTF8.self))
            guard let statement else {
                if consumed == 0 || remaining.isEmpty { return }
                continue
            }
            defer { sqlite3_finalize(statement) }
            var stepCode = sqlite3_step(statement)
            while stepCode == SQLITE_ROW { stepCode = sqlite3_step(statement) }
            guard stepCode == SQLITE_DONE else {
                throw SQLiteError(rawCode: sqlite3_extended_errcode(handle), message: Self.message(handle), sql: Self.trimmed(text))
            }
        }
    }

    /// Returns every row of a query.
    public func rows(_ sql: String, _ values: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        try recentStatement(sql).rows(values)
    }

    /// Returns every row of a query, readable by column name.
    public func namedRows(_ sql: String, _ values: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try recentStatement(sql).namedRows(values)
    }

    /// Returns the first column of the first row, or `.null` when there is none.
    public func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws -> SQLiteValue {
        try rows(sql, values).first?.first ?? .null
    }

    /// The rowid of the last inserted row.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The number of rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// True when no transaction is open.
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// True when the connection cannot write: opened read-only, or SQLite fell back to
    /// read-only because the file is not writable by this process. Known right after
    /// opening, before anything is read (or a `-wal`/`-shm` file created).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Runs `body` inside a `BEGIN IMMEDIATE` transaction: commits when it returns,
    /// rolls back when it throws (and rethrows the first error). Once `Interruption` is
    /// raised (Ctrl-C) it rolls back instead of committing, throwing `SQLITE_INTERRUPT`.
    public func inTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            if Interruption.isRaised { throw SQLiteError(code: .interrupt, message: "interrupted") }
            try beforeCommit?()
            try execute("COMMIT")
            return result
        } catch {
            // A failed statement (or SQLite itself, on disk full) may already have ended it.
            if !isAutocommit { try? execute("ROLLBACK") }
            if let afterRollback { throw afterRollback(self, error) }
            throw error
        }
    }

    /// Copies the whole database into a new file with `VACUUM INTO` (a consistent backup).
    public func backup(to destination: String) throws {
        try execute("VACUUM INTO ?", [.text(destination)])
    }

    /// The names of the user tables (not SQLite's own), sorted.
    public func userTableNames() throws -> [String] {
        try rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            .compactMap { $0.first?.stringValue }
    }

    /// `file:<path>?immutable=1`, with the characters a URI reserves percent-encoded.
    static func immutableURI(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7f...0xff:
                encoded += String(format: "%%%02X", byte)
            default:
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return "file:" + encoded + "?immutable=1"
    }

    /// SQLite's last error message on `connection`.
    static func message(_ connection: OpaquePointer) -> String {
        guard let text = sqlite3_errmsg(connection) else { return "unknown error" }
        return String(cString: text)
    }

    private static func trimmed(_ sql: String) -> String {
        let lines = sql.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--")
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
