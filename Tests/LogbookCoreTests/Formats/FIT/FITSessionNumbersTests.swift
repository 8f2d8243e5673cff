import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats

/// Generated FIT files: records a session's start_time comes after, and indoor sessions
/// whose records carry no distance (moving time is the timer's).
final class FITSessionNumbersTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    let start = 1_700_000_000.0
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// `file_id`, then records (time, lat, lon, distance in cm or invalid) every second from
    /// `start` for `seconds`, then the sessions (start offset, elapsed s, timer s, distance m,
    /// sport, sub-sport).
    private func file(
        seconds: Int, positions: Bool, distanceCentimetres: ((Int) -> UInt64)?,
        sessions: [(startOffset: Int, elapsed: Int, timer: Int, distance: Double?, sport: UInt64, subSport: UInt64)]
    ) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32),
            F(number: 1, size: 4, type: E.sint32), F(number: 5, size: 4, type: E.uint32),
        ])
        for second in 0...seconds {
            // 3 m/s due north from 47 N 8 E.
            let lat = 47 + 3 * Double(second) / (2 * Double.pi * 6_371_008.8 / 360)
            e.message(local: 1, [
                t0 + UInt64(second), positions ? E.semicircles(lat) : 0x7FFF_FFFF, positions ? E.semicircles(8) : 0x7FFF_FFFF,
                distanceCentimetres?(second) ?? 0xFFFF_FFFF,
            ])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32),
            F(number: 9, size: 4, type: E.uint32),
        ])
        for session in sessions {
            let begin = t0 + UInt64(session.startOffset)
            e.message(local: 2, [
                begin + UInt64(session.elapsed), begin, session.sport, session.subSport, UInt64(session.elapsed * 1000),
                UInt64(session.timer * 1000), session.distance.map { UInt64(($0 * 100).rounded()) } ?? 0xFFFF_FFFF,
            ])
        }
        return e.file()
    }

    func testRecordsBeforeTheFirstSessionsStartBelongToIt() throws {
        // 30 minutes of running; the first session says it began 10 minutes in, the second
        // (a ride) takes no record.
        let bytes = file(
            seconds: 1800, positions: true, distanceCentimetres: { UInt64($0 * 300) },
            sessions: [(600, 1200, 1200, 5400, 1, 0), (1801, 60, 60, nil, 2, 0)])
        let activities = try FITReader.read(bytes: bytes, file: "late.fit")
        XCTAssertEqual(activities.count, 2)
        XCTAssertEqual(activities[0].pointCount, 1801, "the 600 records before its start_time are kept")
        XCTAssertEqual(activities[0].warnings, ["kept 600 records dated before the start of session 1 in that session: no other session claims them"])
        let built = try XCTUnwrap(RunBuilder.build(activities[0], zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.startUTC, Int64(start))
        XCTAssertEqual(built.run.elapsed, 1800)
        // The session states 5,400 m, the records reach 5,400 m too: the splits add up to it.
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 5400, accuracy: 0.01)
        XCTAssertEqual(built.splits.count, 6)
        XCTAssertEqual(built.splits.map(\.distance).reduce(0, +), 5400, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.run.gpsDistance), 5400, accuracy: 1)
        XCTAssertEqual(built.run.distanceSource, .device)
    }

    func testIndoorRowingWithoutDistanceMovesForTheTimersTime() throws {
        // Rowing (15), indoor (14): 28 minutes of records without position or distance;
        // the timer ran 1,680 s of the 1,700 s elapsed.
        let bytes = file(seconds: 1700, positions: false, distanceCentimetres: nil, sessions: [(0, 1700, 1680, nil, 15, 14)])
        let built = try XCTUnwrap(RunBuilder.build(try FITReader.read(bytes: bytes, file: "row.fit")[0], zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.moving, 1680)
        XCTAssertNil(built.run.distance)
        XCTAssertEqual(built.run.pace.status, .noDistance)
    }

    func testATreadmillRunWhoseRecordsStayAtZeroMovesForTheTimersTime() throws {
        // Running (1), treadmill (1), no foot pod: every record says 0 m; the session states none.
        let bytes = file(seconds: 1200, positions: false, distanceCentimetres: { _ in 0 }, sessions: [(0, 1200, 1150, nil, 1, 1)])
        let built = try XCTUnwrap(RunBuilder.build(try FITReader.read(bytes: bytes, file: "treadmill.fit")[0], zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.moving, 1150)
        XCTAssertEqual(built.run.sport, "running")
    }

    func testAGenericSessionGetsItsSportFromItsSpeed() throws {
        // Sport 0 (generic) at 3 m/s: a run, inferred.
        let bytes = file(seconds: 1200, positions: true, distanceCentimetres: nil, sessions: [(0, 1200, 1200, nil, 0, 0)])
        let built = try XCTUnwrap(RunBuilder.build(try FITReader.read(bytes: bytes, file: "generic.fit")[0], zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.run.sportSource, .inferred)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 3600, accuracy: 1)
    }
}
