import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// `distance_mismatch`: the file's distance and the GPS distance more than 10 % apart.
final class DistanceMismatchRuleTests: XCTestCase {
    private func run(sport: String = "running", device: Double?, gps: Double?, source: DistanceSource? = .device) -> StoredRunTotals {
        var totals = StoredRunTotals(
            id: 3, startUTC: 1_714_629_600, utcOffset: 0, sport: sport, distance: .number(device ?? gps ?? 0),
            elapsed: .number(3000), moving: .number(3000), pace: .number(300),
            richness: RunRichness(hasSamples: true, hasHeartRate: false))
        totals.deviceDistance = device.map(StoredNumber.number) ?? .missing
        totals.gpsDistance = gps.map(StoredNumber.number) ?? .missing
        totals.distanceSource = source
        return totals
    }

    func testMoreThanTenPercentOfTheLargerIsAFindingThatIsNeverQuarantined() throws {
        let finding = try XCTUnwrap(DistanceMismatchRule.finding(for: run(device: 10_000, gps: 8_990), options: .standard))
        XCTAssertEqual(finding.rule, .distanceMismatch)
        XCTAssertEqual(finding.detail, "the file states 10000 m, the GPS gives 8990 m (10 % apart); the run uses the file's distance")
        XCTAssertFalse(CleanupRule.distanceMismatch.quarantines)
        XCTAssertEqual(
            DistanceMismatchRule.finding(for: run(device: 8_000, gps: 10_000, source: .gps), options: .standard)?.detail,
            "the file states 8000 m, the GPS gives 10000 m (20 % apart); the run uses the GPS distance")
    }

    func testTenPercentOrLessUnknownDistancesAndUnaskedRulesFindNothing() {
        XCTAssertNil(DistanceMismatchRule.finding(for: run(device: 10_000, gps: 9_000), options: .standard), "exactly 10 %")
        XCTAssertNil(DistanceMismatchRule.finding(for: run(device: 10_000, gps: nil), options: .standard))
        XCTAssertNil(DistanceMismatchRule.finding(for: run(device: nil, gps: 10_000), options: .standard))
        var others = CleanupOptions.standard
        others.rules = [.tooFast]
        XCTAssertNil(DistanceMismatchRule.finding(for: run(device: 10_000, gps: 5_000), options: others))
    }

    func testEverySportIsJudgedWhateverSportTheThresholdsJudge() {
        let ride = run(sport: "cycling", device: 40_000, gps: 30_000)
        XCTAssertEqual(CleanupScan.findings(runs: [ride], tails: [:], options: .standard).map(\.rule), [.distanceMismatch])
    }
}
