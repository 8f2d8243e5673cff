import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Databases and tracks with known geometry for the cleanup tests.
enum CleanupFixtures {
    /// Metres per degree of latitude on the mean-radius sphere: along a meridian the

    /// A run heading due north from 47.0 N 8.0 E, one point every 5 s, in legs of
    /// `seconds` at `speed` m/s, with heart rate `hr` (nil: none) on the points of each leg
    /// (a leg's first point belongs to the leg before).
    static func northRun(
        start: Int64, legs: [(seconds: Int, speed: Double, hr: Float?)], name: String = "Night Run", offset: Int = 7200
    ) -> ParsedActivity {
        SyntheticTracks.northRun(start: start, legs: legs, name: name, offset: offset)
    }

    /// The night run of the end-to-end tests: 1950 s at 3 m/s with heart rate, then the
    /// strap stops while the watch records 450 s more and 1700 m.
    static func tailRun(start: Int64 = 1_717_198_200) -> ParsedActivity {
        northRun(start: start, legs: [(1950, 3, 150), (450, 1700.0 / 450, nil)])
    }

    /// A new, migrated database in `folder`.
    static func database(in folder: ScratchFolder, name: String = "logbook.sqlite") throws -> Database {
        let database = try Database(path: folder.path(name))
        try database.configure()
        try Migrator().migrate(database)
        return database
    }

    /// A new, migrated database in `folder` holding every file of the shared corpus's
    /// `folders`, imported on the UTC calendar; skips the test when the corpus is absent.
    static func corpusDatabase(in folder: ScratchFolder, folders: [String]) throws -> Database {
        let root = try SharedCorpus.url()
        let database = try self.database(in: folder)
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        for entry in ImportPaths.expand(folders.map { root.appendingPathComponent($0).path }) {
            guard case .input(let input) = entry else { continue }
            _ = try importer.importFile(input, into: database)
        }
        return database
    }

    /// Builds and stores an activity as an import would; returns its id.
    @discardableResult
    static func store(_ activity: ParsedActivity, in database: Database) throws -> Int64 {
        let built = try RunBuilder.build(activity, zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard, file: "test")
        return try RunStore(database: database).insert(built, fileID: nil, importedAt: 1_735_000_000)
    }

    /// Writes a run row by raw SQL with CHECK constraints off, as an older tool or a hand
    /// in the sqlite3 shell could; `pace` may be infinite.
    static func insertRaw(
        _ database: Database, id: Int64, start: Int64, offset: Int = 7200, sport: String = "running", name: String? = nil,
        distance: Double?, elapsed: Double?, moving: Double?, pace: Double?, status: String, source: String = "csv",
        avgHR: Double? = nil
    ) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km,
                              pace_status, avg_hr, source, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1735000000)
            """,
            [
                .integer(id), .integer(start), .integer(Int64(offset)), .text(sport), name.sqliteValue, distance.sqliteValue,
                elapsed.sqliteValue, moving.sqliteValue, pace.sqliteValue, .text(status), avgHR.sqliteValue, .text(source),
            ])
    }

    /// Every row of every logbook table (the migrations record aside), with each value's
    /// storage type, as text: equal dumps mean byte-identical rows.
    static func dump(_ database: Database, tables: [String]? = nil) throws -> [String] {
        try DatabaseDump.lines(of: database, tables: tables)
    }
}
