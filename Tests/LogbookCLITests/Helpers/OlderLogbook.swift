import Foundation
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// A logbook one schema behind the latest, holding one run with many samples, so that
/// the backup an upgrade writes first is large enough to be caught half-written.
enum OlderLogbook {
    /// Makes it at `path` with `samples` samples (about 40 bytes each in the file); skips
    /// the test when only one migration exists.
    static func write(at path: String, samples: Int) throws {
        guard let previous = Migrator().migrations.dropLast().last?.number else { throw XCTSkip("only one migration exists") }
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database, upTo: previous)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) "
                + "VALUES (1, 1714636800, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 1714650000)")
        try database.execute(
            "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < \(samples)) "
                + "INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm) "
                + "SELECT 1, i, i * 1000, 470000000 + i, 80000000, 4000, 150, 170, i * 30 FROM n")
        _ = try database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// The names in `folder` that are backups or debris of one, sorted.
    static func backupNames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".backup") }.sorted()
    }
}
