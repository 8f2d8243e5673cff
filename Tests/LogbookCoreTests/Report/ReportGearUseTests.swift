import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// The report's gear: only the pairs its runs used, with their runs and distance, and the
/// whole life's distance measured against the limit.
final class ReportGearUseTests: XCTestCase {
    private func run(gear: Int64?, distance: Double?) -> Run {
        var run = Run(
            startUTC: 1_700_000_000, utcOffset: 0, sport: "running", name: nil, distance: distance, elapsed: 600, moving: 600,
            pace: Pace.judge(moving: 600, distance: distance, thresholds: .standard), averageHeartRate: nil, maxHeartRate: nil,
            averageCadence: nil, elevationGain: nil, source: "gpx")
        run.gearID = gear
        return run
    }

    private func usage(_ id: Int64, _ name: String, limit: Double?, distance: Double) -> GearUsage {
        GearUsage(
            gear: Gear(id: id, name: name, kind: .shoes, limit: limit), distance: distance, runs: 9, moving: 0, firstUsed: nil,
            lastUsed: nil)
    }

    func testOnlyThePairsOfTheReportsRunsWithTheirUse() {
        let usage = [usage(1, "Bike", limit: nil, distance: 900_000), usage(2, "Pegasus", limit: 700_000, distance: 2_148_000),
                     usage(3, "Spare", limit: 700_000, distance: 100_000)]
        let uses = ReportGearUse.uses(usage, runs: [run(gear: 2, distance: 10_000), run(gear: 2, distance: nil),
                                                     run(gear: 3, distance: 5_000), run(gear: nil, distance: 8_000)])
        XCTAssertEqual(uses.map(\.lifetime.gear.name), ["Pegasus", "Spare"])
        XCTAssertEqual(uses.map(\.runs), [2, 1])
        XCTAssertEqual(uses.map(\.distance), [10_000, 5_000])
        XCTAssertEqual(uses.map(\.overLimit), [true, false])
        XCTAssertEqual(ReportGearUse.uses(usage, runs: []), [])
    }
}
