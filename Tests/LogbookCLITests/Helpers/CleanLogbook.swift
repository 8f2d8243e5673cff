import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The logbook of the clean and trim tests, built through the migrations: good runs, and
/// rows written by raw SQL with CHECK constraints off, as an older schema or another tool
/// would have left them. Local times are Europe/Paris (+02:00 from April to June 2024).
///
/// | id | local start        | what                                                      |
/// |----|--------------------|-----------------------------------------------------------|
/// |  1 | 2024-04-06 07:00   | 10 km in 3000 s (5:00 /km): good                          |
/// |  2 | 2024-04-14 07:00   | 8 km in 2400 s, pace stored as +inf (9e999)               |
/// |  3 | 2024-04-20 07:00   | 0 m, 600 s elapsed                                        |
/// |  4 | 2024-05-01 07:00   | 30 m in 5 s                                               |
/// |  5 | 2024-05-02 08:00   | GPX: 1200 s due north at 3 m/s, heart rate 150: 3600 m    |
/// |  6 | 2024-05-02 08:00:10| its CSV twin: 3550 m, 1190 s moving, no samples or HR     |
/// |  7 | 2024-05-12 07:00   | 45 km in 4500 s (1:40 /km), stored 'ok' by an older tool  |
/// |  8 | 2024-06-01 01:30   | 1950 s at 3 m/s with HR, then 450 s and 1700 m without    |
/// |  9 | 2024-06-15 09:00   | hiking: 5 km in 10,500 s (35:00 /km)                      |
/// | 10 | 2024-06-20 07:00   | 5 km in 1500 s (5:00 /km): good                           |
enum CleanLogbook {

    /// Creates the logbook at `path`.
    static func create(at path: String) throws {
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database)
        try raw(database, id: 1, start: "2024-04-06T05:00:00Z", distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        try raw(database, id: 2, start: "2024-04-14T05:00:00Z", distance: 8000, elapsed: 2400, moving: 2400, pace: .infinity, status: "ok")
        try raw(database, id: 3, start: "2024-04-20T05:00:00Z", distance: 0, elapsed: 600, moving: 0, pace: nil, status: "no_distance")
        try raw(database, id: 4, start: "2024-05-01T05:00:00Z", distance: 30, elapsed: 5, moving: 5, pace: nil, status: "too_short")
        try built(database, expectedID: 5, northRun(start: "2024-05-02T06:00:00Z", legs: [(1200, 3, 150)], name: "Morning Run"))
        try raw(
            database, id: 6, start: "2024-05-02T06:00:10Z", name: "Morning Run", distance: 3550, elapsed: 1200, moving: 1190,
            pace: 1190 / 3.55, status: "ok", source: "csv")
        try raw(database, id: 7, start: "2024-05-12T05:00:00Z", distance: 45_000, elapsed: 4500, moving: 4500, pace: 100, status: "ok")
        try built(
            database, expectedID: 8,
            northRun(start: "2024-05-31T23:30:00Z", legs: [(1950, 3, 150), (450, 1700.0 / 450, nil)], name: "Night Run"))
        try raw(
            database, id: 9, start: "2024-06-15T07:00:00Z", sport: "hiking", distance: 5000, elapsed: 10_500, moving: 10_500,
            pace: nil, status: "too_slow")
        try raw(database, id: 10, start: "2024-06-20T05:00:00Z", distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
    }

    /// Seconds since 1970 of an ISO 8601 UTC time.
    static func utc(_ text: String) throws -> Int64 {
        let date = try XCTUnwrap(ISO8601DateFormatter().date(from: text), text)
        return Int64(date.timeIntervalSince1970)
    }

    /// A run row written by raw SQL with CHECK constraints off.
    static func raw(
        _ database: Database, id: Int64, start: String, sport: String = "running", name: String? = nil, distance: Double?,
        elapsed: Double?, moving: Double?, pace: Double?, status: String, source: String = "gpx"
    ) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km,
                              pace_status, source, imported_at)
            VALUES (?, ?, 7200, ?, ?, ?, ?, ?, ?, ?, ?, 1717000000)
            """,
            [
                .integer(id), .integer(try utc(start)), .text(sport), name.sqliteValue, distance.sqliteValue,
                elapsed.sqliteValue, moving.sqliteValue, pace.sqliteValue, .text(status), .text(source),
            ])
    }

    /// A run due north from 47.0 N 8.0 E, a point every 5 s, in legs of `seconds` at `speed`
    /// m/s with heart rate `hr` (nil: none) on the points of the leg, stated at +02:00.
    static func northRun(start: String, legs: [(seconds: Int, speed: Double, hr: Float?)], name: String) throws -> ParsedActivity {
        SyntheticTracks.northRun(start: try utc(start), legs: legs, name: name, offset: 7200)
    }

    /// Builds an activity as an import would and stores it through `RunStore`.
    static func built(_ database: Database, expectedID: Int64, _ activity: ParsedActivity) throws {
        let run = try RunBuilder.build(activity, zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard, file: "fixture")
        XCTAssertEqual(try RunStore(database: database).insert(run, fileID: nil, importedAt: 1_717_000_000), expectedID)
    }

    /// Every row of every logbook table (the migrations record aside) with each value's
    /// storage type: equal dumps mean byte-identical rows.
    static func dump(_ path: String) throws -> [String] {
        try DatabaseDump.lines(ofFile: path)
    }

    /// One number from the database.
    static func scalar(_ path: String, _ sql: String) throws -> SQLiteValue {
        try SampleRows.scalar(sql, path: path)
    }
}
