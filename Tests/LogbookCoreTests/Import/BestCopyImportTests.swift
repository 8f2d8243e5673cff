import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// One run arriving as a Strava CSV row, a GPX, a TCX and the watch's FIT file, in any order,
/// is one stored run: the best copy's numbers and samples (the FIT's, with its stated UTC
/// offset and its own distance), and the name the runner typed into Strava.
final class BestCopyImportTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
    private let fit = FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit")
    private let csv = ImportInput(
        file: TestPaths.fixtures.appendingPathComponent("csv/strava-activities-single-run-94col.csv"), displayName: "activities.csv")

    /// The FIT file's points as `<trkpt>`s / `<Trackpoint>`s, times in UTC (`Z`: no offset stated).
    private func copies() throws -> (gpx: ImportInput, tcx: ImportInput) {
        let activity = try XCTUnwrap(try FITReader.read(fit).first)
        let formatter = ISO8601DateFormatter()
        let points = activity.segments.joined().filter(\.hasPosition)
        func time(_ point: TrackPoint) -> String { formatter.string(from: Date(timeIntervalSince1970: point.timestamp)) }
        var gpxPoints = "", tcxPoints = ""
        for point in points {
            let hr = point.heartRate.map { Int($0) }
            gpxPoints += "<trkpt lat=\"\(point.lat)\" lon=\"\(point.lon)\"><time>\(time(point))</time>"
                + (hr.map { "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\($0)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>" } ?? "")
                + "</trkpt>\n"
            tcxPoints += "<Trackpoint><Time>\(time(point))</Time><Position><LatitudeDegrees>\(point.lat)</LatitudeDegrees>"
                + "<LongitudeDegrees>\(point.lon)</LongitudeDegrees></Position>"
                + (hr.map { "<HeartRateBpm><Value>\($0)</Value></HeartRateBpm>" } ?? "") + "</Trackpoint>\n"
        }
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><type>running</type><trkseg>
            \(gpxPoints)</trkseg></trk></gpx>
            """
        let first = try XCTUnwrap(points.first), last = try XCTUnwrap(points.last)
        let tcx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>\(time(first))</Id>
            <Lap StartTime="\(time(first))"><TotalTimeSeconds>\(last.timestamp - first.timestamp)</TotalTimeSeconds>
            <Track>
            \(tcxPoints)</Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        return (ImportInput(data: Data(gpx.utf8), displayName: "run.gpx"), ImportInput(data: Data(tcx.utf8), displayName: "run.tcx"))
    }

    /// Every column of every run but `imported_at`, `file_id` given as the hash of its file;
    /// then every split and sample.
    private func storedRuns(_ database: Database) throws -> [String] {
        let columns = RunColumn.ordered.filter { $0 != .importedAt && $0 != .fileID }
        // How the last copy to arrive was judged (`c=` of `rulings`) is history: it names that
        // copy, so it is the one stored value the order decides; every other byte is the same.
        let select = columns.map {
            $0 == .rulings ? "quote(substr(rulings, 1, instr(rulings || ';c=', ';c=') - 1))" : "quote(\($0.rawValue))"
        }.joined(separator: " || '|' || ")
        let runs = try database.rows(
            "SELECT \(select) || '|' || quote((SELECT content_sha256 FROM import_files WHERE id = runs.file_id)) FROM runs ORDER BY id")
            .map { "run: " + ($0.first?.stringValue ?? "?") }
        return try runs + DatabaseDump.lines(of: database, tables: ["splits", "samples"])
    }

    private func permutations<Element>(_ items: [Element]) -> [[Element]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[Element]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    func testAllTwentyFourOrdersOfFourCopiesGiveTheSameStoredRun() throws {
        let (gpx, tcx) = try copies()
        let inputs: [(String, ImportInput)] = [("csv", csv), ("gpx", gpx), ("tcx", tcx), ("fit", fit)]
        let orders = permutations(inputs)
        XCTAssertEqual(orders.count, 24)
        var reference: [String]?
        for (index, order) in orders.enumerated() {
            let names = order.map(\.0).joined(separator: ", ")
            let database = try folder.migratedLogbook("order-\(index).sqlite")
            for (format, input) in order {
                let result = try importer.importFile(input, into: database)
                XCTAssertNil(result.error, "\(names): \(format): \(result.error?.description ?? "")")
            }
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1, names)
            // The FIT copy's numbers, offset and samples; the CSV copy's name.
            let row = try XCTUnwrap(try database.rows("SELECT source, utc_offset_s, name, distance_m, start_utc FROM runs").first)
            XCTAssertEqual(row[0].stringValue, "fit", names)
            XCTAssertEqual(row[1].int64Value, 7200, names)
            XCTAssertEqual(row[2].stringValue, "Laufen Landal Park", names)
            XCTAssertEqual(row[4].int64Value, 1_653_839_615, names)
            XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 326, names)
            // The FIT states its offset; the Venu Sq names no variant of running; nothing edited.
            XCTAssertEqual(
                try database.rows("SELECT utc_offset_stated, sub_sport, edited_fields FROM runs"), [[.integer(1), .null, .null]],
                names)
            // Every copy is a source of the run: the first one imported `first`, the FIT (the best
            // copy) `upgraded-by` unless it came first, every other one `duplicate-of` or `upgraded-by`.
            let sources = try RunSourceTables(database: database).sources(ofRun: 1)
            XCTAssertEqual(Set(sources.map(\.path)), Set(inputs.map(\.1.displayName)), names)
            XCTAssertEqual(Set(sources.map(\.format)), ["csv", "gpx", "tcx", "fit"], names)
            let statuses = Dictionary(uniqueKeysWithValues: sources.map { ($0.format, $0.status) })
            XCTAssertEqual(statuses[order[0].0], .first, names)
            XCTAssertEqual(statuses["fit"], order[0].0 == "fit" ? .first : .upgradedBy, names)
            XCTAssertEqual(sources.filter { $0.status == .first }.count, 1, names)
            // The CSV row has no samples: it never upgrades a copy that has them.
            if order[0].0 != "csv" { XCTAssertEqual(statuses["csv"], .duplicateOf, names) }
            let stored = try storedRuns(database)
            if let reference {
                XCTAssertEqual(stored, reference, names)
            } else {
                reference = stored
                XCTAssertEqual(row[3].doubleValue ?? 0, Self.fitDistance, accuracy: 0.005, names)
            }
        }
    }

    /// The Venu Sq session's `total_distance` (read from the session message by an independent
    /// scan of the bytes), which the run keeps over its GPS sum.
    static let fitDistance = 3_322.95

    func testFITArrivingAfterItsGPXReplacesIt() throws {
        let (gpx, _) = try copies()
        let database = try folder.migratedLogbook("gpx-then-fit.sqlite")
        XCTAssertEqual(try importer.importFile(gpx, into: database).status, .imported)
        let result = try importer.importFile(fit, into: database)
        XCTAssertEqual(result.status, .upgraded)
        let row = try XCTUnwrap(try database.rows("SELECT id, source, utc_offset_s FROM runs").first)
        XCTAssertEqual(row, [.integer(1), .text("fit"), .integer(7200)])
    }

    func testCSVNameSurvivesTheFITUpgradeAndAFITFirstGetsTheName() throws {
        for (label, order) in [("csv first", [csv, fit]), ("fit first", [fit, csv])] {
            let database = try folder.migratedLogbook("\(label).sqlite")
            let statuses = try order.map { try importer.importFile($0, into: database).status }
            XCTAssertEqual(statuses, label == "csv first" ? [.imported, .upgraded] : [.imported, .duplicate], label)
            let row = try XCTUnwrap(try database.rows("SELECT name, source, utc_offset_s FROM runs").first)
            XCTAssertEqual(row[0].stringValue, "Laufen Landal Park", label)
            XCTAssertEqual(row[1].stringValue, "fit", label)
            XCTAssertEqual(row[2].int64Value, 7200, label)
        }
    }
}
