import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The pace rule is declared once: `Pace.judge`, the SQL of the period totals and the
/// cleanup rules agree on every case of a table straddling each threshold.
final class PaceRuleTests: XCTestCase {
    /// (distance m, moving s) pairs just inside and just outside each limit of `thresholds`.
    private func cases(_ thresholds: PaceThresholds) -> [(distance: Double, moving: Double)] {
        let d = thresholds.minDistance
        var result: [(Double, Double)] = []
        for distance in [d - 0.5, d, d + 0.5, 5000, 21_097.5] {
            let km = distance / 1000
            // Half a second from each pace limit: an exact limit would test rounding, not the rule.
            for pace in [thresholds.minPace - 0.5, thresholds.minPace + 0.5, 300, thresholds.maxPace - 0.5,
                         thresholds.maxPace + 0.5] {
                result.append((distance, pace * km))
            }
        }
        return result
    }

    private func sqlReasons(
        _ cases: [(distance: Double, moving: Double)], thresholds: PaceThresholds, sport: String = "running"
    ) throws -> [String?] {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        // Stored as an older or foreign writer might have: status `ok` and the raw pace, judged on read.
        try database.execute("PRAGMA ignore_check_constraints = ON")
        for (index, item) in cases.enumerated() {
            try database.execute(
                """
                INSERT INTO runs (id, start_utc, sport, distance_m, moving_s, elapsed_s, pace_s_per_km, pace_status, source, imported_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, 'ok', 'csv', 0)
                """,
                [.integer(Int64(index + 1)), .integer(Int64(index) * 86_400), .text(sport), .real(item.distance), .real(item.moving),
                 .real(item.moving), .real(item.moving / (item.distance / 1000))])
        }
        let (sql, values) = PeriodTotalsQuery.classifiedRuns(filter: RunFilter(), thresholds: thresholds)
        return try database.rows("SELECT reason FROM (\(sql)) ORDER BY day", values).map { $0.first?.stringValue }
    }

    func testTheSQLReasonAndPaceJudgeAgreeOnEveryCase() throws {
        for thresholds in [PaceThresholds.standard, PaceThresholds(minDistance: 400, minPace: 150, maxPace: 900)] {
            let table = cases(thresholds)
            let reasons = try sqlReasons(table, thresholds: thresholds)
            XCTAssertEqual(reasons.count, table.count)
            var statuses: [PaceStatus: Int] = [:]
            for (item, reason) in zip(table, reasons) {
                let judged = Pace.judge(moving: item.moving, distance: item.distance, thresholds: thresholds)
                statuses[judged.status, default: 0] += 1
                let expected = judged.status == .ok ? nil : ExclusionReason.outsideThresholds.description
                XCTAssertEqual(reason, expected, "\(item) with \(thresholds): judged \(judged.status)")
            }
            // The table reaches every threshold status, and passes some.
            XCTAssertEqual(statuses[.ok], 4 * 3)
            XCTAssertEqual(statuses[.tooShort], 5)
            XCTAssertEqual(statuses[.tooFast], 4)
            XCTAssertEqual(statuses[.tooSlow], 4)
        }
    }

    /// Every sport's range: the SQL, given the running thresholds, reads the sport's limits
    /// from `SportThresholds` as the judge does at import.
    func testTheSQLReasonAndPaceJudgeAgreeForEverySportFamily() throws {
        let running = PaceThresholds(minDistance: 400, minPace: 150, maxPace: 900)
        for sport in ["walking", "indoor_cycling", "swimming", "kayaking", "unknown", "yoga"] {
            let thresholds = SportThresholds.forSport(sport, running: running)
            XCTAssertNotEqual(thresholds.minPace, running.minPace, sport)
            let table = cases(thresholds)
            let reasons = try sqlReasons(table, thresholds: running, sport: sport)
            XCTAssertEqual(reasons.count, table.count)
            var statuses: [PaceStatus: Int] = [:]
            for (item, reason) in zip(table, reasons) {
                let judged = Pace.judge(moving: item.moving, distance: item.distance, thresholds: thresholds)
                statuses[judged.status, default: 0] += 1
                let expected = judged.status == .ok ? nil : ExclusionReason.outsideThresholds.description
                XCTAssertEqual(reason, expected, "\(sport) \(item): judged \(judged.status)")
            }
            // 5:00/km (the middle case) is faster than any swim: 4 more too fast.
            XCTAssertEqual(statuses[.tooFast], sport == "swimming" ? 8 : 4, sport)
            XCTAssertEqual(statuses[.tooSlow], 4, sport)
        }
    }

    func testTheCleanupRulesFindWhatTheJudgeFinds() {
        let thresholds = PaceThresholds(minDistance: 400, minPace: 150, maxPace: 900)
        let options = CleanupOptions(thresholds: thresholds)
        for item in cases(thresholds) {
            let run = StoredRunTotals(
                id: 1, startUTC: 0, utcOffset: 0, sport: "running", distance: .number(item.distance),
                elapsed: .number(item.moving), moving: .number(item.moving), pace: .missing,
                richness: RunRichness(hasSamples: false, hasHeartRate: false))
            let judged = Pace.judge(moving: item.moving, distance: item.distance, thresholds: thresholds).status
            let expected: CleanupRule? = [.tooShort: .tooShort, .tooFast: .tooFast, .tooSlow: .tooSlow][judged]
            XCTAssertEqual(RecordRules.finding(for: run, options: options)?.rule, expected, "\(item): judged \(judged)")
        }
    }

    func testTheChecksAndTheirSQLComeFromOneDeclaration() {
        XCTAssertEqual(PaceRule.checks.map(\.status), [.tooShort, .tooSlow, .tooFast])
        let (sql, limits) = PaceRule.thresholdSQL(.standard) { $0 == .distance ? "d" : "p" }
        XCTAssertEqual(sql, "d < ? OR p > ? OR p < ?")
        XCTAssertEqual(limits, [50, 1800, 120])
        XCTAssertTrue(PaceRule.isTooShort(49.9, thresholds: .standard))
        XCTAssertFalse(PaceRule.isTooShort(50, thresholds: .standard))
        // A pace that is not finite is too slow, as the judge has always said.
        XCTAssertEqual(PaceRule.check(.tooSlow)?.fails(.infinity, thresholds: .standard), true)
        XCTAssertEqual(Pace.judge(moving: 10, distance: 5e-324, thresholds: PaceThresholds(minDistance: 0, minPace: 1, maxPace: .infinity)).status, .tooSlow)
    }
}
