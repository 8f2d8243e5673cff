import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats

/// Activities without GPS movement (pool swims, rowing machines, treadmills, indoor rides)
/// keep their device's timer as the moving time, and are judged by their sport's paces on it.
final class DeviceTimerMovingTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0

    /// An indoor row (sport 15, sub-sport indoor_rowing 14): a record a second for 1200 s,
    /// no position, the erg's distance growing 3.5 m a second but for a rest from 500 s to
    /// 620 s that the timer ran through; the session states 1200 s of timer and 3780 m.
    private func indoorRow() -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)])
        var metres = 0.0
        for second in 0...1200 {
            if second > 0, !(500..<620).contains(second - 1) { metres += 3.5 }
            e.message(local: 1, [t0 + UInt64(second), UInt64((metres * 100).rounded())])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 1200, t0, 15, 14, 1_200_000, 1_200_000, 378_000])
        return e.file()
    }

    func testAnIndoorRowMovesForItsTimerThroughTheRest() throws {
        let activity = try FITReader.read(bytes: indoorRow(), file: "row.fit")[0]
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.sport, "rowing")
        XCTAssertEqual(built.run.distance, 3780)
        XCTAssertEqual(built.run.moving, 1200, "the timer, not the 1080 s of the erg's speed")
        XCTAssertEqual(built.run.elapsed, 1200)
        XCTAssertEqual(built.run.device.timer, 1200)
        // 1200 s over 3.78 km: 5:17/km, a believable row (2:00 to 25:00 per km).
        XCTAssertEqual(built.run.pace.status, .ok)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 1200 / 3.78, accuracy: 0.01)
        // Without the session's timer the erg's speed decides: the rest is left out.
        var untimed = activity
        untimed.summary.moving = nil
        let computed = try XCTUnwrap(RunBuilder.build(untimed, zone: utc, thresholds: .standard))
        XCTAssertEqual(try XCTUnwrap(computed.run.moving), 1090, accuracy: 10)
    }

    /// A pool swim exported as TCX with `Sport="Other"`: no positions, the distance growing
    /// 25 m at each wall (30 s a length), a rest of 60 s after every 4 lengths: 34 lengths,
    /// 850 m, in 1500 s; the lap states 1500 s.
    func testAPoolSwimWithoutPositionsInATCXKeepsItsLapTime() throws {
        var points = ""
        var second = 0, metres = 0
        let formatter = ISO8601DateFormatter()
        func add() {
            let time = formatter.string(from: Date(timeIntervalSince1970: start + Double(second)))
            points += "<Trackpoint><Time>\(time)</Time><DistanceMeters>\(metres)</DistanceMeters></Trackpoint>\n"
        }
        add()
        while second < 1500 {
            for _ in 0..<4 where second < 1500 {
                second += 30
                metres += 25
                add()
            }
            second += 60
            if second <= 1500 { add() }
        }
        let begin = formatter.string(from: Date(timeIntervalSince1970: start))
        let tcx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Other"><Id>\(begin)</Id>
            <Lap StartTime="\(begin)"><TotalTimeSeconds>1500</TotalTimeSeconds><DistanceMeters>\(metres)</DistanceMeters>
            <Track>
            \(points)</Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let activity = try XMLActivityReader.tcx.read(ImportInput(data: Data(tcx.utf8), displayName: "swim.tcx"))[0]
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        XCTAssertEqual(metres, 850)
        XCTAssertEqual(built.run.distance, 850)
        XCTAssertEqual(built.run.moving, 1500)
        XCTAssertEqual(built.run.device.timer, 1500)
        // 0.57 m/s: a swim's speed as much as a walk's, so `Other` stays other, marked.
        XCTAssertEqual(built.run.sport, "other")
        XCTAssertEqual(built.run.sportSource, .inferred)
    }

    func testOtherIsInferredOnlyWhereItsSpeedTellsTheSport() {
        XCTAssertTrue(SportInference.saysOther("Other"))
        XCTAssertTrue(SportInference.saysOther(" other "))
        XCTAssertFalse(SportInference.saysOther(nil))
        XCTAssertFalse(SportInference.saysOther("generic"))
        // Walking speeds: a swim, a row or a walk.
        XCTAssertEqual(SportInference.infer(distance: 2000, moving: 2400, fastShare: 0, saysOther: true), "other")
        // 0.83 m/s without a sport: a swimmer's speed too, so unknown (issue 53); 1.2 m/s a walk.
        XCTAssertEqual(SportInference.infer(distance: 2000, moving: 2400, fastShare: 0, saysOther: false), "unknown")
        XCTAssertEqual(SportInference.infer(distance: 2880, moving: 2400, fastShare: 0, saysOther: false), "walking")
        // A run's and a ride's speeds are told apart as before.
        XCTAssertEqual(SportInference.infer(distance: 10_000, moving: 3000, fastShare: 0, saysOther: true), "running")
        XCTAssertEqual(SportInference.infer(distance: 30_000, moving: 3600, fastShare: 0, saysOther: true), "cycling")
    }

    /// The Garmin FR70 with a foot pod (no GPS, MIT fixture): its session states a timer of
    /// 3772.75 s (a manual pause of 110 s left out), which is the moving time.
    func testAFootPodRunKeepsItsTimer() throws {
        let importer = Importer(options: ImportOptions(zone: utc))
        let built = try importer.build(FITTestFiles.fixture("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit"))
        XCTAssertEqual(built.runs.map(\.run.moving), [3772.75])
        XCTAssertEqual(built.runs.map(\.run.device.timer), [3772.75])
    }

    /// The Forerunner 945 treadmill run (AGPL, read from the shared corpus): three pauses, a
    /// timer of 3097.789 s (fitdecode 0.11.0), which is the moving time.
    func testATreadmillRunKeepsItsTimer() throws {
        let importer = Importer(options: ImportOptions(zone: utc))
        let built = try importer.build(try FITTestFiles.corpus("treadmill-garmin-fr945-no-gps-3-pauses-stryd-devfields.fit"))
        XCTAssertEqual(built.runs.map(\.run.moving), [3097.789])
        XCTAssertEqual(built.runs.map(\.run.sport), ["running"])
    }
}
