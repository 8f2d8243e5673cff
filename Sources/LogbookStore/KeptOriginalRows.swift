import LogbookModel
import LogbookSQLite

/// The rows of `kept_originals` and `kept_original_chunks` (migration 0018): one row a
/// file's original, naming its state, size and compression, and its compressed bytes in
/// numbered chunks. The core's `KeptOriginalTables` compresses, checks and streams through
/// these methods; callers own the transaction.
public struct KeptOriginalRows {
    /// The connection.
    public let database: Database

    /// Creates the rows' SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The row of the original with `sha256`, or nil when import decided nothing about it.
    public func original(sha256: String) throws -> KeptOriginal? {
        guard
            let row = try database.namedRows(
                "SELECT \(KeptOriginalColumn.sqlList()) FROM \(KeptOriginalColumn.table) WHERE content_sha256 = ?", [.text(sha256)]
            ).first
        else { return nil }
        return KeptOriginal(
            contentSHA256: sha256, state: KeptOriginalState(rawValue: row["state"].stringValue ?? "") ?? .notKept,
            byteCount: row["byte_count"].int64Value, storedBytes: row["stored_bytes"].int64Value,
            compression: row["compression"].stringValue.flatMap(OriginalCompression.init(rawValue:)),
            layout: row["layout"].stringValue.flatMap(OriginalLayout.init(rawValue:)),
            keptAt: row["kept_at"].int64Value ?? 0, droppedAt: row["dropped_at"].int64Value)
    }

    /// Replaces whatever an earlier decision left under `sha256` (a dropped original's row,
    /// chunks without a row) with a `kept` row of `compression`, imported at `keptAt`, and
    /// returns what stores its chunks: each call inserts chunk `seq` with `bytes`.
    public func begin(
        _ sha256: String, compression: OriginalCompression, at keptAt: Int64
    ) throws -> (_ seq: Int64, _ bytes: [UInt8]) throws -> Void {
        try database.execute("DELETE FROM \(KeptOriginalChunkColumn.table) WHERE content_sha256 = ?", [.text(sha256)])
        try database.execute("DELETE FROM \(KeptOriginalColumn.table) WHERE content_sha256 = ?", [.text(sha256)])
        try database.execute(
            "INSERT INTO \(KeptOriginalColumn.table) (\(KeptOriginalColumn.sqlList([.contentSHA256, .state, .byteCount, .storedBytes, .compression, .keptAt]))) VALUES (?, 'kept', 0, 0, ?, ?)",
            [.text(sha256), .text(compression.rawValue), .integer(keptAt)])
        let insert = try database.prepare(
            "INSERT INTO \(KeptOriginalChunkColumn.table) (\(KeptOriginalChunkColumn.sqlList([.contentSHA256, .seq, .bytes]))) VALUES (?, ?, ?)")
        return { seq, bytes in try insert.execute([.text(sha256), .integer(seq), .blob(bytes)]) }
    }

    /// Records the size of the original kept under `sha256`, what its chunks hold and how its
    /// bytes were rewritten before they were compressed.
    public func finish(_ sha256: String, byteCount: Int64, storedBytes: Int64, layout: OriginalLayout?) throws {
        try database.execute(
            "UPDATE \(KeptOriginalColumn.table) SET byte_count = ?, stored_bytes = ?, layout = ? WHERE content_sha256 = ?",
            [.integer(byteCount), .integer(storedBytes), layout.map { .text($0.rawValue) } ?? .null, .text(sha256)])
    }

    /// Records that the original with `sha256`, imported at `keptAt`, was not kept, unless
    /// a row for it is there already.
    public func decline(sha256: String, at keptAt: Int64) throws {
        try database.execute(
            "INSERT OR IGNORE INTO \(KeptOriginalColumn.table) (\(KeptOriginalColumn.sqlList([.contentSHA256, .state, .keptAt]))) VALUES (?, 'not-kept', ?)",
            [.text(sha256), .integer(keptAt)])
    }

    /// What reads the chunks kept under `sha256` in order, one row a call: the next chunk's
    /// bytes, or nil after the last.
    public func chunks(sha256: String) throws -> () throws -> [UInt8]? {
        let rows = try database.prepare(
            "SELECT bytes FROM \(KeptOriginalChunkColumn.table) WHERE content_sha256 = ? ORDER BY seq")
        try rows.bind([.text(sha256)])
        let positions = rows.columnPositions
        return {
            guard try rows.step() else { return nil }
            if case .blob(let bytes) = rows.currentRow(positions: positions)["bytes"] { return bytes }
            return []
        }
    }

    /// The hashes of the originals kept and imported before `instant` (UTC seconds), oldest first.
    public func keptHashes(before instant: Int64) throws -> [String] {
        try database.namedRows(
            "SELECT content_sha256 FROM \(KeptOriginalColumn.table) WHERE state = 'kept' AND kept_at < ? ORDER BY kept_at, content_sha256",
            [.integer(instant)]
        ).compactMap { $0["content_sha256"].stringValue }
    }

    /// Drops the kept bytes of `sha256` at `droppedAt`: its chunks go, its row says it was dropped.
    public func drop(sha256: String, at droppedAt: Int64) throws {
        try database.execute("DELETE FROM \(KeptOriginalChunkColumn.table) WHERE content_sha256 = ?", [.text(sha256)])
        try database.execute(
            "UPDATE \(KeptOriginalColumn.table) SET state = 'dropped', dropped_at = ? WHERE content_sha256 = ? AND state = 'kept'",
            [.integer(droppedAt), .text(sha256)])
    }
}
