import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Exported file names are safe on every file system, whatever the run's name holds.
final class ExportFileNameTests: XCTestCase {
    private func run(named name: String?, id: Int64 = 12) -> Run {
        Run(
            id: id, startUTC: 1_714_548_600, utcOffset: 7200, sport: "running", name: name, distance: 10_000,
            elapsed: 3000, moving: 2950, pace: Pace(secondsPerKm: 295, status: .ok), averageHeartRate: nil,
            maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "gpx")
    }

    func testTheNameIsTheLocalStartTheNameInASCIIAndTheID() {
        XCTAssertEqual(ExportFileName.name(for: run(named: "Morning Run"), ext: "gpx"), "2024-05-01-0930-morning-run-12.gpx")
        XCTAssertEqual(ExportFileName.name(for: run(named: nil, id: 3), ext: "gpx"), "2024-05-01-0930-3.gpx")
    }

    func testSlashesColonsEmojiAndThreeHundredCharactersGiveAValidName() {
        let hostile = "../a/b:c\\d 🏃‍♀️ Zürich *?\"<>|" + String(repeating: "x", count: 300) + ". "
        let name = ExportFileName.name(for: run(named: hostile), ext: "gpx")
        XCTAssertEqual(name, "2024-05-01-0930-a-b-c-d-z-rich-" + String(repeating: "x", count: 45) + "-12.gpx")
        XCTAssertLessThanOrEqual(name.utf8.count, 255)
        for forbidden in ["/", ":", "\\", "*", "?", "\"", "<", ">", "|", " "] { XCTAssertFalse(name.contains(forbidden), forbidden) }
        XCTAssertTrue(name.unicodeScalars.allSatisfy { $0.isASCII })
        XCTAssertFalse(name.hasPrefix("."))
        // A name of nothing but symbols leaves the date and the id.
        XCTAssertEqual(ExportFileName.name(for: run(named: "🏃🏃 :/"), ext: "gpx"), "2024-05-01-0930-12.gpx")
    }

    func testAQuarantinedRunIsRefusedWithTheWayBack() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (7, 1714548600, 0, 'running', 'no_distance', 'gpx', 0)")
        try QuarantineTables(database: database).moveIn(runID: 7, rules: "duplicate", detail: "x", duplicateOf: nil, at: 0)
        XCTAssertThrowsError(try RunExporter(database: database).runs(ids: [7])) { error in
            XCTAssertEqual(
                (error as? RunLookupError)?.description,
                "run 7 is in quarantine and is not exported; restore it first with 'logbook clean --restore 7'")
        }
        XCTAssertThrowsError(try RunExporter(database: database).runs(ids: [8])) { error in
            XCTAssertEqual(error as? RunLookupError, .runNotFound(id: 8))
        }
    }

    func testGPXTimesCarryMillisecondsAndDecimalsAreExact() {
        XCTAssertEqual(GPXDocument.time(utc: 1_714_548_600, offsetMs: 1_250), "2024-05-01T07:30:01.250Z")
        XCTAssertEqual(GPXDocument.time(utc: 1_714_548_600, offsetMs: 0), "2024-05-01T07:30:00Z")
        XCTAssertEqual(GPXDocument.degrees(473_769_120), "47.3769120")
        XCTAssertEqual(GPXDocument.degrees(-5_000_001), "-0.5000001")
        XCTAssertEqual(XMLText.escaped("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot;")
    }
}
