import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// A logbook file filled with run rows through LogbookCore (not through import), for
/// running `list`, `show` and `stats` against.
struct ReportDatabase {
    /// The database file.
    let path: String
    /// An open connection to it.
    let database: Database

    /// Creates and migrates the database at `path`.
    init(path: String) throws {
        self.path = path
        database = try Database(path: path)
        try database.configure()
        _ = try Migrator().migrate(database)
    }

    /// The UTC instant and offset of a local time `yyyy-MM-dd HH:mm` in a named zone (system tz rules).
    static func instant(_ local: String, _ zone: String) throws -> (utc: Int64, offset: Int) {
        try LocalInstant.of(local, zone)
    }

    /// Stores a run (with its splits) through `RunStore`; the pace is judged from moving and distance.
    @discardableResult
    func insert(
        _ local: String, _ zone: String, distance: Double?, moving: Double?, name: String? = nil,
        sport: String = "running", heartRate: Double? = nil, maxHeartRate: Double? = nil, splits: [Split] = [],
        source: String = "gpx"
    ) throws -> Int64 {
        let (utc, offset) = try Self.instant(local, zone)
        let run = Run(
            startUTC: utc, utcOffset: offset, sport: sport, name: name, distance: distance, elapsed: moving, moving: moving,
            pace: Pace.judge(moving: moving, distance: distance, thresholds: .standard), averageHeartRate: heartRate,
            maxHeartRate: maxHeartRate, averageCadence: nil, elevationGain: nil, source: source)
        return try RunStore(database: database).insert(
            BuiltRun(run: run, splits: splits, samples: [], warnings: []), fileID: nil, importedAt: 0)
    }

    /// Writes `assignments` into a run's row with CHECK constraints off, as another tool could.
    func forceUpdate(runID: Int64, _ assignments: String) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        try database.execute("UPDATE runs SET \(assignments) WHERE id = ?", [.integer(runID)])
        try database.execute("PRAGMA ignore_check_constraints = OFF")
    }

    /// A split of `distance` metres in `seconds`, its pace judged as the run builder does.
    static func split(
        _ index: Int, _ distance: Double, _ seconds: Double, heartRate: Double? = nil, cadence: Double? = nil,
        gain: Double? = nil
    ) -> Split {
        Split(
            index: index, distance: distance, elapsed: seconds, moving: seconds,
            pace: Pace.judge(moving: seconds, distance: distance, thresholds: .standard), averageHeartRate: heartRate,
            averageCadence: cadence, elevationGain: gain)
    }

    /// Parses a JSON document printed by the binary.
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
