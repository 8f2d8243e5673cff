import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// `rebuild --from-originals` over kept files, in the core: a run whose stored numbers differ
/// from its kept file's gets the file's again; an Apple Health export whose runs have tracks
/// (from route files, which are not kept) is left as it is.
final class OriginalRebuilderTests: MigratedLogbookTestCase {

    private var options: ImportOptions { ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current) }

    func testAChangedRunGetsItsKeptFilesNumbersAndAnAppleHealthExportWithTracksIsLeft() throws {
        let gpx = TestPaths.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx")
        XCTAssertEqual(try Importer(options: options).importFile(ImportInput(file: gpx), into: database).status, .imported)
        let distance = try XCTUnwrap(try database.scalar("SELECT distance_m FROM runs WHERE id = 1").doubleValue)
        try database.execute("UPDATE runs SET distance_m = distance_m * 2 WHERE id = 1")

        typealias Text = HealthExportText
        let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)
        var routed = Text.Workout(start: start, end: start + 600, durationMinutes: 10, distance: .attributes(total: 1.8, unit: "km"))
        routed.locations = Text.eastbound(from: start, to: start + 600)
        let xml = folder.url.appendingPathComponent("export.xml")
        try Data(Text.document([Text.workout(routed)]).utf8).write(to: xml)
        XCTAssertEqual(try Importer(options: options).importFile(ImportInput(file: xml), into: database).status, .imported)

        let rebuilder = OriginalRebuilder(database: database, options: options)
        let files = try rebuilder.files(ofRuns: [])
        XCTAssertEqual(files.map(\.runIDs), [[1], [2]])
        XCTAssertEqual(files.map { $0.kept?.state }, [.kept, .kept])
        let outcomes = try files.map(rebuilder.rebuild)
        XCTAssertEqual(outcomes.map(\.status), [.refreshed, .skipped])
        XCTAssertEqual(outcomes[0].changes.map { $0.before.distance.map { $0 / 2 } }, [distance])
        XCTAssertEqual(try database.scalar("SELECT distance_m FROM runs WHERE id = 1").doubleValue, distance)
        XCTAssertTrue(outcomes[1].reason?.hasPrefix("an Apple Health export's routes are files of their own") ?? false, "\(outcomes[1])")
    }
}
