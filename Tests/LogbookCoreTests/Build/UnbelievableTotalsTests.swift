import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A distance or duration no activity of its sport can have is stored unknown, with a
/// warning saying why, so that one record never poisons the month's totals.
final class UnbelievableTotalsTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let start = 1_700_000_000.0
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// A FIT file of one session and no records: elapsed and timer in ms, distance in cm.
    private func session(elapsedMilliseconds: UInt64, distanceCentimetres: UInt64, sport: UInt64 = 1) -> [UInt8] {
        var e = E()
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        let begin = E.fitTime(start)
        e.message(local: 1, [begin + 1, begin, sport, elapsedMilliseconds, elapsedMilliseconds, distanceCentimetres])
        return e.file()
    }

    private func build(_ bytes: [UInt8]) throws -> BuiltRun {
        let activities = try FITReader.read(bytes: bytes, file: "session.fit")
        XCTAssertEqual(activities.count, 1)
        return try XCTUnwrap(RunBuilder.build(activities[0], zone: utc, thresholds: .standard))
    }

    private func build(distance: Double, seconds: Double, sport: String) throws -> BuiltRun {
        let activity = ParsedActivity(
            format: "csv", rawSport: sport, statedStart: .absolute(utc: start, statedOffset: 0),
            summary: ActivitySummary(distance: distance, elapsed: seconds, moving: seconds))
        return try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
    }

    func testAFITSessionOf42949KilometresInAMillisecondKeepsNoDistance() throws {
        // 0xFFFFFFFE cm: one below the invalid value, 42,949.67 km, in 1 ms.
        let built = try build(session(elapsedMilliseconds: 1, distanceCentimetres: 0xFFFF_FFFE))
        XCTAssertNil(built.run.distance)
        XCTAssertEqual(built.run.elapsed, 0.001)
        XCTAssertEqual(built.run.pace.status, .noDistance)
        XCTAssertEqual(built.warnings, ["ignored the stated distance 42949672.94 m: more than 5000000 m cannot be true"])
    }

    func testADistanceFasterThanItsSportCanGoIsUnknown() throws {
        // 40 km of running in 60 s is 667 m/s; on foot nothing passes 15 m/s.
        let run = try build(distance: 40_000, seconds: 60, sport: "running")
        XCTAssertNil(run.run.distance)
        XCTAssertEqual(run.run.moving, 60)
        XCTAssertEqual(run.run.pace.status, .noDistance)
        XCTAssertEqual(
            run.warnings, ["ignored the distance 40000 m: in 60 s that is 667 m/s, faster than running can go (15 m/s)"])
        // The same 40 km in 30 minutes is a fast ride: kept.
        let ride = try build(distance: 40_000, seconds: 1_800, sport: "cycling")
        XCTAssertEqual(ride.run.distance, 40_000)
        XCTAssertEqual(ride.warnings, [])
    }

    func testAFITSessionFasterThanItsSportIsUnknownToo() throws {
        // 1,000 km of running in 1 s: within the largest distance, not within the sport.
        let built = try build(session(elapsedMilliseconds: 1000, distanceCentimetres: 100_000_000))
        XCTAssertNil(built.run.distance)
        XCTAssertEqual(built.run.elapsed, 1)
        XCTAssertEqual(built.warnings, ["ignored the distance 1000000 m: in 1 s that is 1000000 m/s, faster than running can go (15 m/s)"])
    }

    func testADurationBeyondSixtyDaysIsUnknown() throws {
        // 90,000,000 s (2.85 years) passed the old bound of 1e8 s.
        let built = try build(distance: 10_000, seconds: 90_000_000, sport: "running")
        XCTAssertNil(built.run.elapsed)
        XCTAssertNil(built.run.moving)
        XCTAssertEqual(built.run.distance, 10_000)
        XCTAssertEqual(built.run.pace.status, .noTime)
        XCTAssertEqual(
            built.warnings,
            ["ignored the stated elapsed time 90000000 s: more than 5184000 s cannot be true",
             "ignored the stated moving time 90000000 s: more than 5184000 s cannot be true"])
    }
}
