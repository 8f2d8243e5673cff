import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel

/// A recording that creeps slowly in one direction is distance, not jitter; jitter that
/// wanders and returns still adds nothing.
final class CreepingTrackTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let t0 = 1_700_000_000.0
    private let metresPerDegree = 111_195.0

    /// A point every 5 s for `hours`, creeping `metres` north in all (a steady drift), with up
    /// to `jitter` metres of noise each way from a fixed seed.
    private func creeping(hours: Double, metres: Double, jitter: Double) -> [TrackPoint] {
        var seed: UInt64 = 7
        func noise() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(seed >> 11) / Double(1 << 53) * 2 - 1) * jitter
        }
        let seconds = Int(hours * 3600)
        return stride(from: 0, through: seconds, by: 5).map { second in
            let north = metres * Double(second) / Double(seconds) + noise()
            let east = noise()
            return TrackPoint(
                timestamp: t0 + Double(second), lat: 47 + north / metresPerDegree,
                lon: 8 + east / (metresPerDegree * cos(47 * Double.pi / 180)))
        }
    }

    private func build(_ points: [TrackPoint]) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(ParsedActivity(format: "gpx", segments: [points]), zone: utc, thresholds: .standard))
    }

    func testNineHoursCreepingFiveKilometresKeepTheirDistance() throws {
        let built = try build(creeping(hours: 9, metres: 5000, jitter: 1))
        let distance = try XCTUnwrap(built.run.distance)
        XCTAssertEqual(distance, 5000, accuracy: 100, "within 2 % of the true path")
        XCTAssertEqual(built.run.elapsed, 32_400)
        // 0.15 m/s is no moving speed: the time stays standing, for `clean` to find.
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 0, accuracy: 600)
        // `clean` flags it: hours recorded, next to nothing moving.
        let detail = LeftRunningRule.detail(
            sport: built.run.sport, elapsed: built.run.elapsed, moving: built.run.moving, distance: built.run.distance,
            hasTail: false, running: .standard)
        XCTAssertEqual(detail?.hasPrefix("9:00:00 recorded but only "), true, detail ?? "not flagged")
    }

    /// A real walk at 3 km/h for 3 hours, with 1 m of noise: every metre, and not flagged.
    func testAThreeKilometreAnHourWalkIsNeitherCutNorFlagged() throws {
        let built = try build(creeping(hours: 3, metres: 9000, jitter: 1))
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 9000, accuracy: 180)
        XCTAssertNil(LeftRunningRule.detail(
            sport: built.run.sport, elapsed: built.run.elapsed, moving: built.run.moving, distance: built.run.distance,
            hasTail: false, running: .standard))
    }

    func testJitterAroundOnePointForAnHourAddsNothing() throws {
        let built = try build(creeping(hours: 1, metres: 0, jitter: 3))
        XCTAssertLessThan(try XCTUnwrap(built.run.distance), 10)
    }

    func testAnchorsThatReturnAreNotDrift() {
        let north = { (metres: Double) in (lat: 47 + metres / 111_195, lon: 8.0) }
        XCTAssertTrue(StandstillDetector.isDrift([north(0), north(8), north(16), north(24)]))
        XCTAssertFalse(StandstillDetector.isDrift([north(0), north(8), north(0), north(8)]), "wanders and returns")
        XCTAssertFalse(StandstillDetector.isDrift([north(0), north(8)]), "two standstills are no chain")
    }
}
