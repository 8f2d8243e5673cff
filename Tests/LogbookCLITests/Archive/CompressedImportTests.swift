import Foundation
import LogbookTestSupport
import XCTest

/// Compressed files and zips end to end: the same runs as the plain files, and bad
/// archives rejected member by member, in bounded time and memory.
final class CompressedImportTests: XCTestCase {
    private var folder: ScratchFolder!
    private let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples")
    private let venu = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func write(_ data: Data, _ name: String) throws -> String {
        let path = folder.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The `runs` arrays of `import --json`, file names left out.
    private func runs(_ path: String, db: String) throws -> String {
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", folder.path(db), path])
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        return result.stdout.split(separator: "\n").filter { !$0.contains("\"file\"") }.joined(separator: "\n")
    }

    func testCompressedFilesGiveTheSameRunsAsTheirPlainFiles() throws {
        let plain = [
            examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx"),
            examples.appendingPathComponent("garmin-forerunner410-run-3-laps-hr.tcx"), venu,
        ]
        for (index, url) in plain.enumerated() {
            let gz = try write(try TestArchive.compressed(try Data(contentsOf: url)), "\(index)-\(url.lastPathComponent).gz")
            let expected = try runs(url.path, db: "plain\(index).sqlite")
            XCTAssertTrue(expected.contains("\"distance_m\""), expected)
            XCTAssertEqual(try runs(gz, db: "gz\(index).sqlite"), expected, url.lastPathComponent)
        }
        // The same bytes inside: the compressed copy of a stored file is a duplicate of it.
        let result = try CLIRunner.run(["import", "--db", folder.path("plain0.sqlite"), folder.path("0-garmin-connect-run-ns3-hr-cad.gpx.gz")])
        XCTAssertTrue(result.stdout.hasPrefix("\(folder.path("0-garmin-connect-run-ns3-hr-cad.gpx.gz")): 0 runs imported, 1 duplicate, 0 rejected\n"), result.stdout)
    }

    func testAZipOfOneFITImportsItsRun() throws {
        let zip = try write(try TestArchive.zip([("12345678901.fit", try Data(contentsOf: venu))]), "activity.zip")
        let result = try CLIRunner.run(["import", "--tz", "UTC", "--db", folder.path("db.sqlite"), zip])
        XCTAssertEqual(result.status, 0, result.stderr)
        let verbose = try CLIRunner.run(["import", "--verbose", "--tz", "UTC", "--db", folder.path("verbose.sqlite"), zip])
        XCTAssertEqual(
            verbose.stdout,
            // The session's own 3,322.95 m (GPS 3,315 m) over its 1,428.038 s of timer.
            "imported   \(zip):12345678901.fit: run 1, 2022-05-29 17:53, running, 3.32 km, 7:10 /km\n"
                + "The new runs added 1 map tile (zoom 14); 1 visited in all.\n"
                + "Imported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n")
        XCTAssertEqual(
            result.stdout,
            // The session's own 3,322.95 m (GPS 3,315 m) over 1,421 s moving.
            "\(zip): 1 run imported, 0 duplicates, 0 rejected (1 file)\n"
                + "Imported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testATwoGiBMemberOfZerosIsRejectedInBoundedTimeAndMemory() throws {
        let zip = try write(ZipBomb.zeros(size: 1 << 31), "bomb.zip")
        let run = try write(Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600).utf8), "after.gpx")
        let result = try MeasuredRun.logbook(["import", "--db", folder.path("db.sqlite"), zip, run], folder: folder.url)
        XCTAssertLessThan(result.cpuSeconds, 10, "processor seconds")
        XCTAssertLessThan(result.peakKiB, 100 << 10, "peak resident memory in KiB")
        XCTAssertGreaterThan(result.peakKiB, 1 << 10, "a measured peak")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "Created a new logbook at \(folder.path("db.sqlite"))\nError: \(zip):zeros.gpx: inflates to more than 500 times its compressed size"),
            result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Imported 1 run from 2 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n"), result.stdout)
    }

    func testATruncatedZipImportsItsIntactMembers() throws {
        let members = (0..<3).map { index in
            ("runs/\(index).gpx", Data(TrackFiles.gpx(start: "2024-05-0\(index + 2)T06:00:00Z", duration: 600).utf8))
        }
        let whole = try TestArchive.zip(members)
        let zip = try write(whole.prefix(whole.count - 400), "cut.zip")
        let result = try CLIRunner.run(["import", "--db", folder.path("db.sqlite"), zip])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("\(zip): 2 runs imported, 0 duplicates, 1 rejected (3 files)\n"), result.stdout)
        XCTAssertTrue(
            result.stderr.hasPrefix("Created a new logbook at \(folder.path("db.sqlite"))\nError: \(zip):runs/2.gpx: the archive is truncated"),
            result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Imported 2 runs from 3 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n"), result.stdout)
    }

    func testAMemberNamedToEscapeIsShownNeutralised() throws {
        let gpx = Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600).utf8)
        let zip = try write(try TestArchive.zip([("../../etc/passwd", gpx), ("x\u{1B}]0;owned\u{7}.gpx", Data("junk".utf8))]), "evil.zip")
        let result = try CLIRunner.run(["import", "--json", "--db", folder.path("db.sqlite"), zip])
        XCTAssertTrue(result.stdout.contains("\"file\": \"\(zip):__/__/etc/passwd\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"file\": \"\(zip):x\\\\x1B]0;owned\\\\x07.gpx\""), result.stdout)
        XCTAssertFalse(result.stdout.contains("../"))
        XCTAssertFalse((result.stdout + result.stderr).contains("\u{1B}"))
    }
}
