import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// Each run's load uses the profile values holding on its date: a setting changed mid-history
/// changes exactly the runs from its date on.
final class RunLoadTests: XCTestCase {
    private let legs = TrainingRuns.profile

    private func run(_ id: Int64, day: Int64, legs: [TrainingRuns.Leg]) -> RunHeartRate {
        let points = TrainingRuns.points(legs)
        return RunHeartRate(
            runID: id, startUTC: (20_000 + day) * 86400 + 8 * 3600, utcOffset: 0, readings: WeightedReading.believed(points),
            span: (points.last?.offset ?? 0) - (points.first?.offset ?? 0))
    }

    func testASettingFromADateChangesExactlyTheRunsFromThatDateOn() throws {
        let runs = [run(1, day: 0, legs: legs), run(2, day: 10, legs: legs), run(3, day: 20, legs: legs)]
        let always = AthleteProfile([AthleteSetting(from: nil, maxHR: 190, restingHR: 50)])
        let changed = AthleteProfile([
            AthleteSetting(from: nil, maxHR: 190, restingHR: 50),
            AthleteSetting(from: LocalDate(daysSince1970: 20_010), maxHR: 180, restingHR: 45),
        ])
        let before = RunLoad.compute(runs, profile: always)
        let after = RunLoad.compute(runs, profile: changed)
        let at190 = TrainingRuns.referenceTRIMP(legs, max: 190, rest: 50)
        let at180 = TrainingRuns.referenceTRIMP(legs, max: 180, rest: 45)
        XCTAssertTrue(before.allSatisfy { TrainingRuns.close($0.trimp ?? .nan, at190) })
        XCTAssertEqual(after[0], before[0])
        XCTAssertTrue(TrainingRuns.close(try XCTUnwrap(after[1].trimp), at180), "\(after[1].trimp ?? .nan) vs \(at180)")
        XCTAssertTrue(TrainingRuns.close(try XCTUnwrap(after[2].trimp), at180))
        XCTAssertEqual(after[1].maxHR, 180)
        XCTAssertEqual(after[1].restingHR, 45)
        XCTAssertFalse(after.contains { $0.maxEstimated })
        // Zones follow the maximum too: 180's bounds are 90, 108, 126, 144, 162.
        XCTAssertEqual(after[1].zones?.seconds, TrainingRuns.referenceZones(legs, lower: [90, 108, 126, 144, 162]))
    }

    /// Without a maximum, each run's is estimated from the runs up to its date (182 held for
    /// 5 minutes in the second run), resting 60; too little heart rate gives no load.
    func testWithoutAMaximumItIsEstimatedAndTooLittleHeartRateHasNoLoad() throws {
        var hard = legs
        hard[3].bpm = 182
        var sparse = TrainingRuns.points(legs)
        for index in sparse.indices where index % 10 != 0 { sparse[index].bpm = nil }
        for index in sparse.indices where index > 600 { sparse[index].bpm = nil }
        let thin = RunHeartRate(
            runID: 3, startUTC: (20_000 + 5) * 86400, utcOffset: 0, readings: WeightedReading.believed(sparse), span: 2699)
        let loads = RunLoad.compute([run(1, day: 0, legs: legs), run(2, day: 3, legs: hard), thin], profile: AthleteProfile([]))
        XCTAssertEqual(loads[0].maxHR, 180)
        XCTAssertEqual(loads[1].maxHR, 182)
        XCTAssertTrue(loads[1].maxEstimated)
        XCTAssertEqual(loads[1].restingHR, 60)
        XCTAssertTrue(TrainingRuns.close(try XCTUnwrap(loads[1].trimp), TrainingRuns.referenceTRIMP(hard, max: 182, rest: 60)))
        XCTAssertNil(loads[2].trimp, "600 s of 2699 believed")
        XCTAssertEqual(loads[2].dated.load, 0)
        XCTAssertNil(loads[2].zones)
    }

