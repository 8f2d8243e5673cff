import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// Moving time is the device's timer where the file states a usable one (FIT
/// `total_timer_time`, TCX laps' `TotalTimeSeconds` summed), the points' speed-derived figure
/// kept beside it; `RunBuilderRules.movingSource = .gps` gives the figure of the speed.
final class DeviceTimerPreferredTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0

    /// Where a runner is `second` seconds into the generated run: 3 m/s due north from 45 N
    /// 7 E for 600 s, standing at a crossing from 600 s to 780 s (auto-pause off: the timer
    /// runs on), then 3 m/s north again to 1380 s. 3600 m in all.
    private func metres(at second: Int) -> Double {
        if second <= 600 { return 3 * Double(second) }
        if second <= 780 { return 1800 }
        return 1800 + 3 * Double(second - 780)
    }

    /// The generated run as FIT: a record a second with position and distance, a running
    /// session stating `timer` seconds of timer, 1380 s elapsed and 3600 m.
    private func fit(timer: Double) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32),
            F(number: 1, size: 4, type: E.sint32), F(number: 5, size: 4, type: E.uint32),
        ])
        for second in 0...1380 {
            let lat = 45 + metres(at: second) / 111_195
            e.message(local: 1, [
                t0 + UInt64(second), E.semicircles(lat), E.semicircles(7), UInt64((metres(at: second) * 100).rounded()),
            ])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 1380, t0, 1, 1_380_000, UInt64((timer * 1000).rounded()), 360_000])
        return e.file()
    }

    /// The generated run as TCX: a point every 2 s with position (no per-point distance),
    /// two laps of 690 s each stating `lapTimes` and 1800 m each.
    private func tcx(lapTimes: (Double, Double)) -> String {
        let formatter = ISO8601DateFormatter()
        func time(_ second: Int) -> String { formatter.string(from: Date(timeIntervalSince1970: start + Double(second))) }
        func points(_ range: StrideThrough<Int>) -> String {
            range.map { second in
                let lat = 45 + metres(at: second) / 111_195
                return "<Trackpoint><Time>\(time(second))</Time><Position><LatitudeDegrees>\(String(format: "%.8f", lat))"
                    + "</LatitudeDegrees><LongitudeDegrees>7</LongitudeDegrees></Position></Trackpoint>"
            }.joined(separator: "\n")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>\(time(0))</Id>
            <Lap StartTime="\(time(0))"><TotalTimeSeconds>\(lapTimes.0)</TotalTimeSeconds><DistanceMeters>1800</DistanceMeters>
            <Track>
            \(points(stride(from: 0, through: 688, by: 2)))
            </Track></Lap>
            <Lap StartTime="\(time(690))"><TotalTimeSeconds>\(lapTimes.1)</TotalTimeSeconds><DistanceMeters>1800</DistanceMeters>
            <Track>
            \(points(stride(from: 690, through: 1380, by: 2)))
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
    }

    private func build(_ activity: ParsedActivity, preferring source: MovingSource = .device) throws -> Run {
        var rules = RunBuilderRules.standard
        rules.movingSource = source
        return try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard, rules: rules)).run
    }

    private func fitActivity(timer: Double) throws -> ParsedActivity {
        try FITReader.read(bytes: fit(timer: timer), file: "stop.fit")[0]
    }

    private func tcxActivity(lapTimes: (Double, Double)) throws -> ParsedActivity {
        try XMLActivityReader.tcx.read(ImportInput(data: Data(tcx(lapTimes: lapTimes).utf8), displayName: "stop.tcx"))[0]
    }

    func testAFITRunWithAStopTheTimerRanThroughMovesForItsTimer() throws {
        let run = try build(fitActivity(timer: 1378.25))
        XCTAssertEqual(run.moving, 1378.25, "the session's total_timer_time, to the second and below")
        XCTAssertEqual(run.movingSource, .device)
        XCTAssertEqual(run.device.timer, 1378.25)
        XCTAssertEqual(run.distance, 3600)
        XCTAssertEqual(try XCTUnwrap(run.pace.secondsPerKm), 1378.25 / 3.6, accuracy: 1e-9)
        // The speed leaves out the 180 s stop but for the ±5 s windows at its ends.
        let computed = try XCTUnwrap(run.gpsMoving)
        XCTAssertEqual(computed, 1210, accuracy: 10)

        let gps = try build(fitActivity(timer: 1378.25), preferring: .gps)
        XCTAssertEqual(gps.moving, computed, "--moving-source gps: the figure of the speed, as before")
        XCTAssertEqual(gps.movingSource, .gps)
        XCTAssertEqual(gps.gpsMoving, computed)
        XCTAssertEqual(try XCTUnwrap(gps.pace.secondsPerKm), computed / 3.6, accuracy: 1e-9)
    }

    func testATCXRunMovesForItsLapsTimersSummed() throws {
        let run = try build(tcxActivity(lapTimes: (690, 688.5)))
        XCTAssertEqual(run.moving, 1378.5)
        XCTAssertEqual(run.movingSource, .device)
        XCTAssertEqual(try XCTUnwrap(run.distance), 3600, accuracy: 0.01)
        let computed = try XCTUnwrap(run.gpsMoving)
        XCTAssertEqual(computed, 1210, accuracy: 12)
        let gps = try build(tcxActivity(lapTimes: (690, 688.5)), preferring: .gps)
        XCTAssertEqual(gps.moving, computed)
        XCTAssertEqual(gps.movingSource, .gps)
    }

    func testATimerLongerThanThePointsIsNotTheRuns() throws {
        // 2000 s of timer beside 1380 s of points (more than 10 s or 1 % over): a session of
        // more than these records, so the speed decides.
        let run = try build(fitActivity(timer: 2000))
        XCTAssertEqual(run.movingSource, .gps)
        XCTAssertEqual(run.moving, run.gpsMoving)
        XCTAssertEqual(try XCTUnwrap(run.moving), 1210, accuracy: 10)
        XCTAssertEqual(run.device.timer, 2000)
        // 9 s over is a device starting its timer before its first record: its timer.
        XCTAssertEqual(try build(fitActivity(timer: 1389)).moving, 1389)
    }

    func testLapsThatCoverPartOfTheRecordingGiveNoTimer() throws {
        // Laps of 300 + 300 s and 1800 m beside per-point distances that go 3600 m: the laps
        // are part of the recording (as Suunto writes only whole laps), so is their time.
        var activity = try fitActivity(timer: 1378)
        activity.summary.distance = 1800
        activity.summary.moving = 600
        let run = try build(activity)
        XCTAssertEqual(run.distance, 3600)
        XCTAssertEqual(run.movingSource, .gps)
        XCTAssertEqual(try XCTUnwrap(run.moving), 1210, accuracy: 10)
    }

    func testATimerStatedWithoutADistanceIsStillTheRuns() throws {
        // A session stating its timer but no total distance: the records' distance is the
        // device's, and nothing says the timer is of part of the run.
        var activity = try fitActivity(timer: 1378)
        activity.summary.distance = nil
        let run = try build(activity)
        XCTAssertEqual(run.distance, 3600)
        XCTAssertEqual(run.moving, 1378)
        XCTAssertEqual(run.movingSource, .device)
    }

    func testWithoutATimerTodaysRuleStays() throws {
        var activity = try fitActivity(timer: 1378)
        activity.summary.moving = nil
        let run = try build(activity)
        XCTAssertEqual(run.movingSource, .gps)
        XCTAssertEqual(run.moving, run.gpsMoving)
        XCTAssertEqual(try XCTUnwrap(run.moving), 1210, accuracy: 10)
    }

    func testTheChoiceIsPure() {
        func choose(_ timer: Double?, elapsed: Double = 1000, covers: Bool = true, _ preferred: MovingSource = .device)
            -> (Double, MovingSource)
        {
            let chosen = MovingTimeChoice.choose(
                computed: 800, timer: timer, elapsed: elapsed, coversRecording: covers, hasPositions: true, gpsDistance: 3000,
                walked: 3000, distance: 3000, preferred: preferred)
            return (chosen.moving, chosen.source)
        }
        XCTAssertTrue(choose(950) == (950, .device))
        XCTAssertTrue(choose(950, .gps) == (800, .gps))
        XCTAssertTrue(choose(nil) == (800, .gps))
        XCTAssertTrue(choose(0) == (800, .gps))
        XCTAssertTrue(choose(.nan) == (800, .gps))
        XCTAssertTrue(choose(1010) == (1010, .device), "10 s over the points")
        XCTAssertTrue(choose(1011) == (800, .gps))
        XCTAssertTrue(choose(10_100, elapsed: 10_000) == (10_100, .device), "1 % over the points")
        XCTAssertTrue(choose(950, covers: false) == (800, .gps))
        // Without GPS movement the timer wins whatever is preferred, as before.
        let still = MovingTimeChoice.choose(
            computed: 800, timer: 950, elapsed: 1000, coversRecording: true, hasPositions: false, gpsDistance: nil,
            walked: 2000, distance: 2000, preferred: .gps)
        XCTAssertTrue(still == (950, .device))
        XCTAssertEqual(MovingTimeChoice.timerAllowance(elapsed: 500), 10)
        XCTAssertEqual(MovingTimeChoice.timerAllowance(elapsed: 5000), 50)
    }
}
