import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that stores each heart-rate summary's sustained peak (0028) fills it for
/// the summaries stored before it from their seconds per bpm, as the save path writes it for
/// a new one, changing no other value.
final class HeartRatePeakMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "run_heart_rate_peaks" })
    }

    /// A summary of `seconds` at each bpm.
    private func summary(_ seconds: [(bpm: Double, seconds: Double)], span: Double) -> HeartRateSummary {
        var summary = HeartRateSummary(span: span)
        for (bpm, time) in seconds { summary.add(WeightedReading(bpm: bpm, seconds: time)) }
        return summary
    }

    /// A seeded random summary: up to 40 bpm between 90 and 200 with up to 30 s each.
    private func randomSummary(_ random: inout SplitMix64) -> HeartRateSummary {
        summary((0..<random.below(40)).map { _ in (bpm: Double(90 + random.below(111)), seconds: Double(1 + random.below(300)) / 10) }, span: 3600)
    }

    private func peaks(_ database: Database) throws -> [Int64: SQLiteValue] {
        var peaks: [Int64: SQLiteValue] = [:]
        for row in try database.rows("SELECT run_id, sustained_peak_bpm FROM run_heart_rates") {
            if let id = row[0].int64Value { peaks[id] = row[1] }
        }
        return peaks
    }

    func testUpgradeGivesEveryStoredSummaryThePeakOfItsReadings() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        // Written as the table stood before 0028 (the follow-up of 0016 writes so).
        let before = HeartRateSummaryTable(database: database, storesPeaks: false)
        // 30 s at 170 and 90 s at 160: the minute is held from 160 down.
        try before.store(summary([(170, 30), (160, 90)], span: 130), runID: 10)
        // Less than a minute of readings: no peak.
        try before.store(summary([(150, 59.5)], span: 60), runID: 11)
        // No readings at all.
        try before.store(summary([], span: 0), runID: 12)
        let seed: UInt64 = 28
        var random = SplitMix64(state: seed)
        var expected: [Int64: SQLiteValue] = [10: .integer(160), 11: .null, 12: .null]
        for id: Int64 in 100..<140 {
            let made = randomSummary(&random)
            try before.store(made, runID: id)
            expected[id] = MaxHeartRateEstimate.sustainedPeak(made.readings).map { .integer(Int64($0)) } ?? .null
        }
        XCTAssertTrue(expected.values.contains { $0 != .null }, "seed \(seed)")
        XCTAssertTrue(expected.values.contains { $0 == .null }, "seed \(seed)")
        let columns = "run_id, span_s, seconds_by_bpm, out_of_range, steep_step, constant_reading"
        let rows = try database.rows("SELECT \(columns) FROM run_heart_rates ORDER BY run_id")
        try Migrator().migrate(database)
        XCTAssertEqual(try peaks(database), expected, "seed \(seed)")
        XCTAssertEqual(try database.rows("SELECT \(columns) FROM run_heart_rates ORDER BY run_id"), rows)
    }

    /// The save path stores the peak the upgrade would give the same summary, and reading the
    /// peaks of a window gives each run's with its local date.
    func testTheSavePathStoresThePeakTheUpgradeGivesAndTheWindowReadsIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("saved.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        let table = HeartRateSummaryTable(database: database)
        let seed: UInt64 = 52
        var random = SplitMix64(state: seed)
        for id: Int64 in 1...60 { try table.store(randomSummary(&random), runID: id) }
        let stored = try peaks(database)
        XCTAssertEqual(stored.count, 60)
        try database.execute("UPDATE run_heart_rates SET sustained_peak_bpm = NULL")
        let filled = try HeartRatePeakBackfill.run(in: database)
        XCTAssertEqual(try peaks(database), stored, "seed \(seed)")
        XCTAssertEqual(filled, stored.values.filter { $0 != .null }.count, "seed \(seed)")
        XCTAssertGreaterThan(filled, 0, "seed \(seed)")
    }
}
