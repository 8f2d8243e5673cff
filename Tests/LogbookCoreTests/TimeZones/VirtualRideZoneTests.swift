import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A virtual ride (FIT sub_sport virtual_activity) on Zwift's Watopia, whose map lies in the
/// Solomon Islands' zone (+11 h): dated by the offset its file states, else the machine's
/// zone, never by its positions.
final class VirtualRideZoneTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let paris = TimeZone(identifier: "Europe/Paris") ?? .current
    /// 2023-11-14T17:00:00Z: 18:00 in Paris, 04:00 the next day in Honiara.
    private let start = 1_699_981_200.0

    /// 601 records a second apart going east from Watopia's 11.64 S 166.95 E at 9 m/s, a
    /// cycling session (sport 2) of sub-sport `subSport` (58: virtual_activity), and, when
    /// `localOffset` is given, an `activity` message whose local time is that far ahead.
    private func ride(subSport: UInt64, localOffset: Int? = nil) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32),
        ])
        for second in 0...600 {
            let east = 9 * Double(second) / (111_195 * cos(11.64 * Double.pi / 180))
            e.message(local: 1, [t0 + UInt64(second), E.semicircles(-11.64), E.semicircles(166.95 + east)])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 600, t0, 2, subSport, 600_000, 600_000])
        if let localOffset {
            e.define(local: 3, global: 34, [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)])
            e.message(local: 3, [t0 + 600, t0 + 600 + UInt64(localOffset)])
        }
        return e.file()
    }

    private func build(_ bytes: [UInt8]) throws -> BuiltRun {
        var rules = RunBuilderRules.standard
        rules.zoneFromPosition = true
        let activity = try FITReader.read(bytes: bytes, file: "zwift.fit")[0]
        return try XCTUnwrap(RunBuilder.build(activity, zone: paris, thresholds: .standard, rules: rules))
    }

    func testAVirtualRideWithoutAStatedOffsetTakesTheMachinesZone() throws {
        let built = try build(ride(subSport: 58))
        XCTAssertEqual(built.run.subSport, "virtual")
        XCTAssertEqual(built.run.utcOffset, 3600)
        XCTAssertEqual(built.run.offsetSource, .system)
        XCTAssertEqual(built.run.timeZone, "Europe/Paris")
        XCTAssertEqual(LocalDateTime.iso8601(utc: built.run.startUTC, offset: built.run.utcOffset), "2023-11-14T18:00:00+01:00")
        XCTAssertTrue(built.warnings.contains { $0.hasPrefix("a virtual activity: its positions are on the game's map") }, "\(built.warnings)")
        // Rebuilding does not move it to its map's zone either.
        let rederived = ZoneChoice.rederived(built.run, position: (-11.64, 166.95))
        XCTAssertEqual(rederived.utcOffset, 3600)
        XCTAssertEqual(rederived.offsetSource, .system)
    }

    func testAVirtualRideTakesTheLocalTimeItsFileStates() throws {
        let run = try build(ride(subSport: 58, localOffset: 7200)).run
        XCTAssertEqual(run.utcOffset, 7200)
        XCTAssertEqual(run.offsetSource, .file)
    }

    func testARideOutdoorsIsStillPlacedByItsPosition() throws {
        // The same track ridden outdoors (sub-sport road, 7) is in Honiara: +11 h.
        let run = try build(ride(subSport: 7)).run
        XCTAssertEqual(run.utcOffset, 11 * 3600)
        XCTAssertEqual(run.offsetSource, .position)
    }

    func testVirtualIsTheSubSportOfGamesAndOfStravasType17() {
        XCTAssertTrue(VirtualActivity.isVirtual(subSport: NormalizedSport(raw: "cycling", rawSubSport: "virtual_activity").subSport))
        XCTAssertTrue(VirtualActivity.isVirtual(subSport: NormalizedSport(raw: "VirtualRide").subSport))
        XCTAssertTrue(VirtualActivity.isVirtual(subSport: NormalizedSport(raw: "17").subSport))
        XCTAssertEqual(NormalizedSport(raw: "17").sport, "cycling")
        XCTAssertFalse(VirtualActivity.isVirtual(subSport: NormalizedSport(raw: "Ride").subSport))
    }
}
