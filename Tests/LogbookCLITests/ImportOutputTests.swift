import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// What `import` prints: a line per file given (an archive is one), the total; `--quiet` and
/// `--verbose`; on a terminal a progress line drawn in place and erased before every other
/// line, at the end, on an error and on Ctrl-C.
final class ImportOutputTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var examples: String { CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The four example exports through a pipe: four lines and the total, where every run once had a line (181).
    func testTheExamplesThroughAPipePrintALinePerFileAndTheTotal() throws {
        let result = try CLIRunner.run(["import", "--db", db, examples])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "Created a new logbook at \(db)\n")
        XCTAssertEqual(
            result.stdout,
            """
            \(examples)/garmin-connect-run-gpxtpx-hr.gpx: 1 run imported, 0 duplicates, 0 rejected
            \(examples)/garmin-connect-run-ns3-hr-cad.gpx: 1 run imported, 0 duplicates, 0 rejected
            \(examples)/garmin-forerunner410-run-3-laps-hr.tcx: 1 run imported, 0 duplicates, 0 rejected
            \(examples)/runkeeper-cardioActivities.csv: 178 runs imported, 0 duplicates, 0 rejected
            Imported 181 runs from 4 files: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.

            """)
        let again = try CLIRunner.run(["import", "--db", db, examples])
        XCTAssertEqual(again.stdout.split(separator: "\n").count, 5)
        XCTAssertTrue(again.stdout.contains("runkeeper-cardioActivities.csv: 0 runs imported, 178 duplicates, 0 rejected\n"), again.stdout)
        XCTAssertTrue(again.stdout.hasSuffix("Imported 0 runs from 4 files: 4 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n"))
    }

    func testQuietPrintsOnlyErrors() throws {
        let bad = try TrackFiles.write("not an export at all", to: "bad.gpx", in: folder)
        let result = try CLIRunner.run(["import", "--quiet", "--db", db, examples, bad])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        // A logbook made now is said even so, as an upgrade is: it may be a mistyped --db.
        XCTAssertEqual(
            result.stderr,
            "Created a new logbook at \(db)\nError: \(bad):1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file\n")
        XCTAssertEqual(try CLIRunner.run(["list", "--json", "--db", db]).stdout.components(separatedBy: "\"id\"").count - 1, 181)
    }

    func testQuietPrintsNothingWhenEveryFileGoesIn() throws {
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        let result = try CLIRunner.run(["import", "-q", "--db", db, run])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Created a new logbook at \(db)\n", "a new logbook is said even so")
        let again = try CLIRunner.run(["import", "-q", "--db", db, run])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout + again.stderr, "")
        let missing = try CLIRunner.run(["import", "-q", "--db", db, folder.path("absent.gpx")])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "Error: \(folder.path("absent.gpx")): no such file or folder\n")
    }

    /// `import -` on a terminal says it reads standard input before it waits there; Ctrl-C stops it.
    func testReadingStandardInputFromATerminalSaysSoFirst() throws {
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0, "the logbook exists: only the reading is said")
        let message = "Reading an activity file from standard input; press Ctrl-D to end, Ctrl-C to stop"
        let outcome = try TerminalRun.logbook(["import", "--db", db, "-"], interruptWhen: { $0.contains(message) }, timeout: 60)
        XCTAssertEqual(outcome.screen.first, message)
        XCTAssertNotEqual(outcome.status, 0, outcome.bytes)
        // Through a pipe there is no one to tell: nothing but the import's own lines.
        let piped = try CLIRunner.run(["import", "--db", db, "-"], stdin: Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600).utf8))
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "")
        XCTAssertEqual(piped.stdout, "-: 1 run imported, 0 duplicates, 0 rejected\nImported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testVerboseBringsBackALinePerRun() throws {
        let result = try CLIRunner.run(["import", "--verbose", "--tz", "UTC", "--db", db, examples])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        // A line per run, the new map tiles, the summary.
        XCTAssertEqual(lines.count, 183)
        XCTAssertEqual(lines.filter { $0.hasPrefix("imported   ") }.count, 181)
        XCTAssertTrue(lines[181].hasPrefix("The new runs added "), "\(lines[181])")
        XCTAssertTrue(lines[0].hasPrefix("imported   \(examples)/garmin-connect-run-gpxtpx-hr.gpx: run 1, "), "\(lines[0])")
    }

    func testVerboseAndQuietTogetherAreAUsageError() throws {
        let result = try CLIRunner.run(["import", "--verbose", "--quiet", "--db", db, examples])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("Error: --verbose and --quiet cannot be used together\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
        XCTAssertEqual(try CLIRunner.run(["import", "--json", "--quiet", "--db", db, examples]).status, 64)
    }

    /// An archive is one line with its members' totals, and a line per reason members were skipped.
    func testAnArchiveIsOneLineWithItsMembersTotals() throws {
        let gpx = { (start: String) in Data(TrackFiles.gpx(start: start, duration: 600).utf8) }
        let zip = folder.path("runs.zip")
        try TestArchive.zip([
            ("a.gpx", gpx("2024-05-02T06:00:00Z")), ("b.gpx", gpx("2024-05-03T06:00:00Z")), ("c.gpx", gpx("2024-05-02T06:00:00Z")),
            (".hidden.gpx", gpx("2024-05-04T06:00:00Z")), ("bad.gpx", Data("junk".utf8)),
        ]).write(to: URL(fileURLWithPath: zip))
        let result = try CLIRunner.run(["import", "--db", db, zip])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stdout,
            """
            \(zip): 2 runs imported, 1 duplicate, 1 rejected, 1 skipped (5 files)
              1 file skipped: hidden file
            Imported 2 runs from 5 files: 1 duplicate, 0 upgraded, 1 skipped, 1 rejected.

            """)
        XCTAssertEqual(
            result.stderr, "Created a new logbook at \(db)\nError: \(zip):bad.gpx:1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file\n")
    }

    /// On a terminal the progress line is drawn, rewritten in place and erased: what stays on
    /// the screen is the file lines, the error and the total, as through a pipe.
    func testOnATerminalTheProgressLineIsDrawnAndErased() throws {
        let bad = try TrackFiles.write("not an export at all", to: "bad.gpx", in: folder)
        let outcome = try TerminalRun.logbook(["import", "--db", db, examples, bad])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.bytes.contains("\r\u{1B}[K0/5 files, 0 runs, 0 bytes read, 0:00"), outcome.bytes)
        XCTAssertTrue(outcome.bytes.contains("4/5 files, 181 runs, "), outcome.bytes)
        XCTAssertEqual(
            outcome.screen,
            [
                "Created a new logbook at \(db)",
                "\(examples)/garmin-connect-run-gpxtpx-hr.gpx: 1 run imported, 0 duplicates, 0 rejected",
                "\(examples)/garmin-connect-run-ns3-hr-cad.gpx: 1 run imported, 0 duplicates, 0 rejected",
                "\(examples)/garmin-forerunner410-run-3-laps-hr.tcx: 1 run imported, 0 duplicates, 0 rejected",
                "\(examples)/runkeeper-cardioActivities.csv: 178 runs imported, 0 duplicates, 0 rejected",
                "Error: \(bad):1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file",
                "Imported 181 runs from 5 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.",
            ])
    }

    /// Ctrl-C in the middle: exit 130, the files done kept, and no progress line left behind.
    func testCtrlCOnATerminalLeavesNoProgressLineBehind() throws {
        let files = try HourLongRuns.write(0..<40, into: folder.url.appendingPathComponent("runs"))
        let outcome = try TerminalRun.logbook(["import", "--db", db] + files, interruptWhen: { $0.contains("run-001.gpx: 1 run imported") })
        XCTAssertEqual(outcome.status, 130, outcome.bytes)
        let screen = outcome.screen
        XCTAssertFalse(screen.contains { $0.contains(" files, ") }, "\(screen)")
        let done = screen.filter { $0.hasSuffix(": 1 run imported, 0 duplicates, 0 rejected") }.count
        XCTAssertGreaterThanOrEqual(done, 2)
        XCTAssertLessThan(done, 40)
        XCTAssertTrue(screen.contains { $0.hasPrefix("Interrupted: ") && $0.hasSuffix("; \(done) finished files kept.") }, "\(screen)")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, Int64(done))
    }

    func testFileLinesCountRunsInTheSingularAndPlural() {
        var tally = ImportTally()
        XCTAssertEqual(tally.text(archive: false), "0 runs imported, 0 duplicates, 0 rejected")
        tally.imported = 1
        tally.duplicates = 1
        XCTAssertEqual(tally.text(archive: false), "1 run imported, 1 duplicate, 0 rejected")
        tally.imported = 2
        tally.duplicates = 3
        tally.upgraded = 1
        tally.skipped = 4
        tally.files = 1
        XCTAssertEqual(tally.text(archive: true), "2 runs imported, 3 duplicates, 1 upgraded, 0 rejected, 4 skipped (1 file)")
        XCTAssertEqual(ImportSummary([]).line, "Imported 0 runs from 0 files: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.")
    }

    func testTheEstimateComesAfterThreeSecondsFromTheShareOfBytes() {
        XCTAssertNil(ImportProgressText.remaining(elapsed: 2.9, bytesDone: 50, bytesTotal: 100, filesDone: 1, filesTotal: 2))
        XCTAssertEqual(
            try XCTUnwrap(ImportProgressText.remaining(elapsed: 10, bytesDone: 25, bytesTotal: 100, filesDone: 3, filesTotal: 4)), 30,
            accuracy: 1e-9)
        // Without a size (standard input), from the files done.
        XCTAssertEqual(
            try XCTUnwrap(ImportProgressText.remaining(elapsed: 10, bytesDone: 25, bytesTotal: nil, filesDone: 1, filesTotal: 5)), 40,
            accuracy: 1e-9)
        XCTAssertNil(ImportProgressText.remaining(elapsed: 10, bytesDone: 0, bytesTotal: 100, filesDone: 0, filesTotal: 5))
        XCTAssertEqual(
            ImportProgressText.line(done: 1, total: 40, runs: 1, bytes: 2048, elapsed: 65, remaining: 125),
            "1/40 files, 1 run, 2.0 KiB read, 1:05, about 2:05 left")
    }
}
