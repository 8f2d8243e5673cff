import Foundation
import LogbookTestSupport
import XCTest

/// A folder is imported like an archive: a member that holds no activity (notes, a course,
/// waypoints) is skipped with its reason and no error; only a damaged activity file is
/// rejected. A file named on its own is judged strictly: it is rejected.
final class ImportFolderTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let course = CLIRunner.packageRoot.appendingPathComponent("Tests/LogbookCoreTests/Fixtures/xml/course-no-activity.tcx")

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        // The logbooks exist already: what an import says of the logbook it makes is
        // ImportOutputTests' business, not this file's.
        for path in [db, folder.path("quiet.sqlite")] {
            XCTAssertEqual(try CLIRunner.run(["migrate", "--db", path]).status, 0)
        }
    }
    override func tearDown() { folder.remove() }

    /// A GPX file of two waypoints and no track.
    static let waypoints = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="logbook tests" xmlns="http://www.topografix.com/GPX/1/1">
        <wpt lat="64.0" lon="-21.9"><name>Start</name></wpt>
        <wpt lat="64.1" lon="-21.9"><name>Turn</name></wpt>
        </gpx>

        """

    /// Writes the export folder: two runs, notes, a course and waypoints; returns its path.
    private func exportFolder() throws -> String {
        try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "export/a.gpx", in: folder)
        try TrackFiles.write(TrackFiles.gpx(start: "2024-05-03T06:00:00Z", duration: 900), to: "export/b.gpx", in: folder)
        try TrackFiles.write("Shoes: Pegasus 40, bought in May.\n", to: "export/notes.txt", in: folder)
        try TrackFiles.write(Self.waypoints, to: "export/waypoints.gpx", in: folder)
        try FileManager.default.copyItem(atPath: course.path, toPath: folder.path("export/course.tcx"))
        return folder.path("export")
    }

    func testAFolderSkipsTheFilesThatHoldNoActivityAndExitsZero() throws {
        let export = try exportFolder()
        let result = try CLIRunner.run(["import", "--db", db, export])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout,
            """
            \(export)/a.gpx: 1 run imported, 0 duplicates, 0 rejected
            \(export)/b.gpx: 1 run imported, 0 duplicates, 0 rejected
            \(export)/course.tcx: skipped: not an activity: a TCX course
            \(export)/notes.txt: skipped: not an activity: not a GPX, TCX, CSV, FIT or Apple Health file
            \(export)/waypoints.gpx: skipped: not an activity: GPX waypoints only
            Imported 2 runs from 5 files: 0 duplicates, 0 upgraded, 3 skipped, 0 rejected.

            """)
        let quiet = try CLIRunner.run(["import", "-q", "--db", folder.path("quiet.sqlite"), export])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout + quiet.stderr, "")
    }

    func testADamagedActivityFileInTheFolderIsRejected() throws {
        let export = try exportFolder()
        let whole = TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 600)
        try TrackFiles.write(String(whole.prefix(whole.count / 2)), to: "export/cut.gpx", in: folder)
        try TrackFiles.write("not a track at all", to: "export/junk.gpx", in: folder)
        let result = try CLIRunner.run(["import", "--db", db, export])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasSuffix("Imported 2 runs from 7 files: 0 duplicates, 0 upgraded, 3 skipped, 2 rejected.\n"), result.stdout)
        let errors = result.stderr.split(separator: "\n")
        XCTAssertEqual(errors.count, 2, result.stderr)
        XCTAssertTrue(errors[0].hasPrefix("Error: \(export)/cut.gpx:"), result.stderr)
        XCTAssertEqual(String(errors[1]), "Error: \(export)/junk.gpx:1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file")
        let quiet = try CLIRunner.run(["import", "--quiet", "--db", folder.path("quiet.sqlite"), export])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertEqual(quiet.stderr, result.stderr)
    }

    func testTheSameFilesInAZipAreJudgedTheSameWay() throws {
        let export = try exportFolder()
        let names = ["a.gpx", "b.gpx", "course.tcx", "notes.txt", "waypoints.gpx"]
        let zip = folder.path("export.zip")
        try TestArchive.zip(try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: export + "/" + $0))) })
            .write(to: URL(fileURLWithPath: zip))
        let result = try CLIRunner.run(["import", "--db", db, zip])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout,
            """
            \(zip): 2 runs imported, 0 duplicates, 0 rejected, 3 skipped (5 files)
              1 file skipped: not an activity: a TCX course
              1 file skipped: not an activity: not a GPX, TCX, CSV, FIT or Apple Health file
              1 file skipped: not an activity: GPX waypoints only
            Imported 2 runs from 5 files: 0 duplicates, 0 upgraded, 3 skipped, 0 rejected.

            """)
    }

    func testAFileNamedOnItsOwnThatHoldsNoActivityIsStillRejected() throws {
        let export = try exportFolder()
        let result = try CLIRunner.run(["import", "--db", db, export + "/course.tcx", export + "/notes.txt"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "Imported 0 runs from 2 files: 0 duplicates, 0 upgraded, 0 skipped, 2 rejected.\n")
        XCTAssertEqual(
            result.stderr,
            """
            Error: \(export)/course.tcx: TCX file has no activities (a course?)
            Error: \(export)/notes.txt:1: unrecognised CSV header: expected Strava activities.csv, Garmin Connect Activities.csv, Runkeeper cardioActivities.csv or logbook CSV (start,sport,distance_m,elapsed_s,moving_s,avg_hr,name)

            """)
    }
}
