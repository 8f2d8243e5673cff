import Foundation
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// A logbook one schema behind the latest, holding one run and bytes as many as its many
/// samples would take (a kept original's chunk, which no upgrade rewrites: since 0026 the
/// samples are packed chunks SQL cannot write), so that the backup an upgrade writes first
/// is large enough to be caught half-written.
enum OlderLogbook {
    /// Makes it at `path` with the bytes of `samples` samples (40 bytes each, in whole thousands); skips
    /// the test when only one migration exists.
    static func write(at path: String, samples: Int) throws {
        guard let previous = Migrator().migrations.dropLast().last?.number else { throw XCTSkip("only one migration exists") }
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database, upTo: previous)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) "
                + "VALUES (1, 1714636800, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 1714650000)")
        // Chunks of 40,000 bytes (a chunk holds at most 1 MiB): 40 bytes for each of a thousand samples.
        let chunks = (samples + 999) / 1_000
        let sha = String(repeating: "ab", count: 32)
        try database.execute(
            "INSERT INTO kept_originals (content_sha256, state, byte_count, stored_bytes, compression, kept_at) "
                + "VALUES ('\(sha)', 'kept', \(chunks * 40_000), \(chunks * 40_000), 'none', 1714650000)")
        try database.execute(
            "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < \(chunks)) "
                + "INSERT INTO kept_original_chunks (id, content_sha256, seq, bytes) SELECT i + 1, '\(sha)', i, zeroblob(40000) FROM n")
        _ = try database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// The names in `folder` that are backups or debris of one, sorted.
    static func backupNames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".backup") }.sorted()
    }
}
