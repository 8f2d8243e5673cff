import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

final class CleanupRulesTests: XCTestCase {
    private func run(
        _ id: Int64 = 1, sport: String = "running", distance: StoredNumber = .number(10_000), elapsed: StoredNumber = .number(3000),
        moving: StoredNumber = .number(3000), pace: StoredNumber = .number(300), start: Int64 = 1_714_636_800,
        richness: RunRichness = RunRichness(hasSamples: false, hasHeartRate: false)
    ) -> StoredRunTotals {
        StoredRunTotals(
            id: id, startUTC: start, utcOffset: 7200, sport: sport, distance: distance, elapsed: elapsed, moving: moving,
            pace: pace, richness: richness)
    }

    private func rule(_ candidate: StoredRunTotals, _ options: CleanupOptions = .standard) -> CleanupRule? {
        RecordRules.finding(for: candidate, options: options)?.rule
    }

    func testStoredNumbersReadAsTheyAre() {
        XCTAssertEqual(StoredNumber(.real(.infinity)), .number(.infinity))
        XCTAssertEqual(StoredNumber(.null), .missing)
        XCTAssertEqual(StoredNumber(.text("fast")), .notANumber)
        XCTAssertEqual(StoredNumber(.integer(42)), .number(42))
        XCTAssertNil(StoredNumber.number(-1).usable)
        XCTAssertEqual(StoredNumber.number(0).usable, 0)
        XCTAssertEqual(StoredNumber.number(-12.5).problem, "is negative (-12.5)")
        XCTAssertEqual(StoredNumber.number(-.infinity).problem, "is minus infinity")
        XCTAssertNil(StoredNumber.missing.problem)
    }

    func testNonFiniteNamesEveryBadColumn() throws {
        let finding = try XCTUnwrap(RecordRules.finding(for: run(pace: .number(.infinity)), options: .standard))
        XCTAssertEqual(finding.rule, .nonFinite)
        XCTAssertEqual(finding.detail, "pace_s_per_km is infinite")
        let several = run(distance: .number(-5), moving: .notANumber, pace: .number(.infinity))
        XCTAssertEqual(
            RecordRules.finding(for: several, options: .standard)?.detail,
            "distance_m is negative (-5); moving_s is not a number; pace_s_per_km is infinite")
        // Unknown values are not broken ones.
        XCTAssertNil(rule(run(distance: .missing, elapsed: .missing, moving: .missing, pace: .missing)))
        // Every sport: an infinity is never right.
        XCTAssertEqual(rule(run(sport: "cycling", elapsed: .number(.infinity))), .nonFinite)
    }

    func testDistanceAndPaceRulesWithTheirWords() throws {
        let zero = try XCTUnwrap(RecordRules.finding(for: run(distance: .number(0), moving: .number(0), pace: .missing), options: .standard))
        XCTAssertEqual(zero.rule, .zeroDistance)
        XCTAssertEqual(zero.detail, "distance is 0 m")
        let short = try XCTUnwrap(RecordRules.finding(for: run(distance: .number(30), elapsed: .number(5), moving: .number(5)), options: .standard))
        XCTAssertEqual(short.rule, .tooShort)
        XCTAssertEqual(short.detail, "30 m is shorter than 50 m")
        // 45 km in 4500 s: 100 s/km = 1:40 min/km.
        let fast = try XCTUnwrap(RecordRules.finding(for: run(distance: .number(45_000), moving: .number(4500)), options: .standard))
        XCTAssertEqual(fast.rule, .tooFast)
        XCTAssertEqual(fast.detail, "pace 1:40 /km is faster than 2:00 /km")
        // 2 km in 5400 s: 2700 s/km = 45:00 min/km.
        let slow = try XCTUnwrap(RecordRules.finding(for: run(distance: .number(2000), moving: .number(5400)), options: .standard))
        XCTAssertEqual(slow.rule, .tooSlow)
        XCTAssertEqual(slow.detail, "pace 45:00 /km is slower than 30:00 /km")
        // Exactly on the limits is believed, as at import.
        XCTAssertNil(rule(run(distance: .number(50), moving: .number(6))))
        XCTAssertNil(rule(run(distance: .number(1000), moving: .number(1800))))
        // No moving time: no pace to judge.
        XCTAssertNil(rule(run(distance: .number(45_000), moving: .missing)))
    }

    /// A row that stores a pace marked `ok` but no distance to make it from is as
    /// inconsistent as one whose status contradicts its pace: it is flagged.
    func testAnOkPaceWithoutADistanceIsFlagged() throws {
        let noDistance = try XCTUnwrap(RecordRules.finding(for: run(distance: .missing, pace: .number(300)), options: .standard))
        XCTAssertEqual(noDistance.rule, .nonFinite)
        XCTAssertEqual(noDistance.detail, "pace_status 'ok' and a stored pace without distance_m")
        // Without a pace there is nothing to contradict.
        XCTAssertNil(rule(run(distance: .missing, pace: .missing)))
    }

