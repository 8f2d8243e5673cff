import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A GPX that states no sport at a swimmer's speed (an open-water swim: slow, with long
/// straight stretches) is left `unknown`, not inferred as a walk: below 1 m/s the speed
/// cannot tell a swim from a walk.
final class SwimOrWalkInferenceTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private func build(legs: [(seconds: Int, speed: Double)], sport: String?) throws -> BuiltRun {
        let gpx = GeneratedRuns.gpx(GeneratedRuns.points(legs: legs), sport: sport)
        let activity = try XMLActivityReader.gpx.read(ImportInput(data: gpx, displayName: "swim.gpx"))[0]
        return try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
    }

    func testAnOpenWaterSwimWithoutASportIsLeftUnknown() throws {
        // 1,500 m straight out at 0.8 m/s (2:05 per 100 m), in two stretches of 937.5 s.
        let run = try build(legs: [(937, 0.8), (938, 0.8)], sport: nil).run
        XCTAssertEqual(run.sport, "unknown")
        XCTAssertEqual(run.sportSource, .inferred)
        XCTAssertEqual(try XCTUnwrap(run.distance), 1500, accuracy: 1)
        XCTAssertEqual(run.moving, 1875)
    }

    func testAWalkersSpeedStillInfersAWalkAndOtherStaysOther() throws {
        // 1.3 m/s (12:49/km) is no swimmer's: a walk.
        XCTAssertEqual(try build(legs: [(1000, 1.3)], sport: nil).run.sport, "walking")
        // A file that says Other at a swimmer's speed stays other, as at a walker's.
        XCTAssertEqual(try build(legs: [(1000, 0.8)], sport: "other").run.sport, "other")
    }

    func testTheSpeedThatCannotTellASwimFromAWalkIsOneMetreASecond() {
        XCTAssertEqual(SportInference.swimOrWalkSpeed, 1.0)
        XCTAssertEqual(SportInference.infer(distance: 999, moving: 1000, fastShare: 0), "unknown")
        XCTAssertEqual(SportInference.infer(distance: 1000, moving: 1000, fastShare: 0), "walking")
        XCTAssertEqual(SportInference.infer(distance: 999, moving: 1000, fastShare: 0, saysOther: true), "other")
        // Slower than 0.3 m/s is nothing that moves on its own: unknown, Other or not.
        XCTAssertEqual(SportInference.infer(distance: 200, moving: 1000, fastShare: 0, saysOther: true), "unknown")
    }
}
