import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookSupport

/// `logbook original` and `rebuild --from-originals` as a child process: every imported file
/// comes back byte for byte, whatever it was (a GPX, a FIT, a CSV, an archive member), and a
/// kept original read again restores exactly the runs whose stored numbers differ from it.
final class OriginalCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let root = CLIRunner.packageRoot

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func fixture(_ path: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(path)) }

    /// The id of the run whose numbers came from the file imported as `name`.
    private func run(fromFile name: String) throws -> Int64 {
        let id = try DatabaseSnapshot.scalar(
            "SELECT r.id FROM runs r JOIN import_files f ON f.id = r.file_id WHERE f.name = ? ORDER BY r.id LIMIT 1", [.text(name)],
            path: db)
        return try XCTUnwrap(id.int64Value, "no run from \(name)")
    }

    /// Writes run `id`'s original to a new file and returns its bytes, checking the message.
    private func original(_ id: Int64, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let out = folder.path("original-\(id)-\(UUID().uuidString)")
        let result = try CLIRunner.run(["original", String(id), "--out", out, "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.hasPrefix("Wrote \(out): "), result.stdout, file: file, line: line)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    func testOriginalWritesBackTheImportedBytesOfAGPXAFITACSVAndZipMembers() throws {
        let gpx = try fixture("Tests/Examples/garmin-connect-run-ns3-hr-cad.gpx")
        let fit = try fixture("Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")
        let runkeeper = try fixture("Tests/Examples/runkeeper-cardioActivities.csv")
        let memberGPX = Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200, name: "Morning Run").utf8)
        let memberFIT = try fixture("Tests/LogbookCoreTests/Fixtures/fit/run-garmin-fenix2-gps-hr-cad-running-dynamics.fit")
        let activities = Data("""
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Moving Time
            101,"May 2, 2024, 6:00:00 AM",Tempo by the river,Run,,1200,3.6,,,false,,,activities/101.gpx,1200
            105,"Jan 5, 2024, 7:00:00 AM",Treadmill hour,Run,Manual entry,3600,10.5,,,false,,,,3500

            """.utf8)
        let files = folder.path("files")
        try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
        try gpx.write(to: URL(fileURLWithPath: files + "/run.gpx"))
        try fit.write(to: URL(fileURLWithPath: files + "/watch.fit"))
        try runkeeper.write(to: URL(fileURLWithPath: files + "/cardioActivities.csv"))
        try TestArchive.zip([
            ("activities.csv", activities), ("activities/101.gpx", memberGPX),
            ("activities/103.fit.gz", try TestArchive.compressed(memberFIT)),
        ]).write(to: URL(fileURLWithPath: files + "/export_1.zip"))
        let imported = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, files])
        XCTAssertEqual(imported.status, 0, imported.stderr + imported.stdout)

        XCTAssertEqual(try original(try run(fromFile: files + "/run.gpx")), gpx)
        XCTAssertEqual(try original(try run(fromFile: files + "/watch.fit")), fit)
        XCTAssertEqual(try original(try run(fromFile: files + "/cardioActivities.csv")), runkeeper)
        // The file a CSV row names gives its run; the manual row's run comes from the CSV itself.
        let rowRun = try run(fromFile: files + "/export_1.zip:activities/101.gpx")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT name FROM runs WHERE id = ?", [.integer(rowRun)], path: db), .text("Tempo by the river"))
        XCTAssertEqual(try original(rowRun), memberGPX)
        XCTAssertEqual(try original(try run(fromFile: files + "/export_1.zip:activities.csv")), activities)
        // A compressed member is kept as the file inside it, under the hash import recorded.
        let fitRun = try run(fromFile: files + "/export_1.zip:activities/103.fit.gz")
        XCTAssertEqual(try original(fitRun), memberFIT)
        XCTAssertEqual(
            try DatabaseSnapshot.scalar(
                "SELECT f.content_sha256 FROM runs r JOIN import_files f ON f.id = r.file_id WHERE r.id = ?", [.integer(fitRun)], path: db),
            .text(try SHA256.hex(of: Array(memberFIT))))
        // Standard output gets the same bytes; the default name is the member's, without .gz.
        let piped = try CLIRunner.run(["original", String(try run(fromFile: files + "/run.gpx")), "--out", "-", "--db", db])
        XCTAssertEqual(Data(piped.stdout.utf8), gpx)
        let named = try CLIRunner.run(["original", String(fitRun), "--db", db], currentDirectory: folder.url)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent("103.fit")), memberFIT)

        // Six files, each kept once and compressed; the archive itself is no file of its own.
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_originals WHERE state = 'kept'", path: db), .integer(6))
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM import_files", path: db), .integer(6))
        XCTAssertEqual(
            try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_originals WHERE compression = 'zstd' AND stored_bytes < byte_count", path: db),
            .integer(6))
        // Importing everything again (the same members in another archive too) keeps nothing twice.
        try TestArchive.zip([("again/101.gpx", memberGPX), ("again/run.gpx", gpx)]).write(to: URL(fileURLWithPath: folder.path("again.zip")))
        let again = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, files, folder.path("again.zip")])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_original_chunks", path: db), .integer(6))
    }

    func testAnExistingFileIsReplacedOnlyWithForce() throws {
        let gpx = try fixture("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, root.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx").path]).status, 0)
        let out = folder.path("mine.gpx")
        try Data("the runner's own file".utf8).write(to: URL(fileURLWithPath: out))
        let refused = try CLIRunner.run(["original", "1", "--out", out, "--db", db])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "Error: \(out) exists: give --force to overwrite it, or --out another file\n")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "the runner's own file")
        let forced = try CLIRunner.run(["original", "1", "--out", out, "--force", "--db", db])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), gpx)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".logbook-original") }, [])

        let missing = try CLIRunner.run(["original", "99", "--db", db])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "Error: no run with id 99\n")
        let usage = try CLIRunner.run(["original", "--db", db])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.stderr.hasPrefix("Error: give the id of the run whose file to write out, or --drop-before DATE\n"), usage.stderr)
        XCTAssertEqual(try CLIRunner.run(["original", "1", "--drop-before", "2024-01-01", "--db", db]).status, 64)
    }

    func testRunsWhoseOriginalWasNotKeptSaySoAndImportingTheFileAgainKeepsIt() throws {
        let path = root.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx").path
        let declined = folder.path("declined.sqlite")
        XCTAssertEqual(try CLIRunner.run(["import", "--no-originals", "--db", declined, path]).status, 0)
        let notKept = try CLIRunner.run(["original", "1", "--db", declined])
        XCTAssertEqual(notKept.status, 1)
        XCTAssertEqual(notKept.stderr, "Error: the original of run 1's file \(path) was not kept: it was imported with --no-originals\n")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_original_chunks", path: declined), .integer(0))

        // A logbook of the previous version: its files have no row at all.
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, path]).status, 0)
        let database = try Database(path: db)
        try database.execute("DELETE FROM kept_originals")
        let before = try CLIRunner.run(["original", "1", "--db", db])
        XCTAssertEqual(before.status, 1)
        XCTAssertEqual(
            before.stderr,
            "Error: the original of run 1's file \(path) was not kept: it was imported before logbook kept originals "
                + "(importing that file again keeps it)\n")
        // show says so, per source, in its table and its JSON.
        let shown = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(shown.stdout.contains("  ORIGINAL  FILE\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("  not kept  \(path)\n"), shown.stdout)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["show", "1", "--json", "--db", db]).stdout.utf8)) as? [String: Any])
        XCTAssertEqual((json["sources"] as? [[String: Any]])?.map { $0["original"] as? String }, ["not-kept-before"])
        let declinedJSON = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["show", "1", "--json", "--db", declined]).stdout.utf8)) as? [String: Any])
        XCTAssertEqual((declinedJSON["sources"] as? [[String: Any]])?.map { $0["original"] as? String }, ["not-kept"])
        let rebuild = try CLIRunner.run(["rebuild", "--from-originals", "--db", db])
        XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
        XCTAssertEqual(
            rebuild.stdout,
            "Rebuilt 0 of 0 runs from the kept originals of 0 files; 1 run without a kept original was left as it is, "
                + "0 files skipped, 0 rejected.\n")
        let again = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(again.stdout, "\(path): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
        XCTAssertEqual(try original(1), try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertTrue(try CLIRunner.run(["show", "1", "--db", db]).stdout.contains("  kept      \(path)\n"))
    }

    func testDropBeforeIsADryRunUntilAppliedAndTheRunsStay() throws {
        let path = root.appendingPathComponent("Tests/Examples/garmin-forerunner410-run-3-laps-hr.tcx").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, path]).status, 0)
        let stored = try XCTUnwrap(try DatabaseSnapshot.scalar("SELECT stored_bytes FROM kept_originals", path: db).int64Value)
        let none = try CLIRunner.run(["original", "--drop-before", "2000-01-01", "--db", db])
        XCTAssertEqual(none.stdout, "No original of a file imported before 2000-01-01 is kept.\n")
        let dry = try CLIRunner.run(["original", "--drop-before", "2999-01-01", "--db", db])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(
            dry.stdout,
            "Dry run: the originals of 1 file imported before 2999-01-01 would be dropped, \(ByteCount.text(stored)) kept for them; "
                + "nothing was changed. 'logbook original --drop-before 2999-01-01 --apply' drops them.\n")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_original_chunks", path: db), .integer(1))
        let applied = try CLIRunner.run(["original", "--drop-before", "2999-01-01", "--apply", "--db", db])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertEqual(
            applied.stdout,
            "Dropped the originals of 1 file imported before 2999-01-01: \(ByteCount.text(stored)) of the logbook freed for new data (its runs stay).\n")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_original_chunks", path: db), .integer(0))
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT state FROM kept_originals", path: db), .text("dropped"))
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db), .integer(1))
        let gone = try CLIRunner.run(["original", "1", "--db", db])
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stderr.hasPrefix("Error: the original of run 1's file \(path) was dropped on "), gone.stderr)
        XCTAssertTrue(try CLIRunner.run(["show", "1", "--db", db]).stdout.contains("  dropped   \(path)\n"))
        // Importing the file again does not bring back what the runner dropped.
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, path]).status, 0)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM kept_original_chunks", path: db), .integer(0))
    }

    /// Every column of every run, in id order.
    private func runRows() throws -> [[SQLiteValue]] {
        try Database(path: db, mode: .readOnly).rows("SELECT * FROM runs ORDER BY id")
    }

    func testRebuildFromOriginalsRestoresExactlyTheRunsWhoseNumbersDifferFromTheirFiles() throws {
        // Without --tz: a rebuild reads the files as an import without it does.
        let imported = try CLIRunner.run(["import", "--db", db, root.appendingPathComponent("Tests/Examples").path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let asImported = try runRows()
        let splits = try DatabaseSnapshot.scalar("SELECT count(*) FROM splits WHERE run_id = 2", path: db)
        XCTAssertEqual(asImported.count, 181)
        // What an older reader could have stored: a GPX run 400 m long, a TCX run two minutes
        // slower, a GPX run's heart rate lost.
        let database = try Database(path: db)
        try database.execute("UPDATE runs SET distance_m = distance_m + 400 WHERE id = 1")
        try database.execute("UPDATE runs SET moving_s = moving_s + 120 WHERE id = 3")
        try database.execute("UPDATE runs SET avg_hr = NULL WHERE id = 2")
        let changed = try runRows()
        XCTAssertNotEqual(changed, asImported)

        let dry = try CLIRunner.run(["rebuild", "--from-originals", "--dry-run", "--db", db])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let lines = dry.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, dry.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("rebuilt    ") }.map { $0.contains("Run 1 ") || $0.contains("Run 2 ") || $0.contains("Run 3 ") }, [true, true, true], dry.stdout)
        XCTAssertEqual(
            lines.last,
            "Dry run: 3 of 181 runs would change from the kept originals of 4 files; 0 runs without a kept original were left as they are, "
                + "0 files skipped, 0 rejected. Nothing was written.")
        XCTAssertEqual(try runRows(), changed)

        let applied = try CLIRunner.run(["rebuild", "--from-originals", "--db", db])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertTrue(applied.stdout.hasSuffix("Rebuilt 3 of 181 runs from the kept originals of 4 files; 0 runs without a kept original were left as they are, 0 files skipped, 0 rejected.\n"), applied.stdout)
        XCTAssertEqual(try runRows(), asImported)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM splits WHERE run_id = 2", path: db), splits)
        let quiet = try CLIRunner.run(["rebuild", "--from-originals", "--db", db])
        XCTAssertTrue(quiet.stdout.hasPrefix("Rebuilt 0 of 181 runs"), quiet.stdout)
    }
}
