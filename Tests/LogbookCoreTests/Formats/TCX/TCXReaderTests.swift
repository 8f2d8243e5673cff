import Foundation
import XCTest
@testable import LogbookFormats
@testable import LogbookModel

final class TCXReaderTests: XCTestCase {
    typealias Files = XMLReaderTestFiles

    private func check(
        _ activity: ParsedActivity, sport: String, segments: [Int], heartRate: Int, cadence: Int, position: Int,
        distance: Int, firstTime: Double, firstLat: Double, firstLon: Double, start: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(activity.format, "tcx", file: file, line: line)
        XCTAssertEqual(activity.rawSport, sport, file: file, line: line)
        XCTAssertEqual(
            Files.coverage(activity),
            .init(segments: segments, heartRate: heartRate, cadence: cadence, position: position, distance: distance),
            file: file, line: line)
        let first = activity.segments.first?.first
        XCTAssertEqual(first?.timestamp ?? .nan, firstTime, accuracy: 0.0005, file: file, line: line)
        XCTAssertEqual(first?.lat ?? .nan, firstLat, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(first?.lon ?? .nan, firstLon, accuracy: 1e-9, file: file, line: line)
        if case .absolute(let utc, _) = activity.statedStart {
            XCTAssertEqual(utc, start, accuracy: 0.0005, file: file, line: line)
        } else {
            XCTFail("no stated start", file: file, line: line)
        }
    }

    func testForerunner410Baseline() throws {
        let activities = try XMLActivityReader.tcx.read(Files.fixture("garmin-forerunner410-run-3-laps-hr.tcx"))
        XCTAssertEqual(activities.count, 1)
        let activity = activities[0]
        check(activity, sport: "Running", segments: [383],  // three laps, one <Track> each, no gap over 60 s
            heartRate: 383, cadence: 0, position: 383,
            distance: 383, firstTime: 1_356_557_393, firstLat: 35.951880198, firstLon: -79.0931872185,
            start: 1_356_557_393)
        XCTAssertEqual(activity.line, 4)
        XCTAssertEqual(activity.summary.distance ?? 0, 4689.24267578, accuracy: 1e-6)
        XCTAssertEqual(activity.summary.elapsed ?? 0, 1992.78, accuracy: 1e-6)
        XCTAssertEqual(activity.summary.maxHeartRate, 189)
        XCTAssertNil(activity.statedOffset)
    }

    func testForerunner305PauseMarkersEndSegments() throws {
        let activities = try XMLActivityReader.tcx.read(Files.fixture("garmin-forerunner305-run-1-lap-3-tracks.tcx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], sport: "Running", segments: [13, 2, 2], heartRate: 0, cadence: 0, position: 17,
            distance: 17, firstTime: 1_186_454_561, firstLat: 37.8959665, firstLon: -122.4896709,
            start: 1_186_454_561)
        XCTAssertEqual(activities[0].summary.distance ?? 0, 8348.5039063, accuracy: 1e-6)
        XCTAssertEqual(activities[0].summary.elapsed ?? 0, 2325.02, accuracy: 1e-6)
    }

    func testFitbitLocalOffsetTimes() throws {
        let activities = try XMLActivityReader.tcx.read(Files.fixture("fitbit-versa-ride-utc-offset-times.tcx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], sport: "Biking", segments: [465], heartRate: 465, cadence: 0, position: 465,
            distance: 465, firstTime: 1_609_081_176, firstLat: 47.38894331455231, firstLon: 8.467751383781433,
            start: 1_609_080_229)
        XCTAssertEqual(activities[0].statedOffset, 3600)
        XCTAssertEqual(activities[0].statedStart, .absolute(utc: 1_609_080_229, statedOffset: 3600))
        XCTAssertEqual(activities[0].summary.distance ?? 0, 6839.97, accuracy: 1e-6)
        XCTAssertEqual(activities[0].summary.elapsed, 2283)
    }

    func testFitbitInvalidCoordinatesKeepPointsWithoutPosition() throws {
        let activities = try XMLActivityReader.tcx.read(Files.fixture("fitbit-versa-invalid-coordinates.tcx"))
        XCTAssertEqual(activities.count, 1)
        XCTAssertEqual(Files.coverage(activities[0]),
            .init(segments: [3], heartRate: 3, cadence: 0, position: 1, distance: 3))
        // Its second lap writes the first lap's point again (15:59:36, 2,604.45 m): a copy.
        XCTAssertEqual(activities[0].warnings, [
            "skipped 1 point copying earlier ones (the same time and place): "
                + "the track is written again inside a later lap, and is counted once",
            "ignored invalid coordinates of 3 points",
        ])
        XCTAssertEqual(activities[0].summary.distance ?? 0, 13679.94, accuracy: 1e-6)
        XCTAssertEqual(activities[0].summary.elapsed, 4566)
    }

    func testCourseOnlyFileIsRejected() {
        let error = Files.importError { try XMLActivityReader.tcx.read(Files.fixture("course-no-activity.tcx")) }
        XCTAssertEqual(error, ImportError(
            file: "course-no-activity.tcx", line: nil, reason: "TCX file has no activities (a course?)", noActivity: .course))
    }

    func testCopyleftCorpusFiles() throws {
        let forerunner = try XMLActivityReader.tcx.read(Files.corpus("tcx/garmin-forerunner110-run-14-laps.tcx"))
        XCTAssertEqual(forerunner.count, 1)
        check(forerunner[0], sport: "Running", segments: [943],  // 14 laps of one <Track> each, no gap over 60 s
           
            heartRate: 0, cadence: 0, position: 928, distance: 943, firstTime: 1_378_477_637,
            firstLat: 48.73880105, firstLon: 21.24461202, start: 1_378_477_637)
        XCTAssertNil(forerunner[0].summary.maxHeartRate, "255 is the 'no reading' marker")
        XCTAssertEqual(forerunner[0].summary.distance ?? 0, 10746.51, accuracy: 1e-6)

        let movescount = try XMLActivityReader.tcx.read(Files.corpus("tcx/suunto-movescount-run-2-laps.tcx"))
        XCTAssertEqual(movescount.count, 1)
        check(movescount[0], sport: "Running", segments: [903], heartRate: 903, cadence: 903, position: 903,
            distance: 903, firstTime: 1_519_404_943, firstLat: 52.353527, firstLon: 4.848538, start: 1_519_404_943)
        XCTAssertEqual(movescount[0].segments[0][0].cadence, 182, "RunCadence 91 doubled")
        XCTAssertEqual(movescount[0].summary.maxHeartRate, 149)

        let spartan = try XMLActivityReader.tcx.read(Files.corpus("tcx/suunto-spartan-ultra-run-32-laps.tcx"))
        XCTAssertEqual(spartan.count, 1)
        check(spartan[0], sport: "Running", segments: [752],
            heartRate: 752, cadence: 752, position: 752, distance: 0, firstTime: 1_494_353_672,
            firstLat: 52.377871, firstLon: 4.91335, start: 1_494_353_486)
        XCTAssertEqual(spartan[0].summary.elapsed ?? 0, 1916.167, accuracy: 1e-6)

        let polar = try XMLActivityReader.tcx.read(Files.corpus("malformed/polar-v800-run-whitespace-before-xml-decl.tcx"))
        XCTAssertEqual(polar.count, 1)
        check(polar[0], sport: "Running", segments: [1545], heartRate: 1545, cadence: 1543,
            position: 1545, distance: 1545, firstTime: 1_473_679_196, firstLat: 47.19740667, firstLon: -1.59416333,
            start: 1_473_679_195)
        XCTAssertEqual(polar[0].line, 3)
        XCTAssertEqual(polar[0].summary.maxHeartRate, 139)
        XCTAssertEqual(polar[0].summary.elapsed, 1545)
    }

    // MARK: - Generated input

    private static func tcx(_ body: String, sport: String = "running") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" \
        xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
        <Activities><Activity Sport="\(sport)"><Id>2024-03-01T10:00:00+01:00</Id>
        <Lap StartTime="2024-03-01T09:00:00Z"><TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>200</DistanceMeters>
        <MaximumHeartRateBpm><Value>150</Value></MaximumHeartRateBpm><Cadence>99</Cadence><Track>
        \(body)
        </Track></Lap></Activity></Activities></TrainingCenterDatabase>
        """
    }

    func testTreadmillPointsWithoutPositionAndPauseMarkers() throws {
        let body = """
            <Trackpoint><Time>2024-03-01T09:00:00Z</Time><DistanceMeters>0</DistanceMeters></Trackpoint>
            <Trackpoint><Time>2024-03-01T09:00:10Z</Time><DistanceMeters>30.5</DistanceMeters>
            <HeartRateBpm><Value>0</Value></HeartRateBpm>
            <Extensions><ns3:TPX><ns3:RunCadence>85</ns3:RunCadence></ns3:TPX></Extensions></Trackpoint>
            <Trackpoint><Time>2024-03-01T09:00:20Z</Time></Trackpoint>
            <Trackpoint><Time>2024-03-01T09:01:20Z</Time><HeartRateBpm><Value>120</Value></HeartRateBpm></Trackpoint>
            <Trackpoint><Time>2024-02-30T09:01:30Z</Time><DistanceMeters>90</DistanceMeters></Trackpoint>
            """
        let activities = try XMLActivityReader.tcx.read(Files.data(Self.tcx(body), name: "t.tcx"))
        XCTAssertEqual(activities.count, 1)
        let activity = activities[0]
        XCTAssertEqual(activity.segments.map(\.count), [2, 1])
        XCTAssertEqual(activity.segments[0][1], TrackPoint(timestamp: 1_709_283_610, deviceDistance: 30.5, cadence: 170))
        XCTAssertEqual(activity.segments[1][0].hr, 120)
        XCTAssertEqual(activity.warnings, ["skipped 1 point without a usable time"])
        XCTAssertEqual(activity.statedStart, .absolute(utc: 1_709_283_600, statedOffset: 3600))
        XCTAssertNil(activity.statedOffset, "the points say Z")
        XCTAssertEqual(activity.summary, ActivitySummary(distance: 200, elapsed: 60, moving: 60, maxHeartRate: 150))
        XCTAssertEqual(activity.line, 3)
    }

    func testCyclingCadenceIsNotDoubled() throws {
        let body = "<Trackpoint><Time>2024-03-01T09:00:00Z</Time><DistanceMeters>5</DistanceMeters><Cadence>90</Cadence></Trackpoint>"
        let activities = try XMLActivityReader.tcx.read(Files.data(Self.tcx(body, sport: "Biking"), name: "t.tcx"))
        XCTAssertEqual(activities[0].segments[0][0].cadence, 90)
        XCTAssertEqual(activities[0].rawSport, "Biking")
    }

    func testTruncatedDoctypeAndWrongRoot() {
        let full = Self.tcx("<Trackpoint><Time>2024-03-01T09:00:00Z</Time><DistanceMeters>5</DistanceMeters></Trackpoint>")
        let truncated = String(full[..<(full.range(of: "</Time>")?.upperBound ?? full.endIndex)])
        XCTAssertEqual(Files.importError { try XMLActivityReader.tcx.read(Files.data(truncated, name: "t.tcx")) }?.reason,
            "unexpected end of file inside <Trackpoint>")
        let doctype = "<?xml version=\"1.0\"?><!DOCTYPE x SYSTEM \"http://example.com/x.dtd\"><TrainingCenterDatabase/>"
        XCTAssertEqual(Files.importError { try XMLActivityReader.tcx.read(Files.data(doctype, name: "t.tcx")) },
            ImportError(file: "t.tcx", line: 1, reason: "DOCTYPE is not allowed in TCX files"))
        let gpx = "<gpx version=\"1.1\"><trk/></gpx>"
        XCTAssertEqual(Files.importError { try XMLActivityReader.tcx.read(Files.data(gpx, name: "t.tcx")) },
            ImportError(file: "t.tcx", line: 1, reason: "not a TCX file: root element is <gpx>"))
        let none = "<TrainingCenterDatabase><Activities/></TrainingCenterDatabase>"
        XCTAssertEqual(Files.importError { try XMLActivityReader.tcx.read(Files.data(none, name: "t.tcx")) },
            ImportError(file: "t.tcx", line: nil, reason: "TCX file has no activities"))
    }
}
