internal import CSQLite

extension SQLiteResultCode {
    /// SQLite's own English words for the code (`sqlite3_errstr`), e.g. `database or disk is full`.
    public var standardMessage: String { String(cString: sqlite3_errstr(rawValue)) }
}
