import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// An open-water swim keeps its session's distance: its GPS track, scattered by the watch
/// going under water at each stroke, is no judge of the device's total.
final class FITOpenWaterSwimTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// 1000 s of swimming north at 0.985 m/s, a record a second whose position swings 1.7 m
    /// east and west in turn (the track scatters to 3.5 km); the session (sport 5,
    /// open_water 18) states 985 m and a timer of 1000 s.
    private func swim() -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(1_700_000_000)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32),
        ])
        for second in 0...1000 {
            let east = second % 2 == 0 ? 1.7 : -1.7
            e.message(local: 1, [
                t0 + UInt64(second), E.semicircles(45 + 0.985 * Double(second) / 111_195),
                E.semicircles(7 + east / (111_195 * cos(45 * Double.pi / 180))),
            ])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 1000, t0, 5, 18, 1_000_000, 1_000_000, 98_500])
        return e.file()
    }

    func testTheSessionDistanceWinsOverTheScatteredTrack() throws {
        let activity = try FITReader.read(bytes: swim(), file: "swim.fit")[0]
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        XCTAssertEqual(built.run.sport, "swimming")
        XCTAssertEqual(built.run.distance, 985)
        XCTAssertEqual(built.run.distanceSource, .device)
        XCTAssertEqual(try XCTUnwrap(built.run.gpsDistance), 3540, accuracy: 20, "kept beside it")
        XCTAssertFalse(built.warnings.contains { $0.contains("not within a factor 2") }, "\(built.warnings)")
        // A run with the same numbers still trusts its GPS over a total beyond a factor 2.
        XCTAssertEqual(DistanceChoice.choose(device: 985, gps: 3540, preferred: .device).source, .gps)
        XCTAssertEqual(DistanceChoice.choose(device: 985, gps: 3540, preferred: .device, gpsJudges: false).distance, 985)
        XCTAssertTrue(DistanceChoice.gpsJudgesDevice(sport: "running"))
        XCTAssertFalse(DistanceChoice.gpsJudgesDevice(sport: "swimming"))
    }
}
