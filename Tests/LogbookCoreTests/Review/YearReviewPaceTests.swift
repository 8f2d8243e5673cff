import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// The year's fastest run is judged by the one rule of a pace a runner is shown
/// (`Pace.trusted`): a pace not counted, or a number stored beside `ok` that cannot be
/// trusted, is never the year's fastest.
final class YearReviewPaceTests: XCTestCase {
    /// A run of `metres` in `seconds` started at 07:00 UTC on 2026-03-`day`, its pace as stored.
    private func run(_ id: Int64, day: Int64, metres: Double, seconds: Double, pace: Pace? = nil) -> Run {
        Run(
            id: id, startUTC: 1_772_323_200 + (day - 1) * 86_400 + 7 * 3600, utcOffset: 0, sport: "running", name: nil,
            distance: metres, elapsed: seconds, moving: seconds,
            pace: pace ?? Pace.judge(moving: seconds, distance: metres, thresholds: .standard), averageHeartRate: nil,
            maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "gpx")
    }

    private func fastest(_ runs: [Run]) -> ReviewedRun? {
        YearReview(year: 2026, runs: runs, tiles: TileSummary(zoom: 14, runs: []), weekStart: .monday).fastest
    }

    func testAPaceNotCountedIsNotTheYearsFastest() throws {
        // 40 km in an hour is 1:30 /km: a ride stored as a run, too fast to count.
        let ride = run(1, day: 2, metres: 40_000, seconds: 3600)
        XCTAssertEqual(ride.pace.status, .tooFast)
        let easy = run(2, day: 3, metres: 10_000, seconds: 3000)
        let found = try XCTUnwrap(fastest([ride, easy]))
        XCTAssertEqual(found.id, 2)
        XCTAssertEqual(found.secondsPerKm, 300, accuracy: 1e-9)
    }

    func testAnUntrustedNumberBesideOkIsNotTheYearsFastest() throws {
        let negative = run(1, day: 2, metres: 10_000, seconds: 2000, pace: Pace(secondsPerKm: -200, status: .ok))
        let infinite = run(3, day: 4, metres: 10_000, seconds: 2000, pace: Pace(secondsPerKm: .infinity, status: .ok))
        let easy = run(2, day: 3, metres: 10_000, seconds: 3000)
        XCTAssertEqual(try XCTUnwrap(fastest([negative, infinite, easy])).id, 2)
        XCTAssertNil(fastest([negative, infinite]))
    }

    func testTheFastestIsTheQuickestTrustedPaceOverAtLeastAKilometre() throws {
        let short = run(1, day: 2, metres: 800, seconds: 160)
        let tempo = run(2, day: 3, metres: 8_000, seconds: 2_000)
        let easy = run(3, day: 4, metres: 10_000, seconds: 3_000)
        let found = try XCTUnwrap(fastest([short, tempo, easy]))
        XCTAssertEqual(found.id, 2)
        XCTAssertEqual(found.secondsPerKm, 250, accuracy: 1e-9)
    }
}
