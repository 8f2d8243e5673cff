import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookSQLite

/// FIT files end to end: one code path after the reader, the same duplicate rules,
/// and bad files rejected with their byte offset and nothing written.
final class FITImportTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let venu = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func count(_ sql: String) throws -> Int64 {
        let database = try Database(path: db, mode: .readOnly)
        return try SampleRows.scalar(database, sql).int64Value ?? -1
    }

    private func rowDump() throws -> [String] {
        let database = try Database(path: db, mode: .readOnly)
        try SampleRows.materialize(database)
        return try ["runs", "splits", "samples", "import_files"].flatMap { table in
            try database.rows("SELECT * FROM \(table) ORDER BY 1, 2").map { "\(table): \($0)" }
        }
    }

    func testImportsAFITRunWithItsOffset() throws {
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, venu.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The Venu Sq run: 2022-05-29 15:53:35Z, activity local time +2 h, 326 records.
        XCTAssertTrue(result.stdout.contains("\"start\": \"2022-05-29T17:53:35+02:00\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"status\": \"imported\""))
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 326)
        XCTAssertEqual(try count("SELECT source = 'fit' FROM runs"), 1)
        XCTAssertEqual(try count("SELECT utc_offset_s FROM runs"), 7200)
    }

    /// The same run as a Strava CSV row and as the watch's FIT file: the FIT copy,
    /// with samples and heart rate, upgrades the CSV row under the same id.
    func testCSVThenFITIsUpgraded() throws {
        let csv = CLIRunner.packageRoot.appendingPathComponent(
            "Tests/LogbookCoreTests/Fixtures/csv/strava-activities-single-run-94col.csv")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, csv.path]).status, 0)
        let result = try CLIRunner.run(["import", "--json", "--db", db, venu.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"status\": \"upgraded\""), result.stdout)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT id FROM runs WHERE source = 'fit'"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM samples WHERE run_id = 1"), 326)
    }

    /// The same run as FIT and as GPX (written here from the FIT file's own points) is
    /// one run: both have samples and heart rate, so the first stays and the second is a duplicate.
    func testFITAndGPXOfTheSameRunAreOneRun() throws {
        let activity = try XCTUnwrap(try FITReader.read(ImportInput(file: venu)).first)
        let formatter = ISO8601DateFormatter()
        var points = ""
        for point in activity.segments.joined() where point.hasPosition {
            let time = formatter.string(from: Date(timeIntervalSince1970: point.timestamp))
            let hr = point.heartRate.map { "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(Int($0))</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>" } ?? ""
            points += "<trkpt lat=\"\(point.lat)\" lon=\"\(point.lon)\"><time>\(time)</time>\(hr)</trkpt>\n"
        }
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
        let gpxPath = try TrackFiles.write(gpx, to: "same-run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, venu.path]).status, 0)
        let result = try CLIRunner.run(["import", "--json", "--db", db, gpxPath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"status\": \"duplicate\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"duplicate_of\": 1"), result.stdout)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT source = 'fit' FROM runs"), 1)
    }

    /// A copy whose CRC is wrong but whose every message reads is recovered whole, marked at
    /// its CRC, with a warning; the whole copy of the same run arriving after it replaces it,
    /// and a recovered copy arriving after the whole one does not.
    func testDamagedCopiesAreRecoveredMarkedAndAWholeCopyReplacesThem() throws {
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0)
        let bytes = try Data(contentsOf: venu)
        var flippedData = bytes
        flippedData[2000] ^= 0xFF
        let dataPath = folder.path("flipped-data.fit")
        try flippedData.write(to: URL(fileURLWithPath: dataPath))
        var flippedCRC = bytes
        flippedCRC[bytes.count - 1] ^= 0x01
        let crcPath = folder.path("flipped-crc.fit")
        try flippedCRC.write(to: URL(fileURLWithPath: crcPath))

        let recovered = try CLIRunner.run(["import", "--json", "--db", db, dataPath])
        XCTAssertEqual(recovered.status, 0, recovered.stderr)
        let files = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(recovered.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(files.first?["status"] as? String, "imported")
        let run = try XCTUnwrap((files.first?["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["recovered_at_byte"] as? Int, 36205)
        XCTAssertEqual(run["distance_m"] as? Double, 3322.95)
        let warnings = try XCTUnwrap(files.first?["warnings"] as? [String])
        XCTAssertTrue(
            warnings.contains { $0.hasPrefix("the file CRC does not match (expected ") && $0.hasSuffix("(326 records), marked recovered at byte 36205") },
            "\(warnings)")
        XCTAssertEqual(try count("SELECT recovered_at_byte FROM runs"), 36205)

        let whole = try CLIRunner.run(["import", "--json", "--db", db, venu.path])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stdout.contains("\"status\": \"upgraded\""), whole.stdout)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE recovered_at_byte IS NULL"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)

        let again = try CLIRunner.run(["import", "--json", "--db", db, crcPath])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("\"status\": \"duplicate\""), again.stdout)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE recovered_at_byte IS NULL"), 1)
        let shown = try CLIRunner.run(["show", "--json", "--db", db, "1"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("\"recovered_at_byte\": null"), shown.stdout)
    }

    /// A watch file cut at 70 % of its length (the CRC and the session lost) imports what
    /// is left, says where it ended and is marked recovered where its lost message starts.
    func testFileCutShortImportsItsCompleteRecordsMarkedRecovered() throws {
        let fenix = CLIRunner.packageRoot.appendingPathComponent(
            "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-fenix2-gps-hr-cad-running-dynamics.fit")
        let bytes = try Data(contentsOf: fenix)
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0)

        let cutPath = folder.path("battery-died.fit")
        try bytes.prefix(bytes.count * 7 / 10).write(to: URL(fileURLWithPath: cutPath))
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, cutPath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"status\": \"imported\""), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("file ends early at byte 85287: imported up to 00:33:17 (1979 records)"), result.stdout)
        // The first 1979 of the file's 2809 records: 14:45:08Z to 15:18:25Z, 7253.38 m on the
        // watch's distance counter at the last one, read on the 0.1 m grid the samples store
        // (so that a rebuild from them judges the same distances): 7253.4 m.
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 1979)
        XCTAssertEqual(try count("SELECT start_utc FROM runs"), 1_439_649_908)
        XCTAssertEqual(try count("SELECT CAST(round(elapsed_s) AS INTEGER) FROM runs"), 1_997)
        XCTAssertEqual(try count("SELECT CAST(round(distance_m * 100) AS INTEGER) FROM runs"), 725_340)
        // The record the cut left incomplete starts 16 bytes before the file's end.
        XCTAssertEqual(try count("SELECT recovered_at_byte FROM runs"), 85_271)
    }

    func testAFITFileLargerThanAnyActivityIsRefusedWithoutReadingItWhole() throws {
        // A FIT header saying 200 MiB of data, then 200 MiB of zeros (a sparse file).
        let path = folder.path("huge.fit")
        let size = 200 << 20
        var header: [UInt8] = [14, 0x20, 0x34, 0x08]
        header += (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
        header += Array(".FIT".utf8) + [0, 0]
        try Data(header).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(truncate(path, off_t(size + header.count + 2)), 0)
        let outcome = try MeasuredShell.run("{logbook} import --db '\(db)' '\(path)'", timeout: 60)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertEqual(
            outcome.stderr,
            "Created a new logbook at \(db)\nError: \(path): the file is larger than 64 MiB, more than a FIT activity holds "
                + "(a day of records every second is about 3 MiB); nothing was imported from it\n")
        // Read whole, the 200 MiB cost more than 400 MiB.
        XCTAssertLessThan(outcome.peakMiB, 160)
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 0)
    }
}