    /// An hour at one heart rate and one speed on day `day`: 3,600 samples a second apart.
    private func steady(_ id: Int64, day: Int64, bpm: Double?, speed: Double) -> RunHeartRate {
        let points = (0..<3600).map { HeartRatePoint(offset: Double($0), bpm: bpm, distance: Double($0) * speed, segment: 0) }
        return RunHeartRate(
            runID: id, startUTC: (20_000 + day) * 86400 + 8 * 3600, utcOffset: 0, readings: WeightedReading.believed(points),
            span: 3599, distance: 3599 * speed, movingSeconds: 3599)
    }

    /// A run without heart rate gets its load from the runner's own line through speed and
    /// average heart rate of the 90 days before it: here bpm = 100 + 20 * speed exactly, so
    /// at 3 m/s 160 bpm for its moving time. With fewer than five such runs, or all at one
    /// speed, or only older than 90 days, it has none.
    func testARunWithoutHeartRateIsEstimatedFromThePaceOfTheRunsBeforeIt() throws {
        let profile = AthleteProfile([AthleteSetting(from: nil, maxHR: 190, restingHR: 50)])
        let speeds = [2.5, 2.8, 3.1, 3.4, 3.7]
        let history = speeds.enumerated().map { index, speed in
            steady(Int64(index + 1), day: Int64(index), bpm: 100 + 20 * speed, speed: speed)
        }
        let bare = steady(9, day: 10, bpm: nil, speed: 3)
        let loads = RunLoad.compute(history + [bare], profile: profile)
        let r = (160.0 - 50) / 140
        let expected = 3599.0 / 60 * r * 0.64 * exp(1.92 * r)
        let estimate = try XCTUnwrap(loads[5].trimp)
        XCTAssertEqual(estimate, expected, accuracy: expected * 1e-9)
        XCTAssertEqual(loads[5].source, .estimated)
        XCTAssertEqual(loads[5].dated.load, estimate)
        XCTAssertNil(loads[5].zones, "an estimate has no time in zones")
        XCTAssertEqual(loads[0].source, .heartRate)
        // Four runs before it are too few; five at one speed say nothing about another.
        XCTAssertNil(RunLoad.compute(Array(history.prefix(4)) + [bare], profile: profile)[4].trimp)
        let oneSpeed = (0..<5).map { steady(Int64($0 + 1), day: Int64($0), bpm: 150, speed: 3) }
        XCTAssertNil(RunLoad.compute(oneSpeed + [bare], profile: profile)[5].trimp)
        // The same history 100 days before: outside the 90 days.
        XCTAssertNil(RunLoad.compute(history + [steady(9, day: 104, bpm: nil, speed: 3)], profile: profile)[5].trimp)
        // A run without a distance has no speed to estimate from.
        var still = bare
        still.distance = nil
        XCTAssertNil(RunLoad.compute(history + [still], profile: profile)[5].trimp)
    }

    /// `show`'s load of a run (`RunLoad.first`, the others counting only through their
    /// peaks when the run has heart rate of its own) is what judging every run of its
    /// window gives it (`compute(...)[0]`): seeded random windows of runs with and without
    /// heart rate, with and without a maximum set (the seed is printed on failure).
    func testTheFirstRunsLoadAloneEqualsItsLoadAmongAllTheRunsJudged() {
        let profiles = [AthleteProfile([]), AthleteProfile([AthleteSetting(from: nil, maxHR: 190, restingHR: 50)])]
        for seed: UInt64 in 1...12 {
            var random = SplitMix64(state: seed)
            let runs = (0..<(2 + random.below(7))).map { index -> RunHeartRate in
                let speed = 2.4 + Double(random.below(14)) / 10
                let bpm: Double? = random.below(3) == 0 ? nil : 120 + Double(random.below(60))
                return steady(Int64(index + 1), day: Int64(random.below(120)), bpm: bpm, speed: speed)
            }
            for profile in profiles {
                XCTAssertEqual(
                    RunLoad.first(of: runs, profile: profile), RunLoad.compute(runs, profile: profile)[0],
                    "seed \(seed), max set: \(profile.settings.isEmpty == false)")
            }
        }
    }
}
