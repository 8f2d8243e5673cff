import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

final class ImportCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func importJSON(_ arguments: [String]) throws -> (CLIResult, [[String: Any]]) {
        let result = try CLIRunner.run(["import", "--json", "--db", db] + arguments)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        return (result, parsed ?? [])
    }

    private func runs(_ object: [String: Any]) -> [[String: Any]] { object["runs"] as? [[String: Any]] ?? [] }

    private func count(_ sql: String) throws -> Int64 {
        let database = try Database(path: db, mode: .readOnly)
        return try SampleRows.scalar(database, sql).int64Value ?? -1
    }

    func testImportsAGPXRunWithItsNumbers() throws {
        // 20 minutes due north at 3 m/s: 1200 s × 3 m/s = 3600 m; pace 1200 s / 3.6 km = 333.3 s/km.
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        let (result, files) = try importJSON(["--tz", "UTC", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files[0]["status"] as? String, "imported")
        XCTAssertEqual(files[0]["file"] as? String, path)
        let run = try XCTUnwrap(runs(files[0]).first)
        XCTAssertEqual(run["id"] as? Int, 1)
        XCTAssertEqual(run["start"] as? String, "2024-05-02T06:00:00+00:00")
        XCTAssertEqual(run["sport"] as? String, "running")
        XCTAssertEqual(try XCTUnwrap(run["distance_m"] as? Double), 3600, accuracy: 0.5)
        XCTAssertEqual(run["elapsed_s"] as? Double, 1200)
        XCTAssertEqual(run["moving_s"] as? Double, 1200)
        XCTAssertEqual(try XCTUnwrap(run["pace_s_per_km"] as? Double), 333.333, accuracy: 0.01)
        XCTAssertEqual(run["pace_status"] as? String, "ok")
        XCTAssertTrue(files[0]["duplicate_of"] is NSNull)
        XCTAssertTrue(files[0]["error"] is NSNull)
        XCTAssertEqual(try count("SELECT count(*) FROM samples WHERE run_id = 1"), 241)
        // Splits: 1000, 1000, 1000 and a last partial split of 600 m.
        XCTAssertEqual(try count("SELECT count(*) FROM splits WHERE run_id = 1"), 4)
        XCTAssertEqual(try count("SELECT round(distance_m) FROM splits WHERE run_id = 1 AND split_index = 4"), 600)
        XCTAssertEqual(try count("SELECT round(avg_hr) FROM runs WHERE id = 1"), 150)
    }

    func testHumanOutputEndsWithTheSummaryLine() throws {
        let good = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "a/run.gpx", in: folder)
        try TrackFiles.write("<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2024", to: "a/cut.gpx", in: folder)
        try TrackFiles.write("ignored", to: "a/.hidden.gpx", in: folder)
        let result = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, folder.path("a")])
        XCTAssertEqual(result.status, 1)
        // A line per file: the cut one is told by its error alone (on stderr).
        XCTAssertEqual(
            result.stdout,
            "\(good): 1 run imported, 0 duplicates, 0 rejected\nImported 1 run from 2 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n")
        XCTAssertTrue(result.stderr.contains("Error: \(folder.path("a/cut.gpx")):1: "), result.stderr)
        let again = try CLIRunner.run(["import", "--db", db, good])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "\(good): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testSameFileTwiceIsADuplicate() throws {
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        _ = try importJSON([path])
        let (second, files) = try importJSON([path])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(files[0]["status"] as? String, "duplicate")
        XCTAssertEqual(files[0]["duplicate_of"] as? Int, 1)
        XCTAssertEqual(runs(files[0]).first?["id"] as? Int, 1)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 241)
    }

    private func csvTwin() throws -> String {
        // The same run as the GPX below, as a summary row: start 10 s later, 3550 m (1.4 % shorter).
        try TrackFiles.write(
            "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:10Z,running,3550,1200,1190,,Morning Run\n",
            to: "activities.csv", in: folder)
    }

    func testSameRunAsCSVThenGPXIsUpgradedKeepingItsId() throws {
        let csv = try csvTwin()
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        let (first, firstFiles) = try importJSON([csv])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(firstFiles[0]["status"] as? String, "imported")
        XCTAssertEqual(try count("SELECT round(distance_m) FROM runs WHERE id = 1"), 3550)
        let (second, files) = try importJSON([gpx])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(files[0]["status"] as? String, "upgraded")
        XCTAssertEqual(runs(files[0]).first?["id"] as? Int, 1)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT round(distance_m) FROM runs WHERE id = 1"), 3600)
        XCTAssertEqual(try count("SELECT count(*) FROM samples WHERE run_id = 1"), 241)
        XCTAssertEqual(try count("SELECT source = 'gpx' FROM runs WHERE id = 1"), 1)
    }

    func testSameRunAsGPXThenCSVIsADuplicate() throws {
        let csv = try csvTwin()
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        _ = try importJSON([gpx])
        let (second, files) = try importJSON([csv])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(files[0]["status"] as? String, "duplicate")
        XCTAssertEqual(files[0]["duplicate_of"] as? Int, 1)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT round(distance_m) FROM runs WHERE id = 1"), 3600)
    }

    func testLocalTimeFollowsTheZoneOnTheRunsOwnDate() throws {
        let winter = try TrackFiles.write(TrackFiles.gpx(start: "2024-12-31T23:30:00Z", duration: 600), to: "nye.gpx", in: folder)
        let summer = try TrackFiles.write(TrackFiles.gpx(start: "2024-07-01T06:00:00Z", duration: 600), to: "summer.gpx", in: folder)
        let (result, files) = try importJSON(["--tz", "Europe/Paris", winter, summer])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(runs(files[0]).first?["start"] as? String, "2025-01-01T00:30:00+01:00")
        XCTAssertEqual(runs(files[1]).first?["start"] as? String, "2024-07-01T08:00:00+02:00")
        XCTAssertEqual(try count("SELECT utc_offset_s FROM runs WHERE id = 1"), 3600)
        XCTAssertEqual(try count("SELECT start_utc FROM runs WHERE id = 1"), 1_735_687_800)
    }

    func testZonelessCSVTimeIsLocalTimeInTheGivenZone() throws {
        let csv = try TrackFiles.write(
            "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-07-01 08:00:00,running,10000,3000,2950,141,Lake loop\n",
            to: "mine.csv", in: folder)
        let (result, files) = try importJSON(["--tz", "America/New_York", csv])
        XCTAssertEqual(result.status, 0, result.stderr)
        let run = try XCTUnwrap(runs(files[0]).first)
        XCTAssertEqual(run["start"] as? String, "2024-07-01T08:00:00-04:00")
        XCTAssertEqual(run["pace_s_per_km"] as? Double, 295)
        XCTAssertEqual(try count("SELECT start_utc FROM runs"), 1_719_835_200)  // 12:00Z
    }

    /// A file rejected in the middle of a batch leaves the database exactly as if it
    /// had not been given: same rows as importing the good files alone.
    func testRejectedFileInABatchLeavesNothingBehind() throws {
        let first = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "1.gpx", in: folder)
        let second = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 900), to: "3.gpx", in: folder)
        // Good rows first, then a row that cannot be read on line 4: the whole file goes.
        let badCSV = try TrackFiles.write(
            "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-06-01T06:00:00Z,running,5000,1500,1500,,a\n2024-06-02T06:00:00Z,running,5000,1500,1500,,b\n2024-06-03T06:00:00Z,running,five,1500,1500,,c\n",
            to: "2.csv", in: folder)
        let result = try CLIRunner.run(["import", "--db", db, first, badCSV, second])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Error: \(badCSV):4: "), result.stderr)

        let reference = folder.path("reference.sqlite")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", reference, first, second]).status, 0)
        XCTAssertEqual(try dump(db), try dump(reference))
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 2)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE start_utc >= 1717200000"), 0)
    }

    func testDryRunWritesNothing() throws {
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0)
        let before = try dump(db)
        let result = try CLIRunner.run(["import", "--verbose", "--dry-run", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("imported   \(path): new run, 2024-05-02"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Imported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected. (dry run: nothing was written)\n"))
        XCTAssertEqual(try dump(db), before)
    }

    func testStandardInputIsNamedDash() throws {
        let text = TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600)
        let result = try CLIRunner.run(["import", "--json", "--db", db, "-"], stdin: Data(text.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"file\": \"-\""), result.stdout)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
    }

    func testUsageErrorsExit64() throws {
        let noPath = try CLIRunner.run(["import", "--db", db])
        XCTAssertEqual(noPath.status, 64)
        XCTAssertTrue(noPath.stderr.hasPrefix("Error: Missing expected argument '<path> ...'\nUsage: logbook import "), noPath.stderr)
        let zone = try CLIRunner.run(["import", "--tz", "Mars/Olympus", "--db", db, "x.gpx"])
        XCTAssertEqual(zone.status, 64)
        XCTAssertTrue(zone.stderr.hasPrefix("Error: Unknown time zone 'Mars/Olympus'"), zone.stderr)
        let pace = try CLIRunner.run(["import", "--max-pace", "fast", "--db", db, "x.gpx"])
        XCTAssertEqual(pace.status, 64)
        XCTAssertTrue(pace.stderr.hasPrefix("Error: The value 'fast' is invalid for '--max-pace <m:ss>': expected a pace per km as M:SS, e.g. 4:30"), pace.stderr)
        let typo = try CLIRunner.run(["import", "--dryrun", "x.gpx"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.hasPrefix("Error: Unknown option '--dryrun'. Did you mean '--dry-run'?\n"), typo.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
    }

    func testMissingPathIsRejectedAndOthersStillGoIn() throws {
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        let missing = folder.path("nope.gpx")
        let result = try CLIRunner.run(["import", "--db", db, missing, path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Error: \(missing): no such file or folder\n"), result.stderr)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
    }

    /// On one processor (`taskset -c 0`) the files are built on the storing thread, with no
    /// worker: the logbook, the report and the exit code are those of an import on every
    /// processor, a broken file among good ones included.
    func testAnImportOnOneProcessorStoresWhatAnImportOnEveryProcessorStores() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else { throw XCTSkip("taskset is not installed") }
        let runs = try HourLongRuns.write(0..<4, into: folder.url.appendingPathComponent("runs"), seconds: 1800)
        let broken = try TrackFiles.write("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\">", to: "broken.gpx", in: folder)
        let files = runs + [broken, CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path]
        let every = try CLIRunner.run(["import", "--db", folder.path("every.sqlite")] + files)
        let one = try CLIRunner.run(
            ["-c", "0", CLIRunner.binary.path, "import", "--db", folder.path("one.sqlite")] + files,
            executable: URL(fileURLWithPath: "/usr/bin/taskset"))
        XCTAssertEqual(every.status, 1, every.stderr)
        XCTAssertEqual(one.status, every.status, one.stderr)
        XCTAssertEqual(one.stdout, every.stdout)
        // Each made its own logbook and said so; the rest is the same.
        XCTAssertEqual(one.stderr, every.stderr.replacingOccurrences(of: folder.path("every.sqlite"), with: folder.path("one.sqlite")))
        XCTAssertTrue(one.stderr.contains("broken.gpx"), one.stderr)
        XCTAssertTrue(one.stdout.hasSuffix("Imported 185 runs from 9 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n"), one.stdout)
        XCTAssertTrue(one.stderr.hasSuffix("broken.gpx:1: unexpected end of file inside <trkpt>\n"), one.stderr)
        XCTAssertEqual(try dump(folder.path("one.sqlite")), try dump(folder.path("every.sqlite")))
        XCTAssertEqual(try dump(folder.path("one.sqlite")).filter { $0.hasPrefix("samples: ") }.count, 4 * 1801 + 1577, "four half-hour runs of 1,801 points and the examples")
    }

    /// Every row of every table, `imported_at` left out (it is the clock), as text.
    private func dump(_ path: String) throws -> [String] {
        let database = try Database(path: path, mode: .readOnly)
        try SampleRows.materialize(database)
        var lines: [String] = []
        for table in ["runs", "splits", "samples", "import_files"] {
            let columns = try SampleRows.columns(of: table, in: database).filter { $0 != "imported_at" }
            for row in try database.rows("SELECT \(columns.joined(separator: ", ")) FROM \(table) ORDER BY 1, 2") {
                lines.append(table + ": " + row.map { "\($0)" }.joined(separator: "|"))
            }
        }
        return lines
    }

    func testPaceThresholdsBeyondWhatTheSchemaStoresAreUsageErrors() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        let db = folder.path("logbook.sqlite")
        for (option, value) in [("--min-pace", "0:00"), ("--max-pace", "99999:00")] {
            let result = try CLIRunner.run(["import", option, value, "--db", db, run])
            XCTAssertEqual(result.status, 64, "\(option) \(value): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "Error: The value '\(value)' is invalid for '\(option) <m:ss>': expected a pace per km from 0:01 /km to 16666:40 /km\n"),
                result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: db), "nothing is opened for a usage error")
        }
        // At the bounds every pace can be stored: the file imports, its 5:33 /km inside them.
        let result = try CLIRunner.run(["import", "--verbose", "--min-pace", "0:01", "--max-pace", "16666:40", "--db", db, run])
        XCTAssertEqual(result.status, 0, result.stderr)
        // --verbose says the run's new map tiles between its line and the summary.
        XCTAssertTrue(result.stdout.contains("1.80 km, 5:33 /km\nThe new runs added "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\nImported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n"), result.stdout)
    }
}
