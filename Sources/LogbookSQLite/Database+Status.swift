internal import CSQLite

extension Database {
    /// How many pages this connection has read from the file (or its `-wal`) since it was
    /// opened: its page-cache misses (`SQLITE_DBSTATUS_CACHE_MISS`). Tests use it to bound
    /// the work of a reader without timing it.
    public var pagesRead: Int {
        var current: Int32 = 0
        var highest: Int32 = 0
        guard sqlite3_db_status(handle, SQLITE_DBSTATUS_CACHE_MISS, &current, &highest, 0) == SQLITE_OK else { return 0 }
        return Int(current)
    }
}
