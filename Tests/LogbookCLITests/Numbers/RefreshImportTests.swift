import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook import --refresh`: files imported before are read again and their runs
/// updated in place.
final class RefreshImportTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports the TCX run (3600 m by GPS, its lap states 4200 m), names it as a runner
    /// would, and rewrites its numbers as the version before device totals stored them.
    private func oldImport() throws -> String {
        let path = try TrackFiles.write(DeviceTotalsCommandTests.tcx(seconds: 1200, lapDistance: 4200), to: "lap.tcx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", db]).status, 0)
        try ReportDatabase(path: db).forceUpdate(
            runID: 1,
            """
            name = 'Hill reps', distance_m = 3450, pace_s_per_km = 347.8, device_distance_m = NULL, device_timer_s = NULL,
            gps_distance_m = NULL, distance_source = NULL, sport_source = NULL
            """)
        return path
    }

    func testARefreshKeepsTheIdAndTheRunnersNameAndTakesTodaysNumbers() throws {
        let path = try oldImport()
        let result = try CLIRunner.run(["import", "--refresh", path, "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            refreshed  \(path): Run 1 (2024-05-02 06:00): distance 3.45 km → 4.20 km, pace 5:48 /km → 4:46 /km, \
            GPS distance -- → 3.60 km, distance from -- → device
            Refreshed 1 of 1 run: 0 not imported before, 0 skipped, 0 rejected.

            """)
        let database = try Database(path: db)
        let row = try XCTUnwrap(
            database.rows("SELECT id, name, distance_m, device_distance_m, device_timer_s, distance_source, sport_source FROM runs").first)
        XCTAssertEqual(row, [.integer(1), .text("Hill reps"), .real(4200), .real(4200), .real(1200), .text("device"), .text("file")])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 241)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits").int64Value, 4)
        // Refreshed again: nothing to change.
        let again = try CLIRunner.run(["import", "--refresh", path, "--db", db])
        XCTAssertEqual(again.stdout, "unchanged  \(path): run 1\nRefreshed 0 of 1 run: 0 not imported before, 0 skipped, 0 rejected.\n")
    }

    func testADryRunRefreshPrintsTheChangeAndWritesNothing() throws {
        let path = try oldImport()
        let before = try DatabaseDump.lines(ofFile: db)
        let result = try CLIRunner.run(["import", "--refresh", "--dry-run", path, "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("distance 3.45 km → 4.20 km"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("(dry run: nothing was written)\n"), result.stdout)
        XCTAssertEqual(try DatabaseDump.lines(ofFile: db), before)
    }

    func testUnknownFilesAreNamedAndTrimmedRunsLeftAlone() throws {
        let path = try oldImport()
        let other = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-09T06:00:00Z", duration: 600), to: "new.gpx", in: folder)
        let unknown = try CLIRunner.run(["import", "--refresh", other, "--db", db])
        XCTAssertEqual(unknown.status, 0, unknown.stderr)
        XCTAssertEqual(
            unknown.stdout,
            "unknown    \(other): not imported before: import it without --refresh\n"
                + "Refreshed 0 of 0 runs: 1 not imported before, 0 skipped, 0 rejected.\n")
        XCTAssertEqual(try Database(path: db).scalar("SELECT count(*) FROM runs").int64Value, 1)

        XCTAssertEqual(try CLIRunner.run(["trim", "1", "--at", "15:00", "--db", db]).status, 0)
        let before = try DatabaseDump.lines(ofFile: db)
        let trimmed = try CLIRunner.run(["import", "--refresh", path, "--db", db])
        XCTAssertEqual(trimmed.status, 0, trimmed.stderr)
        XCTAssertTrue(
            trimmed.stderr.contains("run 1 was trimmed: left as it is ('logbook trim 1 --undo' first to refresh it)"), trimmed.stderr)
        XCTAssertEqual(try DatabaseDump.lines(ofFile: db), before)
    }
}
