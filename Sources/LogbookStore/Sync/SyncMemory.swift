import LogbookSQLite

/// The SQL of `sync_places` and `sync_files`: the devices and folders `sync` reads and, for
/// each, the stamp, hash and outcome of every file it has read, so that an idle sync reads
/// no file's bytes. Each write is its own short transaction.
public struct SyncMemory {
    /// The connection.
    public let database: Database

    /// Creates the tables' SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The place known by `key`, or nil.
    public func place(key: String) throws -> StoredSyncPlace? {
        try database.fetchOne(
            StoredSyncPlace.self, "SELECT \(SyncPlaceColumn.sqlList()) FROM \(SyncPlaceColumn.table) WHERE key = ?", [.text(key)])
    }

    /// The place known by `key`, made when new (with `kind`, `name`, `root` and `now` as its
    /// first sight), its name and root brought up to date when known.
    public func recordPlace(key: String, kind: String, name: String, root: String, now: Int64) throws -> StoredSyncPlace {
        try database.inTransaction {
            try database.execute(
                """
                INSERT INTO \(SyncPlaceColumn.table) (key, kind, name, root, watched, added_at) VALUES (?, ?, ?, ?, 0, ?)
                ON CONFLICT (key) DO UPDATE SET name = excluded.name, root = excluded.root
                WHERE name IS NOT excluded.name OR root IS NOT excluded.root
                """, [.text(key), .text(kind), .text(name), .text(root), .integer(now)])
            guard let place = try place(key: key) else { throw SQLiteError(code: .notFound, message: "the sync place \(key) was not stored") }
            return place
        }
    }

    /// Sets whether the folder place `key` is watched, making it when new; true when that
    /// changed anything.
    public func setWatched(_ watched: Bool, key: String, kind: String, name: String, root: String, now: Int64) throws -> Bool {
        try database.inTransaction {
            let before = try place(key: key)
            if before?.watched == watched { return false }
            if before == nil && !watched { return false }
            try database.execute(
                """
                INSERT INTO \(SyncPlaceColumn.table) (key, kind, name, root, watched, added_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET watched = excluded.watched
                """, [.text(key), .text(kind), .text(name), .text(root), .integer(watched ? 1 : 0), .integer(now)])
            return true
        }
    }

    /// The folders `watch add` added, in the order they were added.
    public func watchedPlaces() throws -> [StoredSyncPlace] {
        try database.fetchAll(
            StoredSyncPlace.self,
            "SELECT \(SyncPlaceColumn.sqlList()) FROM \(SyncPlaceColumn.table) WHERE watched = 1 ORDER BY added_at, place_id")
    }

    /// What is remembered of each file of place `placeID`, by path.
    public func files(ofPlace placeID: Int64) throws -> [String: RememberedFile] {
        let rows = try database.fetchAll(
            RememberedFile.self, "SELECT \(SyncFileColumn.sqlList()) FROM \(SyncFileColumn.table) WHERE place_id = ?",
            [.integer(placeID)])
        var files: [String: RememberedFile] = [:]
        files.reserveCapacity(rows.count)
        for file in rows { files[file.path] = file }
        return files
    }

    /// Remembers `file` of place `placeID`, replacing what was remembered of its path.
    public func remember(_ file: RememberedFile, ofPlace placeID: Int64) throws {
        try database.inTransaction {
            try database.execute(
                "INSERT OR REPLACE INTO \(SyncFileColumn.table) (\(SyncFileColumn.sqlList())) VALUES (\(SyncFileColumn.placeholders))",
                [
                    .integer(placeID), .text(file.path), .integer(file.stamp.size), .integer(file.stamp.mtimeNs),
                    file.sha256.map(SQLiteValue.text) ?? .null, .text(file.outcome), file.message.map(SQLiteValue.text) ?? .null,
                ])
        }
    }

    /// Records that a sync of place `placeID` ended at `now`.
    public func markSynced(_ placeID: Int64, now: Int64) throws {
        try database.execute("UPDATE \(SyncPlaceColumn.table) SET synced_at = ? WHERE place_id = ?", [.integer(now), .integer(placeID)])
    }
}
