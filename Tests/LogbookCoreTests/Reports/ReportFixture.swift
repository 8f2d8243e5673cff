import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// An in-memory, migrated logbook that tests fill with run rows by SQL, the way any
/// writer could (not through the importer).
struct ReportFixture {
    /// The connection.
    let database: Database

    /// A fresh, migrated in-memory database.
    init() throws {
        database = try Database(path: ":memory:")
        try database.configure()
        _ = try Migrator().migrate(database)
    }

    /// The UTC instant and UTC offset of a local wall-clock time `yyyy-MM-dd HH:mm` in a
    /// named zone, from the system's time-zone rules (independent of the code under test).
    static func instant(_ local: String, _ zone: String) throws -> (utc: Int64, offset: Int) {
        try LocalInstant.of(local, zone)
    }

    /// Inserts a run starting at `local` in `zone`; the pace is stored as given, the status
    /// `ok` when a pace is given, else `status`. Returns its id.
    @discardableResult
    func insert(
        _ local: String, _ zone: String, distance: Double?, moving: Double?, pace: Double?, status: String? = nil,
        sport: String = "running", heartRate: Double? = nil, elapsed: Double? = nil, name: String? = nil
    ) throws -> Int64 {
        let (utc, offset) = try Self.instant(local, zone)
        try database.execute(
            """
            INSERT INTO runs (start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km,
                              pace_status, avg_hr, source, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'gpx', 0)
            """,
            [
                .integer(utc), .integer(Int64(offset)), .text(sport), name.sqliteValue, distance.sqliteValue,
                (elapsed ?? moving).sqliteValue, moving.sqliteValue, pace.sqliteValue,
                .text(status ?? (pace == nil ? "no_distance" : "ok")), heartRate.sqliteValue,
            ])
        return database.lastInsertedRowID
    }

    /// Writes `assignments` into a run's row with the CHECK constraints switched off, as
    /// an older schema or another tool could have: e.g. `pace_s_per_km = 9e999` (read back as +inf).
    func forceUpdate(runID: Int64, _ assignments: String) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        try database.execute("UPDATE runs SET \(assignments) WHERE id = ?", [.integer(runID)])
        try database.execute("PRAGMA ignore_check_constraints = OFF")
    }

    /// The periods of `kind` with the default thresholds, every sport.
    func periods(
        _ kind: PeriodKind, filter: RunFilter = RunFilter(sport: "running"), thresholds: PaceThresholds = .standard
    ) throws -> [PeriodStats] {
        try PeriodReport(database: database).periods(filter: filter, kind: kind, thresholds: thresholds)
    }
}
