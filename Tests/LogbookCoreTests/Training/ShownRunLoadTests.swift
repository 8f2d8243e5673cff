import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// `show`'s load of a run, which reads the stored sustained peaks of the other runs of its
/// window when the run has heart rate of its own, is the load judging every run's decoded
/// summary gives it (`ShownRunLoad.load(of:among:)`, what a report's run page shows).
final class ShownRunLoadTests: XCTestCase {
    /// Seeded random logbooks of runs with and without heart rate, some without a stored
    /// summary and some left out, with and without a maximum set (the seed is printed on failure).
    func testTheLoadFromStoredPeaksIsTheLoadFromEveryDecodedSummary() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for seed: UInt64 in 1...6 {
            let database = try Database(path: folder.path("shown-\(seed).sqlite"))
            try database.configure()
            try Migrator().migrate(database)
            var random = SplitMix64(state: seed)
            let table = HeartRateSummaryTable(database: database)
            for id in 1...Int64(20 + random.below(30)) {
                let start = Int64(1_700_000_000 + random.below(500) * 86400 + random.below(80_000))
                let leftOut = random.below(10) == 0
                try database.execute(
                    """
                    INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_status, source, imported_at,
                                      doubt, believed)
                    VALUES (?, ?, ?, 'running', ?, 3600, ?, 'no_time', 'test', 0, ?, NULL)
                    """,
                    [.integer(id), .integer(start), .integer(Int64(random.below(5) - 2) * 3600), .real(Double(8_000 + random.below(6_000))),
                     .real(Double(2_400 + random.below(1_200))), leftOut ? .text("moving_over_elapsed") : .null])
                switch random.below(5) {
                case 0: continue  // no stored summary: computed from its (no) samples
                case 1: try table.store(HeartRateSummary(span: 600), runID: id)
                default:
                    // Over 10 min: enough believed readings for a load, or too few (under half or a minute).
                    var summary = HeartRateSummary(span: 600)
                    let base = 120 + random.below(50)
                    for _ in 0..<(1 + random.below(40)) {
                        summary.add(WeightedReading(bpm: Double(base + random.below(40)), seconds: Double(1 + random.below(900)) / 10))
                    }
                    try table.store(summary, runID: id)
                }
            }
            let all = try table.runs()
            XCTAssertGreaterThan(all.count, 10, "seed \(seed)")
            for maxHR in [nil, 188] {
                try database.execute("DELETE FROM athlete_settings")
                if let maxHR { try AthleteProfileTables(database: database).store(AthleteSetting(from: nil, maxHR: maxHR)) }
                let profile = try AthleteProfileTables(database: database).profile()
                var withLoad = 0
                for run in all {
                    let shown = try ShownRunLoad.load(runID: run.runID, startUTC: run.startUTC, utcOffset: run.utcOffset, from: database)
                    let excluded = try (table.summary(runID: run.runID) ?? table.computed(runID: run.runID)).excluded
                    XCTAssertEqual(
                        shown, ShownRunLoad.load(of: run, excluded: excluded, among: all, profile: profile),
                        "seed \(seed), run \(run.runID), max \(maxHR.map(String.init) ?? "estimated")")
                    if shown.load.trimp != nil { withLoad += 1 }
                }
                XCTAssertGreaterThan(withLoad, 0, "seed \(seed)")
            }
        }
    }
}
