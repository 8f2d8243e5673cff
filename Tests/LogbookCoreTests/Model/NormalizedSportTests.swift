import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// Every way a file names a sport's variant gives one sport plus a sub-sport, and duplicate
/// detection compares the sport only.
final class NormalizedSportTests: XCTestCase {
    private func check(
        _ raw: String?, _ rawSubSport: String? = nil, is sport: String, _ subSport: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            NormalizedSport(raw: raw, rawSubSport: rawSubSport), NormalizedSport(sport: sport, subSport: subSport),
            "\(raw ?? "nil") + \(rawSubSport ?? "nil")", file: file, line: line)
    }

    func testRunningVariants() {
        check("Run", is: "running", nil)
        check("Trail Run", is: "running", "trail")
        check("VirtualRun", is: "running", "virtual")
        check("Treadmill", is: "running", "treadmill")
        check("Running", is: "running", nil)  // TCX
        check("HKWorkoutActivityTypeRunning", is: "running", nil)
        check("trail_running", is: "running", "trail")  // Garmin Connect
        check("track_running", is: "running", "track")
        check("running", "trail", is: "running", "trail")  // FIT sport + sub_sport
        check("running", "treadmill", is: "running", "treadmill")
        check("running", "indoor_running", is: "running", "treadmill")
        check("running", "track", is: "running", "track")
        check("running", "virtual_activity", is: "running", "virtual")
        check("running", "street", is: "running", nil)
        check("running", "generic", is: "running", nil)
        check("running", "fit sub-sport 99", is: "running", "fit_sub_sport_99")
    }

    func testCyclingWalkingHikingAndSwimmingVariants() {
        check("Ride", is: "cycling", nil)
        check("VirtualRide", is: "cycling", "virtual")
        check("Biking", is: "cycling", nil)  // TCX
        check("MountainBikeRide", is: "cycling", "mountain")
        check("EBikeRide", is: "cycling", "ebike")
        check("HKWorkoutActivityTypeCycling", is: "cycling", nil)
        check("cycling", "indoor_cycling", is: "cycling", "indoor")
        check("cycling", "gravel_cycling", is: "cycling", "gravel")
        check("cycling", "treadmill", is: "cycling", "treadmill")  // a sub-sport never changes the sport
        check("Walk", is: "walking", nil)
        check("HKWorkoutActivityTypeWalking", is: "walking", nil)
        check("walking", "indoor_walking", is: "walking", "treadmill")
        check("casual_walking", is: "walking", "casual")
        check("Hike", is: "hiking", nil)
        check("HKWorkoutActivityTypeHiking", is: "hiking", nil)
        check("hiking", is: "hiking", nil)
        check("Swim", is: "swimming", nil)
        check("HKWorkoutActivityTypeSwimming", is: "swimming", nil)
        check("swimming", "lap_swimming", is: "swimming", "pool")
        check("swimming", "open_water", is: "swimming", "open_water")
        check("open_water_swimming", is: "swimming", "open_water")
        check(nil, is: "running", nil)
    }

    func testFITSubSportNumbersAreNamed() {
        XCTAssertEqual(FITSport.rawSubSport(3), "trail")
        XCTAssertEqual(FITSport.rawSubSport(1), "treadmill")
        XCTAssertEqual(FITSport.rawSubSport(58), "virtual_activity")
        XCTAssertEqual(FITSport.rawSubSport(99), "fit sub-sport 99")
        XCTAssertNil(FITSport.rawSubSport(0))
        XCTAssertNil(FITSport.rawSubSport(254))
        XCTAssertNil(FITSport.rawSubSport(.nan))
    }

    func testDuplicateDetectionComparesTheNormalisedSport() {
        XCTAssertTrue(DuplicateRule.isSameSport("running", "Trail Run"))
        XCTAssertTrue(DuplicateRule.isSameSport("Treadmill", "running"))
        XCTAssertTrue(DuplicateRule.isSameSport("cycling", "HKWorkoutActivityTypeCycling"))
        XCTAssertFalse(DuplicateRule.isSameSport("cycling", "running"))
        XCTAssertFalse(DuplicateRule.isSameSport("unknown", "running"))  // still to decide
        XCTAssertTrue(
            DuplicateRule.isSameRun(
                sport: "VirtualRun", start: 1_000, distance: 10_000, otherSport: "running", otherStart: 1_059,
                otherDistance: 10_290))
        XCTAssertFalse(
            DuplicateRule.isSameRun(
                sport: "VirtualRide", start: 1_000, distance: 10_000, otherSport: "running", otherStart: 1_000,
                otherDistance: 10_000))
    }

    func testRunBuilderKeepsTheSubSportBesideTheSport() throws {
        let start = 1_700_000_000.0
        let points = (0..<120).map { index in
            TrackPoint(timestamp: start + Double(index), lat: 52 + Double(index) * 0.00003, lon: 13)
        }
        var activity = ParsedActivity(format: "fit", rawSport: "running", segments: [points], statedOffset: 3600)
        activity.rawSubSport = "trail"
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: TimeZone(identifier: "UTC")!, thresholds: .standard))
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.run.subSport, "trail")
        XCTAssertEqual(built.run.offsetIsStated, true)
        let csv = ParsedActivity(
            format: "csv", rawSport: "Trail Run", statedStart: .absolute(utc: start, statedOffset: nil),
            summary: ActivitySummary(distance: 5_000, elapsed: 1_500))
        let row = try XCTUnwrap(RunBuilder.build(csv, zone: TimeZone(identifier: "UTC")!, thresholds: .standard))
        XCTAssertEqual(row.run.sport, "running")
        XCTAssertEqual(row.run.subSport, "trail")
        XCTAssertEqual(row.run.offsetIsStated, false)
    }
}