    func testTheMostSeriousRuleWinsAndUnaskedRulesAreSkipped() {
        // Negative moving time and zero distance: non_finite first.
        XCTAssertEqual(rule(run(distance: .number(0), moving: .number(-3))), .nonFinite)
        // 30 m in 1 s is both too short and too fast: too_short first.
        XCTAssertEqual(rule(run(distance: .number(30), moving: .number(1))), .tooShort)
        var options = CleanupOptions.standard
        options.rules = [.tooFast]
        XCTAssertNil(rule(run(distance: .number(30), moving: .number(1)), options))
        XCTAssertEqual(rule(run(distance: .number(45_000), moving: .number(4500)), options), .tooFast)
        options.rules = [.zeroDistance]
        XCTAssertNil(rule(run(pace: .number(.infinity)), options))
    }

    func testTighterThresholdsFindRunsThatPassedBefore() {
        let steady = run(distance: .number(3600), moving: .number(1200))  // 5:33 /km
        XCTAssertNil(rule(steady))
        var options = CleanupOptions.standard
        options.thresholds.maxPace = 330  // 5:30
        XCTAssertEqual(RecordRules.finding(for: steady, options: options)?.detail, "pace 5:33 /km is slower than 5:30 /km")
        options.thresholds = PaceThresholds(minDistance: 5000, minPace: 120, maxPace: 1800)
        XCTAssertEqual(rule(steady, options), .tooShort)
    }

    func testThresholdRulesJudgeOnlyTheChosenSport() {
        // A bike ride at 36 km/h is 1:40 /km: not a bad run, not a run at all.
        let ride = run(sport: "cycling", distance: .number(45_000), moving: .number(4500))
        XCTAssertNil(rule(ride))
        // Judged as a ride (0:36 to 20:00 /km), it is an ordinary one.
        XCTAssertNil(rule(ride, CleanupOptions(thresholdSport: nil)))
        XCTAssertNil(rule(ride, CleanupOptions(thresholdSport: "cycling")))
        let racer = run(sport: "cycling", distance: .number(45_000), moving: .number(1500))  // 108 km/h
        XCTAssertEqual(rule(racer, CleanupOptions(thresholdSport: nil)), .tooFast)
        let hike = run(sport: "hiking", distance: .number(5000), moving: .number(10_500))  // 35:00 /km
        XCTAssertNil(rule(hike))
        XCTAssertNil(rule(hike, CleanupOptions(thresholdSport: nil)), "inside the hiking range, 3:30 to 60:00 /km")
        let lost = run(sport: "hiking", distance: .number(1000), moving: .number(4000))  // 66:40 /km
        XCTAssertEqual(rule(lost, CleanupOptions(thresholdSport: nil)), .tooSlow)
    }

    func testRuleListsParse() {
        let parsed = CleanupRule.parseList("too_fast, duplicate,,recording_tail")
        XCTAssertEqual(parsed.rules, [.tooFast, .duplicate, .recordingTail])
        XCTAssertEqual(parsed.unknown, [])
        XCTAssertEqual(CleanupRule.parseList("too_fast,speedy,dup").unknown, ["speedy", "dup"])
        XCTAssertEqual(CleanupRule.allCases.sorted(), CleanupRule.allCases)
        XCTAssertTrue(CleanupRule.nonFinite < .tooSlow)
        XCTAssertFalse(CleanupRule.recordingTail.quarantines)
        XCTAssertTrue(CleanupRule.duplicate.quarantines)
    }

    // MARK: duplicates

    private let gpxRichness = RunRichness(hasSamples: true, hasHeartRate: true)
    private let csvRichness = RunRichness(hasSamples: false, hasHeartRate: false)

