import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// FIT times go up to 2126 (an unsigned 32-bit count of seconds from 1989): past
/// tomorrow they are no more believed than a GPX's, so a FIT dated in the future has
/// nothing to build and says why.
final class BelievableWindowTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// `file_id`, 60 records a second apart from `start` (3 m/s north), one running session.
    private func fit(start: Double) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32),
        ])
        for second in 0...60 {
            let lat = 47 + 3 * Double(second) / (2 * Double.pi * 6_371_008.8 / 360)
            e.message(local: 1, [t0 + UInt64(second), E.semicircles(lat), E.semicircles(8)])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32), F(number: 5, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 60, t0, 1, 60_000])
        return e.file()
    }

    private func activity(start: Double) throws -> ParsedActivity {
        let activities = try FITReader.read(bytes: fit(start: start), file: "clock.fit")
        XCTAssertEqual(activities.count, 1)
        return try XCTUnwrap(activities.first)
    }

    func testAFITDatedAfterTomorrowHasNothingToBuild() throws {
        let start = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 3 * 86_400
        let activity = try activity(start: start)
        XCTAssertNil(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        let shown = LocalDateTime.iso8601(utc: Int64(start), offset: 0)
        XCTAssertEqual(
            RunBuilder.noPointsError(activity, file: "clock.fit").reason, "the start \(shown) is in the future (after tomorrow)")
    }

    func testAFITDatedIn2110IsNotBelievedEither() throws {
        // 2110-01-01T00:00:00Z: within FIT's range, past the schema's 2100.
        let activity = try activity(start: 4_417_977_600)
        XCTAssertNil(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        XCTAssertEqual(
            RunBuilder.noPointsError(activity, file: "clock.fit").reason,
            "the start 2110-01-01T00:00:00+00:00 is in the future (after tomorrow)")
    }

    func testTheWindowIsFrom1900ToTomorrow() {
        let now = 1_700_000_000.0
        XCTAssertTrue(Believable.isBelievableTime(-2_208_988_800, now: now))
        XCTAssertFalse(Believable.isBelievableTime(-2_208_988_801, now: now))
        XCTAssertTrue(Believable.isBelievableTime(now + 86_400, now: now))
        XCTAssertFalse(Believable.isBelievableTime(now + 86_401, now: now))
        XCTAssertFalse(Believable.isBelievableTime(4_102_444_800, now: 5e9))
        XCTAssertEqual(Believable.disbelief(now + 86_401, now: now), "is in the future (after tomorrow)")
        XCTAssertEqual(Believable.disbelief(-2_208_988_801, now: now), "is before 1900")
        XCTAssertNil(Believable.disbelief(now, now: now))
    }
}
