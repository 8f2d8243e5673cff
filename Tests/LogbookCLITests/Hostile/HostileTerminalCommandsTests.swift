import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore
@testable import logbook

/// Control characters (ESC, BEL, a line feed, C1 CSI) and U+202E in what the commands
/// other than `import` and `list` print: a run name, a description, a sport written by
/// another tool, a file name, a logbook in a folder with such a name, a trigger another
/// tool added. Every human line shows each of them as a space.
final class HostileTerminalCommandsTests: XCTestCase {
    private var folder: ScratchFolder!
    /// A folder whose name holds ESC[2J and U+202E.
    private var logbookFolder: String { folder.path("dir\u{1B}[2J\u{202E}") }
    private var db: String { logbookFolder + "/logbook.sqlite" }
    /// How human lines show `db`.
    private var shownDB: String { folder.url.path + "/dir [2J /logbook.sqlite" }
    /// How human lines show the imported file's path.
    private var shownFile: String { folder.url.path + "/" + HostileTerminalTests.shown }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: logbookFolder, withIntermediateDirectories: true)
        let file = try TrackFiles.write(
            TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600, name: "Evil\u{202E}nuR\u{9B}"), to: HostileTerminalTests.hostile,
            in: folder)
        let imported = try CLIRunner.run(["import", "--db", db, file])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    override func tearDown() { folder.remove() }

    /// Runs `logbook` with `arguments` and `--db`, and asserts that nothing it printed holds
    /// a control character but line feeds, nor a bidirectional control.
    private func run(_ arguments: [String], db: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let result = try CLIRunner.run(arguments + ["--db", db ?? self.db])
        for text in [result.stdout, result.stderr] {
            let bad = text.unicodeScalars.filter { ($0 != "\n" && TableRenderer.isUnsafe($0)) }
            XCTAssertEqual(bad.map { String($0.value, radix: 16) }, [], "\(arguments): \(text)", file: file, line: line)
        }
        return result
    }

    /// Writes `sport` as run 1's sport, as another tool could (the schema has no CHECK on it).
    private func setSport(_ sport: String, table: String = "runs") throws {
        let database = try Database(path: db)
        try database.execute("UPDATE \(table) SET sport = ? WHERE id = 1", [.text(sport)])
    }

    func testShowNeutralisesTheNameTheSportAndTheFileName() throws {
        try setSport("running\u{1B}[2J\u{202E}")
        let result = try run(["show", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "Run 1: Evil nuR ")
        XCTAssertEqual(lines[2], "  Time zone   Atlantic/Reykjavik (from the run's position)")
        XCTAssertEqual(lines[3], "  Sport       running [2J ")
        XCTAssertEqual(lines.filter { $0.hasPrefix("first ") }.map { $0.hasSuffix("  " + shownFile) }, [true], result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "\n").count, lines.count, "a line feed in a name split a line")
    }

    func testEditShowsTheOldAndNewNameAndDescriptionNeutralised() throws {
        let result = try run(["edit", "1", "--name", "New\u{1B}]0;t\u{07}name", "--description", "D\u{202E}esc\nline 2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Edited run 1: name 'Evil nuR ' → 'New ]0;t name'; description none → 'D esc line 2'.\n")
        try setSport("cycling\u{1B}[2J")
        let resport = try run(["edit", "1", "--sport", "running"])
        XCTAssertEqual(
            resport.stdout, "Edited run 1: sport 'cycling [2J' → 'running'.\nPaces judged again as running: ok.\n")
    }

    func testCleanListsRestoresAndQuarantinesWithoutControls() throws {
        let dryRun = try run(["clean", "--min-distance", "5000"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertEqual(
            dryRun.stdout,
            "ID  START             DISTANCE      PACE  RULE       DETAIL\n"
                + " 1  2024-05-02 06:00   1.80 km  5:33 /km  too_short  1800 m is shorter than 5000 m\n"
                + "Dry run: 1 run would be quarantined and 0 recording tails could be trimmed; nothing was changed. "
                + "'logbook clean --apply' quarantines them.\n")
        XCTAssertEqual(try run(["clean", "--apply", "--min-distance", "5000"]).status, 0)
        try setSport("running\u{1B}]0;x\u{07}\u{202E}", table: "quarantined_runs")
        let quarantined = try run(["clean", "--quarantined"])
        XCTAssertEqual(quarantined.status, 0, quarantined.stderr)
        XCTAssertTrue(quarantined.stdout.hasPrefix("ID  START             DISTANCE      PACE  RULE       QUARANTINED  DETAIL\n"), quarantined.stdout)
        let restored = try run(["clean", "--restore", "1"])
        XCTAssertEqual(restored.status, 0, restored.stderr)
        XCTAssertEqual(restored.stdout, "Restored run 1: 2024-05-02 06:00, running ]0;x  , 1.80 km\n")
    }

    func testTrimAndRebuildPrintOnlyTheirOwnWords() throws {
        let trim = try run(["trim", "1", "--at", "5:00"])
        XCTAssertEqual(trim.status, 0, trim.stderr)
        XCTAssertEqual(
            trim.stdout,
            "Trimmed run 1 at 5:00 (06:05:00): 1.80 km → 0.90 km, moving 10:00 → 5:00, pace 5:33 /km → pace 5:33 /km.\n"
                + "Undo with 'logbook trim 1 --undo'.\n")
        let database = try Database(path: db)
        try database.execute("UPDATE runs SET distance_m = 1000 WHERE id = 1")
        let rebuild = try run(["rebuild"])
        XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
        XCTAssertEqual(rebuild.stdout, "Run 1 (2024-05-02 06:00): distance 1.00 km → 0.90 km\nRebuilt 1 of 1 run; the others were already up to date.\n")
        let missing = try run(["trim", "7", "--auto"])
        XCTAssertEqual(missing.stderr, "Error: no run with id 7\n")
    }

    func testStatsRecordsAndShowNameAHostileLogbookPathNeutralised() throws {
        let junk = logbookFolder + "/junk\u{07}.sqlite"
        try Data(repeating: UInt8(ascii: "x"), count: 4096).write(to: URL(fileURLWithPath: junk))
        let shownJunk = folder.url.path + "/dir [2J /junk .sqlite"
        for arguments in [["stats", "-M"], ["records"], ["show", "1"], ["clean"], ["trim", "1", "--auto"], ["rebuild"], ["migrate"]] {
            let result = try run(arguments, db: junk)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(
                result.stderr, "Error: \(shownJunk) is not a logbook database (it is not an SQLite file); refusing to touch it\n",
                "\(arguments)")
        }
        let stats = try run(["stats", "-M"])
        XCTAssertEqual(
            stats.stdout,
            "PERIOD   RUNS  DISTANCE  MOVING      PACE   HR  LONGEST  EXCLUDED\n"
                + "2024-05     1   1.80 km   10:00  5:33 /km  150  1.80 km         0\n"
                + "-------  ----  --------  ------  --------  ---  -------  --------\n"
                + "Total       1   1.80 km   10:00  5:33 /km  150  1.80 km         0\n")
        let records = try run(["records"])
        XCTAssertEqual(records.status, 0, records.stderr)
        XCTAssertTrue(records.stdout.contains("\n1k        5:33.3  5:33 /km  2024-05-02    1  at 0.0 km\n"), records.stdout)
    }

    func testMigrateNamesALogbookInAHostileFolderAndAHostileTriggerNeutralised() throws {
        let fresh = logbookFolder + "/new.sqlite"
        let created = try run(["migrate"], db: fresh)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertTrue(
            created.stdout.hasSuffix("The logbook at \(folder.url.path)/dir [2J /new.sqlite is now at schema \(Migrator().latestVersion).\n"),
            created.stdout)
        let again = try run(["migrate"], db: fresh)
        XCTAssertEqual(again.stdout, "The logbook at \(folder.url.path)/dir [2J /new.sqlite is up to date (schema \(Migrator().latestVersion)).\n")
        let database = try Database(path: db)
        try database.execute("CREATE TRIGGER \"t\u{1B}]0;x\u{07}\u{202E}\" AFTER INSERT ON runs BEGIN SELECT 1; END")
        let check = try run(["migrate", "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("\nFAIL schema matches a fresh database: unexpected trigger t ]0;x  \n"), check.stdout)
        let refused = try run(["edit", "1", "--name", "x"])
        XCTAssertEqual(
            refused.stderr,
            "Error: the schema of \(shownDB) was changed outside logbook (unexpected trigger t ]0;x  ); refusing to write to it. "
                + "Remove what was added (or restore a backup); 'logbook migrate --check' lists the differences\n")
    }
}