    func testThePoorerTwinIsTheDuplicate() throws {
        let csv = run(5, distance: .number(3550), start: 1_714_636_810, richness: csvRichness)
        let gpx = run(6, distance: .number(3600), start: 1_714_636_800, richness: gpxRichness)
        let findings = DuplicateFinder.findings([csv, gpx])
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.run.id, 5)
        XCTAssertEqual(finding.duplicateOf, 6)
        XCTAssertEqual(finding.detail, "same run as 6 (starts 10 s apart, 3550 m and 3600 m); 6 is kept: it has samples and heart rate")
    }

    func testTiesKeepTheLowerIdAndRichnessIsCountedNotOrdered() {
        let a = run(8, distance: .number(5000), richness: csvRichness)
        let b = run(3, distance: .number(5010), start: 1_714_636_830, richness: csvRichness)
        XCTAssertEqual(DuplicateFinder.findings([a, b]).map { [$0.run.id, $0.duplicateOf ?? 0] }, [[8, 3]])
        XCTAssertTrue(DuplicateFinder.findings([a, b])[0].detail.hasSuffix("3 is kept: as rich, lower id"))
        // Samples without heart rate against heart rate without samples: a tie.
        let samples = run(4, richness: RunRichness(hasSamples: true, hasHeartRate: false))
        let heart = run(2, richness: RunRichness(hasSamples: false, hasHeartRate: true))
        XCTAssertEqual(DuplicateFinder.findings([samples, heart]).map(\.run.id), [4])
    }

    func testABrokenCopyIsNeverKeptOverASoundOne() {
        let gpx = run(5, distance: .number(3600), pace: .number(.infinity), richness: gpxRichness)
        let csv = run(6, distance: .number(3550), start: 1_714_636_810, richness: csvRichness)
        let findings = DuplicateFinder.findings([gpx, csv], troubled: [5: .nonFinite])
        XCTAssertEqual(findings.map(\.run.id), [5])
        XCTAssertEqual(findings.first?.duplicateOf, 6)
        XCTAssertTrue(findings.first?.detail.hasSuffix("6 is kept: this copy is non_finite") ?? false)
    }

    func testNotTheSameRun() {
        let base = run(1, distance: .number(10_000))
        XCTAssertEqual(DuplicateFinder.findings([base, run(2, distance: .number(10_000), start: base.startUTC + 61)]), [])
        XCTAssertEqual(DuplicateFinder.findings([base, run(2, distance: .number(10_400), start: base.startUTC + 5)]), [])
        XCTAssertEqual(DuplicateFinder.findings([base, run(2, sport: "cycling", start: base.startUTC)]), [])
        // 3 % of the longer one is the limit: 9700 against 10,000 still matches.
        XCTAssertEqual(DuplicateFinder.findings([base, run(2, distance: .number(9700), start: base.startUTC + 60)]).count, 1)
    }

    func testAChainFlagsOnlyRunsThatMatchTheKeptCopy() {
        // 1 and 3 are 100 s apart; 2 sits between them and matches both.
        let first = run(1, start: 1_000_000, richness: gpxRichness)
        let middle = run(2, start: 1_000_050)
        let last = run(3, start: 1_000_100)
        let findings = DuplicateFinder.findings([first, middle, last])
        XCTAssertEqual(findings.map(\.run.id), [2])
        XCTAssertEqual(findings.map(\.duplicateOf), [1])
    }

    func testThreeCopiesKeepTheRichest() {
        let copies = [
            run(1, start: 2_000_000, richness: csvRichness),
            run(2, start: 2_000_005, richness: RunRichness(hasSamples: true, hasHeartRate: false)),
            run(3, start: 2_000_009, richness: gpxRichness),
        ]
        XCTAssertEqual(DuplicateFinder.findings(copies).map { [$0.run.id, $0.duplicateOf ?? 0] }, [[1, 3], [2, 3]])
    }

    // MARK: scan

    func testScanOrdersByRunThenSeverityAndAddsDuplicatesAndTails() {
        let csv = run(6, distance: .number(3550), moving: .number(1190), start: 1_714_636_810)
        let gpx = run(5, distance: .number(3600), moving: .number(1200), start: 1_714_636_800, richness: gpxRichness)
        let tail = TailCut(endOffset: 1950, lastKeptIndex: 390, removedSeconds: 450, removedDistance: 1700, reason: .noHeartRate)
        var options = CleanupOptions.standard
        options.thresholds.maxPace = 330
        let findings = CleanupScan.findings(runs: [gpx, csv], tails: [5: tail], options: options)
        XCTAssertEqual(findings.map(\.run.id), [5, 5, 6, 6])
        XCTAssertEqual(findings.map(\.rule), [.tooSlow, .recordingTail, .tooSlow, .duplicate])
        XCTAssertEqual(findings[1].detail, "no heart rate after 32:30 (10:32:30): ending there removes 7:30 and 1.70 km")
        options.rules = [.duplicate]
        XCTAssertEqual(CleanupScan.findings(runs: [gpx, csv], tails: [5: tail], options: options).map(\.rule), [.duplicate])
    }

    func testClockTimes() {
        XCTAssertEqual(ClockText.time(secondsOfDay: 7350), "02:02:30")
        XCTAssertEqual(ClockText.time(secondsOfDay: 86_400 + 60), "00:01:00")
        XCTAssertEqual(ClockText.time(secondsOfDay: -60), "23:59:00")
    }
}
