internal import CSQLite

extension Database {
    /// Copies every page of this database into `destination` with SQLite's online backup
    /// API, in one pass, reading through this connection (so inside a transaction it holds,
    /// the copy is of the state that transaction sees).
    public func copy(into destination: Database) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw SQLiteError(rawCode: sqlite3_extended_errcode(destination.handle), message: Database.message(destination.handle))
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE else {
            // The error is on whichever connection failed; the destination's names a full disk.
            let failing = sqlite3_extended_errcode(destination.handle) != SQLITE_OK ? destination.handle : handle
            throw SQLiteError(rawCode: step, message: Database.message(failing))
        }
        guard finish == SQLITE_OK else {
            throw SQLiteError(rawCode: sqlite3_extended_errcode(destination.handle), message: Database.message(destination.handle))
        }
    }
}
