import Foundation
import XCTest

@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A FIT whose `file_id.manufacturer` is a game (Zwift 260, TrainerRoad 281, MyWhoosh 331) is
/// virtual: its positions lie on the game's map and never give its time zone.
final class FITVirtualPlatformTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    /// A 10-minute ride from 2026-06-01T16:00Z on Watopia (-11.64°, 166.95°: the Solomon
    /// Islands' zone) by manufacturer `manufacturer`, whose file states no local time.
    private func ride(manufacturer: UInt64) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(1_780_329_600)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType), F(number: 1, size: 2, type: E.uint16)])
        e.message(local: 0, [4, manufacturer])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32),
            F(number: 5, size: 4, type: E.uint32),
        ])
        for second in stride(from: 0, through: 600, by: 5) {
            let lat = -11.64 + Double(second) * 8 / 111_195
            e.message(local: 1, [t0 + UInt64(second), E.semicircles(lat), E.semicircles(166.95), UInt64(second * 800)])
        }
        e.define(local: 2, global: 18, [F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32), F(number: 5, size: 1, type: E.enumType)])
        e.message(local: 2, [t0 + 600, t0, 2])
        return e.file()
    }

    func testAZwiftRideIsVirtualAndTakesTheMachinesZoneNotItsMaps() throws {
        let activity = try FITReader.read(bytes: ride(manufacturer: 260), file: "zwift.fit")[0]
        XCTAssertEqual(activity.creator, "zwift")
        let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        let run = try RunBuilder.build(activity, zone: paris, thresholds: .standard, file: "zwift.fit").run
        XCTAssertEqual(run.subSport, "virtual")
        XCTAssertEqual(run.offsetSource, .system)
        XCTAssertEqual(run.utcOffset, 7200, "Paris in June, not the Solomon Islands' +11 h")
    }

    func testAGarminRideOnTheSameMapIsNotVirtual() throws {
        let activity = try FITReader.read(bytes: ride(manufacturer: 1), file: "edge.fit")[0]
        XCTAssertNil(activity.creator)
        let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        let run = try RunBuilder.build(activity, zone: paris, thresholds: .standard, file: "edge.fit").run
        XCTAssertNil(run.subSport)
    }

    func testTrainerRoadAndMyWhooshAreRecognisedByTheirManufacturer() throws {
        XCTAssertEqual(try FITReader.read(bytes: ride(manufacturer: 281), file: "tr.fit")[0].creator, "trainerroad")
        XCTAssertEqual(try FITReader.read(bytes: ride(manufacturer: 331), file: "mw.fit")[0].creator, "mywhoosh")
    }
}
