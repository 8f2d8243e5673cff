import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A TCX that writes its whole track again inside each lap (a COROS open-water swim) is one
/// track: the copies are dropped with one warning, and the run is the laps' distance.
final class TCXRepeatedTrackTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_714_629_600.0  // 2024-05-02T06:00:00Z

    /// 1,435 points a second apart due north from 46 N 7 E, 975 m in all, each with its
    /// device distance; two laps of 487.5 m and 717 s, each holding the whole track (as the
    /// COROS file of issue 53 does), or with `repeated` false, each its own half.
    private func swim(repeated: Bool) -> String {
        let formatter = ISO8601DateFormatter()
        let count = 1435
        let metres = { (index: Int) in 975 * Double(index) / Double(count - 1) }
        let points = (0..<count).map { index in
            "<Trackpoint><Time>\(formatter.string(from: Date(timeIntervalSince1970: start + Double(index))))</Time>"
                + "<Position><LatitudeDegrees>\(String(format: "%.8f", 46 + metres(index) / 111_195))</LatitudeDegrees>"
                + "<LongitudeDegrees>7</LongitudeDegrees></Position>"
                + "<DistanceMeters>\(String(format: "%.2f", metres(index)))</DistanceMeters></Trackpoint>"
        }
        let halves = [Array(points[..<718]), Array(points[718...])]
        let laps = (0..<2).map { lap in
            "<Lap StartTime=\"2024-05-02T06:00:00Z\"><TotalTimeSeconds>717</TotalTimeSeconds>"
                + "<DistanceMeters>487.5</DistanceMeters><Track>\n"
                + (repeated ? points : halves[lap]).joined(separator: "\n") + "\n</Track></Lap>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Other"><Id>2024-05-02T06:00:00Z</Id>
            \(laps.joined(separator: "\n"))
            </Activity></Activities></TrainingCenterDatabase>
            """
    }

    private func read(_ text: String) throws -> ParsedActivity {
        try XMLActivityReader.tcx.read(ImportInput(data: Data(text.utf8), displayName: "swim.tcx"))[0]
    }

    func testATrackRepeatedInsideEachLapIsOneTrackAtTheLapsDistance() throws {
        let activity = try read(swim(repeated: true))
        XCTAssertEqual(activity.segments.map(\.count), [1435])
        let copies = activity.warnings.filter { $0.contains("copying earlier ones") }
        XCTAssertEqual(copies, [
            "skipped 1435 points copying earlier ones (the same time and place): "
                + "the track is written again inside a later lap, and is counted once",
        ])
        XCTAssertFalse(activity.warnings.contains { $0.contains("steps back") }, "\(activity.warnings)")
        let run = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard)).run
        XCTAssertEqual(try XCTUnwrap(run.distance), 975, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(run.gpsDistance), 975, accuracy: 1)
        XCTAssertEqual(run.distanceSource, .device)
        XCTAssertEqual(run.device.distance, 975)
        XCTAssertEqual(run.elapsed, 1434)
        XCTAssertEqual(run.moving, 1434)
    }

    /// The same swim with each lap holding its own half reads the same: the copies were the
    /// only difference.
    func testTheRepeatedFileReadsAsTheOneWithoutCopies() throws {
        let once = try XCTUnwrap(RunBuilder.build(try read(swim(repeated: false)), zone: utc, thresholds: .standard)).run
        let twice = try XCTUnwrap(RunBuilder.build(try read(swim(repeated: true)), zone: utc, thresholds: .standard)).run
        XCTAssertEqual(once.distance, twice.distance)
        XCTAssertEqual(once.moving, twice.moving)
        XCTAssertEqual(once.elapsed, twice.elapsed)
    }

    /// A real file of the class: Fitbit Versa's `bad.tcx` (placemark/togeojson, BSD-2-Clause,
    /// `Fixtures/xml/fitbit-versa-invalid-coordinates.tcx`) writes its first lap's points
    /// again in its second: the copy (the same time and distance) is dropped, with the warning.
    func testTheFitbitFileThatRepeatsItsLapKeepsOneCopy() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/xml/fitbit-versa-invalid-coordinates.tcx").standardized
        let activity = try XMLActivityReader.tcx.read(ImportInput(data: try Data(contentsOf: url), displayName: "bad.tcx"))[0]
        XCTAssertEqual(activity.segments.map(\.count), [3])
        XCTAssertTrue(activity.warnings.contains { $0.hasPrefix("skipped 1 point copying earlier ones") }, "\(activity.warnings)")
    }

    /// A copy repeats time and place; a clock set back to an earlier time is somewhere else.
    func testOnlyAPointRepeatingTimeAndPlaceIsACopy() {
        var track = TCXRepeatedTrack()
        var point = TrackPoint()
        point.timestamp = 100
        point.lat = 46
        point.lon = 7
        track.keep(point, readTime: 100)
        var later = point
        later.timestamp = 101
        later.lat = 46.001
        track.keep(later, readTime: 101)
        // At the last kept time without a copy going on: a point sharing a second, kept.
        XCTAssertFalse(track.dropsCopy(later, readTime: 101, time: 101, lastKept: 101))
        var elsewhere = point
        elsewhere.lat = 46.01
        XCTAssertFalse(track.dropsCopy(elsewhere, readTime: 100, time: 100, lastKept: 101))
        XCTAssertTrue(track.dropsCopy(point, readTime: 100, time: 100, lastKept: 101))
        // The copy goes on to the track's last point: that one is a copy too.
        XCTAssertTrue(track.dropsCopy(later, readTime: 101, time: 101, lastKept: 101))
        XCTAssertEqual(track.copies, 2)
        XCTAssertNotNil(track.warning)
    }

    func testNoCopyNoWarning() {
        XCTAssertNil(TCXRepeatedTrack().warning)
    }
}
