import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookSQLite
@testable import LogbookStore

/// The stored heart-rate summary gives the zones, TRIMP and sustained peak the readings
/// themselves give, whatever the settings; it is written with the samples and backfilled
/// on upgrade.
final class HeartRateSummaryTests: XCTestCase {
    /// The generated profile with a strap spike to 240 and a dropout of 40 s.
    private func guardedPoints() -> [HeartRatePoint] {
        var points = TrainingRuns.points(TrainingRuns.profile)
        points[900].bpm = 240
        for index in 1500..<1540 { points[index].bpm = nil }
        return points
    }

    func testZonesTRIMPAndPeakFromTheSummaryEqualThoseFromTheReadings() throws {
        let points = guardedPoints()
        let summary = HeartRateSummary(points)
        let readings = WeightedReading.believed(points)
        XCTAssertEqual(summary.excluded, [.outOfRange: 1])
        XCTAssertEqual(summary.span, 2699)
        // 2,700 samples a second apart: the last stands for no time, the spike is out and
        // passes its second to the reading before it; the reading before the dropout stands
        // for 10 s of the 41 up to the next reading.
        XCTAssertEqual(summary.believedSeconds, 2699 - 31, accuracy: 1e-9)
        XCTAssertEqual(summary.readings.map(\.bpm), [125, 150, 168, 180])
        for (max, rest, sex) in [(190.0, 50.0, AthleteSex.male), (185, 45, .female), (200, 60, .male)] {
            let banister = try XCTUnwrap(BanisterTRIMP(max: max, rest: rest, sex: sex))
            XCTAssertEqual(banister.load(summary.readings), banister.load(readings), accuracy: 1e-9)
            let bounds = try XCTUnwrap(ZoneBounds.percentOfMax(max))
            XCTAssertEqual(TimeInZones(summary.readings, bounds: bounds), TimeInZones(readings, bounds: bounds))
        }
        XCTAssertEqual(MaxHeartRateEstimate.sustainedPeak(summary.readings), 180)
        XCTAssertEqual(MaxHeartRateEstimate.sustainedPeak(summary.readings), MaxHeartRateEstimate.sustainedPeak(readings))
    }

    func testAReadingBetweenWholeBPMCountsAtTheNearest() {
        var summary = HeartRateSummary()
        summary.add(WeightedReading(bpm: 150.4, seconds: 3))
        summary.add(WeightedReading(bpm: 150.5, seconds: 2))
        summary.add(WeightedReading(bpm: .nan, seconds: 5))
        summary.add(WeightedReading(bpm: 140, seconds: .infinity))
        XCTAssertEqual(summary.readings, [WeightedReading(bpm: 150, seconds: 3), WeightedReading(bpm: 151, seconds: 2)])
    }

    func testTheBuilderGivesTheWholeRunsSummaryAndStartsEachBlockAsAfterAGap() {
        let points = guardedPoints()
        var whole = HeartRateSummaryBuilder()
        for point in points { whole.add(point) }
        XCTAssertEqual(whole.finish(), HeartRateSummary(points))
        // Blocks of 1,000: the readings ending the first two blocks get no weight (2 s less),
        // the span is still first to last sample, the exclusions add up.
        var blocks = HeartRateSummaryBuilder(blockSize: 1_000)
        for point in points { blocks.add(point) }
        let summary = blocks.finish()
        XCTAssertEqual(summary.span, 2699)
        XCTAssertEqual(summary.excluded, [.outOfRange: 1])
        XCTAssertEqual(summary.believedSeconds, HeartRateSummary(points).believedSeconds - 2, accuracy: 1e-9)
    }

    func testTheStoredSummaryReadsBackExactly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        var summary = HeartRateSummary(guardedPoints())
        summary.add(WeightedReading(bpm: 97, seconds: 0.1 + 0.2))
        let table = HeartRateSummaryTable(database: database)
        try table.store(summary, runID: 7)
        XCTAssertEqual(try table.summary(runID: 7), summary)
        XCTAssertNil(try table.summary(runID: 8))
        XCTAssertEqual(try database.scalar("SELECT length(seconds_by_bpm) FROM run_heart_rates WHERE run_id = 7").int64Value, 5 * 9)
    }

    func testAnUpgradeComputesTheSummaryOfEveryLiveAndQuarantinedRunFromItsSamples() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: 15)
        try database.executeScript(try SeedFixture.sql(for: "0015_recovered_runs"))
        try Migrator().migrate(database)
        let table = HeartRateSummaryTable(database: database)
        // Run 1: 150 bpm at 0 and 5 s, as the seed of version 16 states.
        let one = try XCTUnwrap(try table.summary(runID: 1))
        XCTAssertEqual(one.readings, [WeightedReading(bpm: 150, seconds: 5)])
        XCTAssertEqual(one.span, 5)
        // Run 4: 148 bpm twice, in two recording segments: nothing weighs across the break.
        let four = try XCTUnwrap(try table.summary(runID: 4))
        XCTAssertEqual(four.readings, [])
        XCTAssertEqual(four.span, 1950)
        // Quarantined run 3: no heart rate; 5 s from first to last sample.
        let three = try XCTUnwrap(try table.summary(runID: 3))
        XCTAssertEqual(three.readings, [])
        XCTAssertEqual(three.span, 5)
        let runs = try database.scalar("SELECT (SELECT count(*) FROM runs) + (SELECT count(*) FROM quarantined_runs)").int64Value
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_heart_rates").int64Value, runs)
        // The seed's own row for run 1 is the row the upgrade wrote.
        let seeded = try Database(path: folder.path("seeded.sqlite"))
        try seeded.configure()
        try Migrator().migrate(seeded, upTo: 16)
        try seeded.executeScript(try SeedFixture.sql(for: "0016_run_heart_rates"))
        XCTAssertEqual(try HeartRateSummaryTable(database: seeded).summary(runID: 1), one)
    }
}
