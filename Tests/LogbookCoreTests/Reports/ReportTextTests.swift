import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// Pace and duration text, the pace parser, the block bar and split marks.
final class ReportTextTests: XCTestCase {
    func testPaceText() {
        XCTAssertEqual(ReportText.pace(300, unit: .km), "5:00 /km")
        XCTAssertEqual(ReportText.pace(299.6, unit: .km), "5:00 /km", "rounded before splitting: never 4:60")
        XCTAssertEqual(ReportText.pace(312.4, unit: .km), "5:12 /km")
        // 300 s/km × 1.609344 km/mi = 482.8032 s/mi → 483 s = 8:03.
        XCTAssertEqual(ReportText.pace(300, unit: .mi), "8:03 /mi")
        XCTAssertEqual(ReportText.pace(1800, unit: .km), "30:00 /km")
        XCTAssertEqual(ReportText.pace(nil, unit: .km), "--")
        XCTAssertEqual(ReportText.pace(.infinity, unit: .km), "--")
        XCTAssertEqual(ReportText.pace(.nan, unit: .km), "--")
        XCTAssertEqual(ReportText.pace(0, unit: .km), "--")
    }

    func testDurationDistanceAndNumberText() {
        XCTAssertEqual(ReportText.duration(3723), "1:02:03")
        XCTAssertEqual(ReportText.duration(2530), "42:10")
        XCTAssertEqual(ReportText.duration(59.6), "1:00")
        XCTAssertEqual(ReportText.duration(nil), "--")
        XCTAssertEqual(ReportText.duration(-1), "--")
        XCTAssertEqual(ReportText.distance(10016, unit: .km), "10.02 km")
        XCTAssertEqual(ReportText.distance(1609.344, unit: .mi), "1.00 mi")
        XCTAssertEqual(ReportText.distance(.infinity, unit: .km), "--")
        XCTAssertEqual(ReportText.plainNumber(5000), "5000")
        XCTAssertEqual(ReportText.plainNumber(312.5), "312.5")
        XCTAssertEqual(ReportText.plainNumber(1.0 / 3), "0.333")
        XCTAssertEqual(ReportText.plainNumber(-2.5), "-2.5")
        XCTAssertEqual(ReportText.plainNumber(.infinity), "")
        XCTAssertEqual(ReportText.plainNumber(nil), "")
        XCTAssertEqual(ReportText.fixed(0.005, decimals: 2), "0.01")
        XCTAssertEqual(ReportText.fixed(-0.001, decimals: 2), "0.00")
    }

    func testPaceParserTakesMinutesColonTwoDigitSeconds() {
        XCTAssertEqual(ReportText.parsePace("4:30"), 270)
        XCTAssertEqual(ReportText.parsePace("2:00"), 120)
        XCTAssertEqual(ReportText.parsePace("30:00"), 1800)
        XCTAssertEqual(ReportText.parsePace("0:59"), 59)
        for bad in ["4:5", "4:60", "-1:00", "4.5", "", ":30", "4:", "4:30:00", "a:30", "4 :30", "٤:30"] {
            XCTAssertNil(ReportText.parsePace(bad), bad)
        }
    }

    private func split(_ index: Int, _ distance: Double, _ pace: Double?, status: PaceStatus = .ok) -> Split {
        Split(
            index: index, distance: distance, elapsed: (pace ?? 0) * distance / 1000, moving: (pace ?? 0) * distance / 1000,
            pace: Pace(secondsPerKm: pace, status: status), averageHeartRate: nil, averageCadence: nil, elevationGain: nil)
    }

    func testFastestAndSlowestFullSplits() {
        // Paces 300, 290, 310, 305 s/km over four full km, then a partial 400 m at 250 s/km:
        // the fastest full split is #2 (290), the slowest #3 (310); the partial one does not compete.
        let splits = [split(1, 1000, 300), split(2, 1000, 290), split(3, 1000, 310), split(4, 1000, 305), split(5, 400, 250)]
        XCTAssertEqual(SplitMarks.find(in: splits), SplitMarks(fastest: 2, slowest: 3))
    }

    func testSplitMarksSkipUntrustedPacesAndBreakTiesEarly() {
        // #2 has no trusted pace (too_slow) and #4 is a partial split: they never compete.
        let splits = [split(1, 1000, 300), split(2, 1000, nil, status: .tooSlow), split(3, 1000, 300), split(4, 999, 200),
                      split(5, 1000, 320), split(6, 1000, 320)]
        XCTAssertEqual(SplitMarks.find(in: splits), SplitMarks(fastest: 1, slowest: 5))
        XCTAssertEqual(SplitMarks.find(in: [split(1, 1000, 300), split(2, 500, 200)]), SplitMarks(fastest: nil, slowest: nil))
        XCTAssertEqual(SplitMarks.find(in: [split(1, 1000, 300), split(2, 1000, 300)]), SplitMarks(fastest: nil, slowest: nil))
        XCTAssertEqual(SplitMarks.find(in: []), SplitMarks(fastest: nil, slowest: nil))
    }

    func testExclusionReasonsReadBackAndSortStatusesFirst() {
        let reasons: [ExclusionReason] = [
            .outsideThresholds, .nonFinitePace, .status("zzz"), .status("no_time"), .status("no_distance"),
            .unusableDistanceOrTime,
        ]
        XCTAssertEqual(
            reasons.sorted().map(\.description),
            ["no_distance", "no_time", "zzz", "non-finite pace", "missing or non-finite distance or time", "outside thresholds"])
        for reason in reasons { XCTAssertEqual(ExclusionReason(text: reason.description), reason) }
    }

    func testTotalsAddUpAndAverageOverPaceRunsOnly() {
        let march = RunTotals(
            runs: 3, distance: 12_500, moving: 4000, paceRuns: 2, paceDistance: 12_000, paceMoving: 3840,
            heartRateSum: 150 * 3000, heartRateWeight: 3000, longest: 10_000, exclusions: [.status("no_distance"): 1])
        let april = RunTotals(
            runs: 1, distance: 5000, moving: 1500, paceRuns: 1, paceDistance: 5000, paceMoving: 1500,
            heartRateSum: 140 * 1500, heartRateWeight: 1500, longest: 5000, exclusions: [:])
        let both = march.adding(april)
        XCTAssertEqual(march.averagePace, 320)  // 3840 s / 12 km
        XCTAssertEqual(both.runs, 4)
        XCTAssertEqual(both.excluded, 1)
        // (3840 + 1500) s / (12 + 5) km = 5340 / 17 = 314.1176... s/km
        XCTAssertEqual(try XCTUnwrap(both.averagePace), 5340.0 / 17, accuracy: 1e-9)
        // (150 × 3000 + 140 × 1500) / 4500 = 660000 / 4500 = 146.666...
        XCTAssertEqual(try XCTUnwrap(both.averageHeartRate), 660_000.0 / 4500, accuracy: 1e-9)
        XCTAssertEqual(both.longest, 10_000)
        XCTAssertNil(RunTotals().averagePace)
        XCTAssertNil(RunTotals().averageHeartRate)
    }
}
