import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// A Strava bulk export with every kind of member, as its zip and as its unpacked folder.
final class StravaExportTests: XCTestCase {
    private var folder: ScratchFolder!
    private let root = CLIRunner.packageRoot

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The export's members: path and bytes.
    private func members() throws -> [(String, Data)] {
        func gpx(_ start: String, _ name: String) -> Data { Data(TrackFiles.gpx(start: start, duration: 1200, name: name).utf8) }
        let venu = try Data(contentsOf: root.appendingPathComponent("Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit"))
        let tcx = try Data(contentsOf: root.appendingPathComponent("Tests/Examples/garmin-forerunner410-run-3-laps-hr.tcx"))
        let csv = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Moving Time
            101,"May 2, 2024, 6:00:00 AM",Tempo by the river,Run,"Felt strong, 3 x 1 km",1200,3.6,,,false,,Pegasus 40,activities/101.gpx,1200
            102,"May 3, 2024, 6:00:00 AM",Ride to work,Run,,1200,3.6,,,true,,Kinvara 14,activities/102.gpx.gz,1200
            103,"May 29, 2022, 3:53:35 PM",Laufen im Park,Run,,1428,3.32,,,false,,,activities/103.fit.gz,1400
            104,"Dec 26, 2012, 9:29:29 PM",Winter laps,Run,,2000,4.67,,,false,,,activities/104.tcx.gz,1900
            105,"Jan 5, 2024, 7:00:00 AM",Treadmill hour,Run,Manual entry,3600,10.5,,,false,,,,3500

            """
        return [
            ("activities.csv", Data(csv.utf8)),
            ("activities/101.gpx", gpx("2024-05-02T06:00:00Z", "Morning Run")),
            ("activities/102.gpx.gz", try TestArchive.compressed(gpx("2024-05-03T06:00:00Z", "Morning Run"))),
            ("activities/103.fit.gz", try TestArchive.compressed(venu)),
            ("activities/104.tcx.gz", try TestArchive.compressed(tcx)),
            ("activities/106.gpx", gpx("2024-05-06T06:00:00Z", "No row names me")),
            ("routes/7.gpx", Data("<?xml version=\"1.0\"?><gpx version=\"1.1\"><rte><rtept lat=\"1\" lon=\"2\"/></rte></gpx>".utf8)),
            ("media/photo.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0])),
            ("bikes.csv", Data("Bike Name,Bike Brand\nRoad,Canyon\n".utf8)),
            ("shoes.csv", Data("Shoe Name,Shoe Brand\nPegasus 40,Nike\n".utf8)),
            ("profile.json", Data("{}".utf8)),
            ("__MACOSX/._activities.csv", Data([0, 5, 22, 7])),
            ("activities/.DS_Store", Data([0, 0, 0, 1])),
        ]
    }

    private func stored(_ db: String) throws -> [String] {
        let database = try Database(path: db, mode: .readOnly)
        return try database.rows(
            "SELECT start_utc, sport, name, description, gear, commute, source, round(distance_m) FROM runs ORDER BY start_utc"
        ).map { "\($0)" }
    }

    private func check(_ path: String, db: String) throws -> [String] {
        let result = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertTrue(
            result.stdout.hasSuffix("Imported 6 runs from 13 files: 0 duplicates, 0 upgraded, 7 skipped, 0 rejected.\n"), result.stdout)
        if path.hasSuffix(".zip") {
            // One line for the archive, one for the reason its routes were skipped.
            XCTAssertTrue(
                result.stdout.hasPrefix("\(path): 6 runs imported, 0 duplicates, 0 rejected, 7 skipped (13 files)\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("\n  1 file skipped: a planned route, not an activity\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("\n  3 files skipped: a table of the export, not an activity\n"), result.stdout)
        } else {
            XCTAssertTrue(result.stdout.contains("\(path)/routes/7.gpx: skipped: a planned route, not an activity\n"), result.stdout)
        }
        let runs = try stored(db)
        let again = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasSuffix("Imported 0 runs from 13 files: 6 duplicates, 0 upgraded, 7 skipped, 0 rejected.\n"), again.stdout)
        XCTAssertEqual(try stored(db), runs)
        return runs
    }

    func testTheZipAndTheFolderGiveTheSameNamedRuns() throws {
        let members = try members()
        let zip = folder.path("export_12345.zip")
        try TestArchive.zip(members).write(to: URL(fileURLWithPath: zip))
        let unpacked = folder.path("export_12345")
        for (name, data) in members {
            let url = URL(fileURLWithPath: unpacked + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let fromZip = try check(zip, db: folder.path("zip.sqlite"))
        XCTAssertEqual(try check(unpacked, db: folder.path("folder.sqlite")), fromZip)
        XCTAssertEqual(fromZip.count, 6)
        // File runs carry their row's words; the manual row is a summary run; 106 keeps its own name.
        XCTAssertTrue(fromZip[0].contains("Winter laps") && fromZip[0].contains("\"tcx\""), fromZip[0])
        XCTAssertTrue(fromZip[1].contains("Laufen im Park") && fromZip[1].contains("\"fit\""), fromZip[1])
        XCTAssertTrue(fromZip[2].contains("Treadmill hour") && fromZip[2].contains("\"csv\""), fromZip[2])
        XCTAssertTrue(fromZip[3].contains("Tempo by the river") && fromZip[3].contains("Felt strong, 3 x 1 km")
            && fromZip[3].contains("Pegasus 40") && fromZip[3].contains("\"gpx\""), fromZip[3])
        XCTAssertTrue(fromZip[4].contains("Ride to work") && fromZip[4].contains("Kinvara 14") && fromZip[4].contains("1"), fromZip[4])
        XCTAssertTrue(fromZip[5].contains("No row names me"), fromZip[5])
    }

    /// An `activities.csv` that import rejects (its last row is too short for the columns it
    /// needs) gives its words to no file: the zip's GPX keeps its own name and no gear,
    /// the folder's alike, and the table is reported rejected.
    func testARejectedActivitiesCSVGivesNoFileItsWords() throws {
        let csv = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Commute,Activity Gear,Filename,Moving Time
            101,"May 2, 2024, 6:00:00 AM",Tempo by the river,Run,Felt strong,1200,3.6,false,Pegasus 40,activities/101.gpx,1200
            102,"May 3, 2024, 6:00:00 AM"

            """
        let members: [(String, Data)] = [
            ("activities.csv", Data(csv.utf8)),
            ("activities/101.gpx", Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200, name: "Morning Run").utf8)),
        ]
        let zip = folder.path("export_1.zip")
        try TestArchive.zip(members).write(to: URL(fileURLWithPath: zip))
        let unpacked = folder.path("export_1")
        for (name, data) in members {
            let url = URL(fileURLWithPath: unpacked + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for path in [zip, unpacked] {
            let db = folder.path(UUID().uuidString + ".sqlite")
            let result = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path])
            XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.hasSuffix("Imported 1 run from 2 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n"), result.stdout)
            let database = try Database(path: db, mode: .readOnly)
            XCTAssertEqual(
                try database.rows("SELECT name, description, gear, commute, source FROM runs").map { $0.map(\.stringValue) },
                [["Morning Run", nil, nil, nil, "gpx"]], path)
        }
    }
}
