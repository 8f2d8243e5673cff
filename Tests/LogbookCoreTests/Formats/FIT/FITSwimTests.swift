import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookCore

/// Generated pool swims: the moving time is the time of the lengths (or laps) swum, rests
/// at the wall left out, and the distance the lengths swum times the pool's length.
final class FITSwimTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    let start = 1_700_000_000.0
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// Ten lengths of a 25 m pool: eight swum in 30 s each, two rests of 60 s (the third and
    /// the eighth), 360 s in all; the timer ran throughout.
    private let pattern: [(active: Bool, milliseconds: Int)] = [
        (true, 30_000), (true, 30_000), (false, 60_000), (true, 30_000), (true, 30_000), (true, 30_000), (true, 30_000),
        (false, 60_000), (true, 30_000), (true, 30_000),
    ]

    /// The swim of issue 53 remade: 72 lengths of 25 m swum in 2,763.6 s in all, four rests
    /// of 402 s (after the 9th, 18th, 36th and 54th length), so the session's timer states
    /// 4,371.6 s of which 1,608 s (26:48) were rests.
    static let setsWithRests: [(active: Bool, milliseconds: Int)] = (1...72).flatMap { length in
        let swum = (active: true, milliseconds: length == 72 ? 38_407 : 38_383)
        return [9, 18, 36, 54].contains(length) ? [swum, (active: false, milliseconds: 402_000)] : [swum]
    }

    /// `file_id`; a record every second without position, its distance growing by 25 m at
    /// the end of each length swum; then `length` messages (when `lengths`), `lap` messages
    /// (when `laps`: one per length, 25 m or 0 m), and the swimming session (sport 5,
    /// lap_swimming 17) with a pool length of 25 m and no total distance.
    /// With `positions`, every record has a position, 1 m further north each second, and no
    /// distance (a swim the watch tracked).
    /// `lengths` overrides `pattern`, each length's time in milliseconds.
    func file(
        lengths: Bool, laps: Bool, poolLength: Bool = true, positions: Bool = false,
        pattern custom: [(active: Bool, milliseconds: Int)]? = nil
    ) -> [UInt8] {
        let pattern = custom ?? self.pattern
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        var recordFields = [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)]
        if positions { recordFields = [recordFields[0], F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32)] }
        e.define(local: 1, global: 20, recordFields)
        var ends: [(end: Int, active: Bool, begin: Int)] = []
        var milliseconds = 0
        for length in pattern {
            ends.append((milliseconds + length.milliseconds, length.active, milliseconds))
            milliseconds += length.milliseconds
        }
        let second = milliseconds / 1000
        for time in 0...second {
            let swum = ends.filter { $0.active && $0.end <= time * 1000 }.count
            var values = [t0 + UInt64(time), UInt64(swum * 2500)]
            if positions { values = [values[0], E.semicircles(45 + Double(time) / 111_195), E.semicircles(7)] }
            e.message(local: 1, values)
        }
        // A `length` (101) or `lap` (19) message per length: timestamp, start, elapsed and
        // timer (fields 3/4 of a length, 7/8 of a lap), then the length type or lap distance.
        func perLength(local: UInt8, global: UInt16, times: (UInt8, UInt8), last: F, value: (Bool) -> UInt64) {
            e.define(local: local, global: global, [
                F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
                F(number: times.0, size: 4, type: E.uint32), F(number: times.1, size: 4, type: E.uint32), last,
            ])
            for end in ends {
                let seconds = UInt64(end.end - end.begin)
                e.message(local: local, [t0 + UInt64(end.end / 1000), t0 + UInt64(end.begin / 1000), seconds, seconds, value(end.active)])
            }
        }
        if lengths { perLength(local: 2, global: 101, times: (3, 4), last: F(number: 12, size: 1, type: E.enumType)) { $0 ? 1 : 0 } }
        if laps { perLength(local: 3, global: 19, times: (7, 8), last: F(number: 9, size: 4, type: E.uint32)) { $0 ? 2500 : 0 } }
        e.define(local: 4, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32),
            F(number: 9, size: 4, type: E.uint32), F(number: 44, size: 2, type: E.uint16),
        ])
        e.message(local: 4, [
            t0 + UInt64(second), t0, 5, 17, UInt64(milliseconds), UInt64(milliseconds), 0xFFFF_FFFF, poolLength ? 2500 : 0xFFFF,
        ])
        return e.file()
    }

    private func build(_ bytes: [UInt8]) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(try FITReader.read(bytes: bytes, file: "pool.fit")[0], zone: utc, thresholds: .standard))
    }

    func testAPoolSwimMovesForItsActiveLengthsAndSwimsThemTimesThePool() throws {
        let activity = try FITReader.read(bytes: file(lengths: true, laps: false), file: "pool.fit")[0]
        // 8 × 30 s swum of the timer's 360 s; 8 × 25 m.
        XCTAssertEqual(activity.summary.moving, 240)
        XCTAssertEqual(activity.summary.distance, 200)
        XCTAssertEqual(activity.summary.elapsed, 360)
        let built = try build(file(lengths: true, laps: false))
        XCTAssertEqual(built.run.sport, "swimming")
        XCTAssertEqual(built.run.moving, 240)
        XCTAssertEqual(built.run.elapsed, 360)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 200, accuracy: 0.01)
        // 240 s over 200 m: 1:20 per 100 m, 1200 s per km.
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 1200, accuracy: 0.01)
        // The session's timer ran through the two rests of 60 s: it stays the device's timer.
        XCTAssertEqual(built.run.device.timer, 360)
        XCTAssertEqual(RestTime.of(built.run), 120)
    }

    /// The decision for pool swims with rests: the moving time is the active lengths' 240 s,
    /// not the session's total_timer_time of 360 s that ran through the two rests, whichever
    /// moving time is preferred; the pace (1:20 per 100 m) is the swimmer's, not 1:48; the
    /// session's timer stays the device's timer, the 120 s between them the rests.
    func testRestsAtTheWallAreLeftOutWhicheverMovingTimeIsPreferred() throws {
        let activity = try FITReader.read(bytes: file(lengths: true, laps: false), file: "pool.fit")[0]
        for source in MovingSource.allCases {
            var rules = RunBuilderRules.standard
            rules.movingSource = source
            let run = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard, rules: rules)).run
            XCTAssertEqual(run.moving, 240, "\(source)")
            XCTAssertEqual(run.movingSource, .device, "\(source)")
            XCTAssertEqual(run.device.timer, 360, "\(source)")
            XCTAssertEqual(RestTime.of(run), 120, "\(source)")
            XCTAssertEqual(run.elapsed, 360, "\(source)")
            XCTAssertEqual(try XCTUnwrap(run.pace.secondsPerKm), 1200, accuracy: 0.01, "\(source)")
            // The distance growing only at each wall gives the speed no usable figure.
            XCTAssertNotEqual(run.gpsMoving, 240, "\(source)")
        }
    }

    func testWithoutLengthsTheLapsThatCoveredDistanceGiveTheMovingTime() throws {
        let built = try build(file(lengths: false, laps: true))
        XCTAssertEqual(built.run.moving, 240)
        // The distance is then the records': 200 m.
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 200, accuracy: 0.01)
    }

    func testLengthsWithoutAPoolLengthGiveTheTimeButNotTheDistance() throws {
        let activity = try FITReader.read(bytes: file(lengths: true, laps: false, poolLength: false), file: "pool.fit")[0]
        XCTAssertEqual(activity.summary.moving, 240)
        XCTAssertNil(activity.summary.distance)
    }

    func testATrackedSwimIsMeasuredByItsPositionsNotByItsLengths() throws {
        let activity = try FITReader.read(bytes: file(lengths: true, laps: false, positions: true), file: "pool.fit")[0]
        XCTAssertEqual(activity.summary.moving, 240)
        // The session states no total distance; positions, not a count of lengths, measure it.
        XCTAssertNil(activity.summary.distance)
        let built = try build(file(lengths: true, laps: false, positions: true))
        // 360 steps of 1 m north, each at 1 m/s: the positions measure 360 m in 360 s of
        // moving, kept beside the moving time, which is the lengths' 240 s: the device's
        // timer, as the watch counted it. Preferring the points' speed gives their 360 s.
        XCTAssertEqual(try XCTUnwrap(built.run.gpsDistance), 360, accuracy: 0.5)
        XCTAssertEqual(built.run.moving, 240)
        XCTAssertEqual(built.run.movingSource, .device)
        XCTAssertEqual(try XCTUnwrap(built.run.gpsMoving), 360, accuracy: 1)
        XCTAssertEqual(built.run.device.timer, 360)
        var rules = RunBuilderRules.standard
        rules.movingSource = .gps
        let activityAgain = try FITReader.read(bytes: file(lengths: true, laps: false, positions: true), file: "pool.fit")[0]
        let gps = try XCTUnwrap(RunBuilder.build(activityAgain, zone: utc, thresholds: .standard, rules: rules))
        XCTAssertEqual(try XCTUnwrap(gps.run.moving), 360, accuracy: 1)
        XCTAssertEqual(gps.run.movingSource, .gps)
    }

    func testTheTotalsArePureOverLengthsAndLaps() {
        let lengths = [
            FITLength(startTime: 0, timestamp: 31, elapsed: 31, timer: 30.5, isActive: true),
            FITLength(startTime: 31, timestamp: 91, elapsed: 60, timer: 60, isActive: false),
            FITLength(startTime: 91, timestamp: 120, elapsed: 29, timer: .nan, isActive: true),
        ]
        let counted = FITSwimTotals.totals(lengths: lengths, laps: [], poolLength: 50)
        XCTAssertEqual(counted.moving, 59.5)
        XCTAssertEqual(counted.distance, 100)
        var rest = FITTotals()
        rest.distance = 0
        rest.timer = 90
        var swum = FITTotals()
        swum.distance = 400
        swum.timer = 410
        XCTAssertEqual(FITSwimTotals.totals(lengths: [], laps: [swum, rest, swum], poolLength: .nan).moving, 820)
        XCTAssertNil(FITSwimTotals.totals(lengths: [], laps: [], poolLength: 25).moving)
    }

    /// Issue 53's swim: the session's timer 4,371.6 s stays the device's timer, the active
    /// lengths' 2,763.6 s are the moving time, the rests 1,608 s (26:48), and the pace per
    /// 100 m is over the active time: 2,763.6 s / 18 = 2:33.5.
    func testAPoolSwimKeepsTheSessionTimerAndItsRests() throws {
        let built = try build(file(lengths: true, laps: false, pattern: Self.setsWithRests))
        XCTAssertEqual(try XCTUnwrap(built.run.device.timer), 4371.6, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 2763.6, accuracy: 0.001)
        XCTAssertEqual(built.run.movingSource, .device)
        XCTAssertEqual(try XCTUnwrap(RestTime.of(built.run)), 1608, accuracy: 0.001)
        XCTAssertEqual(ReportText.duration(RestTime.of(built.run)), "26:48")
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 1800, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm) / 10, 153.53, accuracy: 0.01)
        XCTAssertEqual(built.run.elapsed, 4371)
    }

    /// A rebuild from the stored run (trim) keeps the active time as moving and the session's
    /// timer as the device's, instead of taking the timer, rests included, as moving time.
    func testTheStoredSourceOfASwimWithRestsKeepsBothTimes() throws {
        let built = try build(file(lengths: true, laps: false))
        let source = StoredRunSource.of(built.run, samples: [])
        XCTAssertEqual(source.summary.moving, 240)
        XCTAssertEqual(source.summary.timer, 360)
    }

    /// The committed fixture `pool-swim-sets-with-rests.fit` (for the end-to-end tests) is
    /// this encoder's swim of issue 53, byte for byte.
    func testTheCommittedPoolSwimFixtureIsTheGeneratedOne() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/fit/pool-swim-sets-with-rests.fit").standardized
        let generated = file(lengths: true, laps: false, pattern: Self.setsWithRests)
        if ProcessInfo.processInfo.environment["LOGBOOK_WRITE_FIXTURES"] == "1" { try Data(generated).write(to: url) }
        XCTAssertEqual(Array(try Data(contentsOf: url)), generated)
    }

    func testRestsAreTheDeviceTimerBeyondADeviceMovingTime() {
        XCTAssertEqual(RestTime.seconds(moving: 2763.6, timer: 4371.6, source: .device) ?? 0, 1608, accuracy: 0.001)
        XCTAssertNil(RestTime.seconds(moving: 2763.6, timer: 4371.6, source: .gps))
        XCTAssertNil(RestTime.seconds(moving: 300, timer: 300.5, source: .device))
        XCTAssertEqual(RestTime.seconds(moving: 300, timer: 301, source: .device), 1)
        XCTAssertNil(RestTime.seconds(moving: nil, timer: 301, source: .device))
        XCTAssertNil(RestTime.seconds(moving: 300, timer: .nan, source: .device))
    }
}
