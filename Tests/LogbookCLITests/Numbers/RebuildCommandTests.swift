import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook rebuild` run as a child process.
final class RebuildCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports a 20-minute run at 3 m/s (3600 m) and rewrites its row as the version
    /// before device totals left it: 3450 m, 5:48 /km, no GPS distance or source.
    private func oldRun() throws {
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", db]).status, 0)
        try ReportDatabase(path: db).forceUpdate(
            runID: 1, "distance_m = 3450, pace_s_per_km = 347.8, gps_distance_m = NULL, distance_source = NULL, sport_source = NULL")
    }

    func testADryRunPrintsEachChangeAndWritesNothingThenARebuildWritesIt() throws {
        try oldRun()
        let before = try DatabaseDump.lines(ofFile: db)
        let dry = try CLIRunner.run(["rebuild", "--dry-run", "--db", db])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(
            dry.stdout,
            """
            Run 1 (2024-05-02 06:00): distance 3.45 km → 3.60 km, pace 5:48 /km → 5:33 /km, GPS distance -- → 3.60 km, distance from -- → gps
            Dry run: 1 of 1 run would change; nothing was written. 'logbook rebuild' writes them.

            """)
        XCTAssertEqual(try DatabaseDump.lines(ofFile: db), before)

        let rebuilt = try CLIRunner.run(["rebuild", "--db", db])
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertTrue(rebuilt.stdout.hasSuffix("Rebuilt 1 of 1 run; the others were already up to date.\n"), rebuilt.stdout)
        let database = try Database(path: db)
        XCTAssertEqual(try XCTUnwrap(database.scalar("SELECT distance_m FROM runs").doubleValue), 3600, accuracy: 0.05)
        XCTAssertEqual(try database.scalar("SELECT distance_source FROM runs").stringValue, "gps")
        let again = try CLIRunner.run(["rebuild", "1", "--db", db])
        XCTAssertEqual(again.stdout, "Rebuilt 0 of 1 run; the others were already up to date.\n")
    }

    func testUnknownIdsAreAnErrorAndNothingIsWritten() throws {
        try oldRun()
        let before = try DatabaseDump.lines(ofFile: db)
        let result = try CLIRunner.run(["rebuild", "1", "99", "--db", db])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Error: no run with id 99\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(try DatabaseDump.lines(ofFile: db), before)
        let usage = try CLIRunner.run(["rebuild", "first", "--db", db])
        XCTAssertEqual(usage.status, 64)
    }

    func testHelpSnapshot() throws {
        let result = try CLIRunner.run(["help", "rebuild"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            OVERVIEW: Compute stored runs again with today's rules, from their samples.

            Each run is computed again from its stored samples and the totals its file
            stated, exactly as an import would today: distance, moving time, splits, pace,
            and the sport when it was inferred. Its id, start, name and sport otherwise
            stay. Every change is printed before and after; each run is one transaction, so
            an interrupted rebuild leaves every run either as it was or rebuilt. Runs stored
            before device totals were kept cannot recover them from their samples: 'logbook
            import --refresh FILE' re-reads their files. --from-originals reads the files
            the logbook kept (see 'logbook original') with today's readers, as 'import
            --refresh' reads them from disk: a run's id, name and edits stay, its numbers,
            splits and samples are read again; runs whose file was not kept stay.

            USAGE: logbook rebuild [--dry-run] [--from-originals] [--min-distance <m>]
                   [--min-pace <m:ss>] [--max-pace <m:ss>] [--table | --json] [--db <path>]
                   [<id> ...]

            ARGUMENTS:
              <id>                    The runs to rebuild (default: every run not in
                                      quarantine).

            OPTIONS:
              --dry-run               Print what would change, write nothing.
              --from-originals        Read the kept originals of their files again with
                                      today's readers instead.
              --min-distance <m>      Shortest run, in metres, whose pace counts (default
                                      50).
              --min-pace <m:ss>       Fastest pace per km that counts (default 2:00).
              --max-pace <m:ss>       Slowest pace per km that counts (default 30:00).
              --table                 Print an aligned table (default).
              --json                  Print the runs that changed, before and after, as one
                                      JSON document.
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """)
    }
}
