import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// Stats over run rows in SQL: local calendars, week starts, 2020-W53, distance-weighted
/// pace, and runs excluded from pace on read. Every expected value is worked out by hand.
final class PeriodTotalsQueryTests: XCTestCase {
    private var fixture: ReportFixture!

    override func setUpWithError() throws { fixture = try ReportFixture() }

    private func labels(_ rows: [PeriodStats]) -> [String] { rows.map(\.period.label) }

    // MARK: New Year in Paris and New York

    /// Five runs around New Year 2025; their UTC date differs from their local date for two of them.
    private func insertNewYear() throws {
        // 1. Paris 2024-12-31 23:30 +01:00 = 2024-12-31T22:30Z = 1735689600 - 5400 = 1735684200.
        try fixture.insert("2024-12-31 23:30", "Europe/Paris", distance: 10_000, moving: 3000, pace: 300)
        // 2. New York 2024-12-31 20:00 -05:00 = 2025-01-01T01:00Z = 1735689600 + 3600 = 1735693200 (UTC says January).
        try fixture.insert("2024-12-31 20:00", "America/New_York", distance: 5000, moving: 1800, pace: 360)
        // 3. Paris 2025-01-01 00:30 +01:00 = 2024-12-31T23:30Z = 1735687800 (UTC says December).
        try fixture.insert("2025-01-01 00:30", "Europe/Paris", distance: 8000, moving: 2800, pace: 350)
        // 4. New York 2025-01-01 09:00 -05:00 = 2025-01-01T14:00Z = 1735740000.
        try fixture.insert("2025-01-01 09:00", "America/New_York", distance: 6000, moving: 2160, pace: 360)
        // 5. Paris Sunday 2025-01-05 10:00 +01:00 = 09:00Z = 1735689600 + 4 × 86400 + 9 × 3600 = 1736067600.
        try fixture.insert("2025-01-05 10:00", "Europe/Paris", distance: 4000, moving: 1200, pace: 300)
    }

    func testTheFixtureInstantsAreTheOnesWorkedOutByHand() throws {
        XCTAssertEqual(try ReportFixture.instant("2024-12-31 23:30", "Europe/Paris").utc, 1_735_684_200)
        XCTAssertEqual(try ReportFixture.instant("2024-12-31 20:00", "America/New_York").utc, 1_735_693_200)
        XCTAssertEqual(try ReportFixture.instant("2024-12-31 20:00", "America/New_York").offset, -18000)
        XCTAssertEqual(try ReportFixture.instant("2025-01-01 00:30", "Europe/Paris").utc, 1_735_687_800)
        XCTAssertEqual(try ReportFixture.instant("2025-01-01 09:00", "America/New_York").utc, 1_735_740_000)
        XCTAssertEqual(try ReportFixture.instant("2025-01-05 10:00", "Europe/Paris").utc, 1_736_067_600)
        // Paris changes to summer time on 2024-03-31 at 02:00 (+01:00 → +02:00).
        XCTAssertEqual(try ReportFixture.instant("2024-03-30 23:30", "Europe/Paris").offset, 3600)
        XCTAssertEqual(try ReportFixture.instant("2024-03-31 23:30", "Europe/Paris").offset, 7200)
    }

    func testMonthsFollowTheRunnersLocalCalendarAcrossNewYear() throws {
        try insertNewYear()
        let months = try fixture.periods(.month)
        XCTAssertEqual(labels(months), ["2024-12", "2025-01"])
        // December (local): runs 1 and 2 → 10000 + 5000 = 15000 m, 3000 + 1800 = 4800 s.
        // (Grouped by UTC date, December would hold runs 1 and 3 instead.)
        XCTAssertEqual(months[0].totals.runs, 2)
        XCTAssertEqual(months[0].totals.distance, 15_000)
        XCTAssertEqual(months[0].totals.moving, 4800)
        XCTAssertEqual(months[0].totals.averagePace, 320)  // 4800 s / 15 km
        XCTAssertEqual(months[0].period.start.description, "2024-12-01")
        XCTAssertEqual(months[0].period.end.description, "2025-01-01")
        // January: runs 3, 4, 5 → 8000 + 6000 + 4000 = 18000 m, 2800 + 2160 + 1200 = 6160 s → 6160 / 18 = 342.22 s/km.
        XCTAssertEqual(months[1].totals.runs, 3)
        XCTAssertEqual(months[1].totals.distance, 18_000)
        XCTAssertEqual(try XCTUnwrap(months[1].totals.averagePace), 6160.0 / 18, accuracy: 1e-9)
        XCTAssertEqual(months[1].totals.longest, 8000)

        let years = try fixture.periods(.year)
        XCTAssertEqual(labels(years), ["2024", "2025"])
        XCTAssertEqual(years.map(\.totals.runs), [2, 3])
        XCTAssertEqual(years.map(\.totals.distance), [15_000, 18_000])
    }

    func testMondayAndSundayWeeksAcrossNewYear() throws {
        try insertNewYear()
        // ISO week 2025-W01 runs Monday 2024-12-30 to Sunday 2025-01-05: all five runs.
        let monday = try fixture.periods(.week(.monday))
        XCTAssertEqual(labels(monday), ["2025-W01"])
        XCTAssertEqual(monday[0].period.start.description, "2024-12-30")
        XCTAssertEqual(monday[0].period.end.description, "2025-01-06")
        XCTAssertEqual(monday[0].totals.runs, 5)
        // 10000 + 5000 + 8000 + 6000 + 4000 = 33000 m; 3000 + 1800 + 2800 + 2160 + 1200 = 10960 s.
        XCTAssertEqual(monday[0].totals.distance, 33_000)
        XCTAssertEqual(try XCTUnwrap(monday[0].totals.averagePace), 10_960.0 / 33, accuracy: 1e-9)

        // Sunday weeks: Sunday 2024-12-29 to Saturday 2025-01-04 holds runs 1-4; Sunday 2025-01-05 starts the next.
        let sunday = try fixture.periods(.week(.sunday))
        XCTAssertEqual(labels(sunday), ["2024-12-29", "2025-01-05"])
        XCTAssertEqual(sunday.map(\.totals.runs), [4, 1])
        // 33000 - 4000 = 29000 m in 10960 - 1200 = 9760 s; then 4000 m in 1200 s = 300 s/km.
        XCTAssertEqual(sunday[0].totals.distance, 29_000)
        XCTAssertEqual(try XCTUnwrap(sunday[0].totals.averagePace), 9760.0 / 29, accuracy: 1e-9)
        XCTAssertEqual(sunday[1].totals.averagePace, 300)
    }

    func testDateRangeIsOnTheLocalCalendarAndEndIsExclusive() throws {
        try insertNewYear()
        let newYearsDay = RunFilter(begin: LocalDate.parse("2025-01-01"), end: LocalDate.parse("2025-01-02"), sport: "running")
        // Local 2025-01-01: run 3 (Paris 00:30) and run 4 (New York 09:00), newest first; not run 2
        // although its UTC date is 2025-01-01.
        let runs = try RunQueries(database: fixture.database).runs(matching: newYearsDay)
        XCTAssertEqual(runs.map(\.id), [4, 3])
        let months = try fixture.periods(.month, filter: newYearsDay)
        XCTAssertEqual(labels(months), ["2025-01"])
        XCTAssertEqual(months[0].totals.distance, 14_000)  // 8000 + 6000

        let beforeNewYear = RunFilter(end: LocalDate.parse("2025-01-01"), sport: "running")
        XCTAssertEqual(try RunQueries(database: fixture.database).runs(matching: beforeNewYear).map(\.id), [2, 1])
        let limited = try RunQueries(database: fixture.database).runs(matching: RunFilter(sport: "running"), limit: 2)
        XCTAssertEqual(limited.map(\.id), [5, 4])
    }

    func testOnlyTheColumnsAskedForAreRead() throws {
        try insertNewYear()
        let queries = RunQueries(database: fixture.database)
        let full = try queries.runs(matching: RunFilter(sport: "running"), limit: 1)
        let narrow = try queries.runs(matching: RunFilter(sport: "running"), limit: 1, columns: [.id, .distance, .pace, .paceStatus])
        XCTAssertEqual(narrow.map(\.id), [5])
        XCTAssertEqual(narrow.first?.distance, 4000)
        XCTAssertEqual(narrow.first?.pace, Pace(secondsPerKm: 300, status: .ok))
        // What was not read keeps the starting values; the full read has them.
        XCTAssertEqual(narrow.first?.moving, nil)
        XCTAssertEqual(narrow.first?.startUTC, 0)
        XCTAssertEqual(full.first?.moving, 1200)
        XCTAssertEqual(full.first?.startUTC, 1_736_067_600)
        XCTAssertEqual(full.first?.distance, narrow.first?.distance)
    }

    func testLocalDateRangesAreServedByTheStartIndex() throws {
        let filter = RunFilter(begin: LocalDate.parse("2025-01-01"), end: LocalDate.parse("2025-02-01"), sport: "running")
        let (sql, values) = PeriodTotalsQuery.classifiedRuns(filter: filter, thresholds: .standard)
        let plan = try fixture.database.rows("EXPLAIN QUERY PLAN " + sql, values).compactMap { $0.last?.stringValue }
        XCTAssertTrue(plan.contains { $0.contains("USING INDEX runs_by_start (start_utc>? AND start_utc<?)") }, "\(plan)")
        // The widened UTC range: 2025-01-01 is day 20089 (1735689600 / 86400); minus 18 h.
        XCTAssertEqual(filter.condition.values.first, .integer(1_735_689_600 - 64800))
    }

    // MARK: Daylight saving time

    func testARunJustAfterMidnightOnTheDayOfADSTChangeBelongsToTheNewWeek() throws {
        // Paris moves to +02:00 on Sunday 2024-03-31. ISO week 2024-W13 is Monday 03-25 to Sunday 03-31.
        try fixture.insert("2024-03-30 23:30", "Europe/Paris", distance: 5000, moving: 1500, pace: 300)  // Sat, +01:00
        try fixture.insert("2024-03-31 23:30", "Europe/Paris", distance: 6000, moving: 1800, pace: 300)  // Sun, +02:00
        // Monday 2024-04-01 00:30 +02:00 = 2024-03-31T22:30Z: with the winter offset it would read Sunday 23:30.
        try fixture.insert("2024-04-01 00:30", "Europe/Paris", distance: 7000, moving: 2100, pace: 300)
        let monday = try fixture.periods(.week(.monday))
        XCTAssertEqual(labels(monday), ["2024-W13", "2024-W14"])
        XCTAssertEqual(monday.map(\.totals.distance), [11_000, 7000])
        let sunday = try fixture.periods(.week(.sunday))
        XCTAssertEqual(labels(sunday), ["2024-03-24", "2024-03-31"])
        XCTAssertEqual(sunday.map(\.totals.distance), [5000, 13_000])
        XCTAssertEqual(labels(try fixture.periods(.month)), ["2024-03", "2024-04"])
    }

    // MARK: 2020-W53

    func testWeek53Of2020HoldsTheFirstSundayOf2021() throws {
        try fixture.insert("2020-12-31 10:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        try fixture.insert("2021-01-03 10:00", "UTC", distance: 6000, moving: 1800, pace: 300)
        // Sunday 2021-01-03 22:00 in New York is Monday 03:00 UTC: still 2020-W53 locally.
        try fixture.insert("2021-01-03 22:00", "America/New_York", distance: 7000, moving: 2100, pace: 300)
        try fixture.insert("2021-01-04 10:00", "UTC", distance: 8000, moving: 2400, pace: 300)
        let weeks = try fixture.periods(.week(.monday))
        XCTAssertEqual(labels(weeks), ["2020-W53", "2021-W01"])
        XCTAssertEqual(weeks[0].period.start.description, "2020-12-28")
        XCTAssertEqual(weeks[0].period.end.description, "2021-01-04")
        XCTAssertEqual(weeks.map(\.totals.runs), [3, 1])
        XCTAssertEqual(weeks.map(\.totals.distance), [18_000, 8000])  // 5000 + 6000 + 7000
        XCTAssertEqual(labels(try fixture.periods(.year)), ["2020", "2021"])
        XCTAssertEqual(try fixture.periods(.year).map(\.totals.runs), [1, 3])
    }

    // MARK: Pace judged on read

    /// March 2024 in Paris (+01:00): two valid runs whose mean of paces differs from the
    /// distance-weighted pace, and five runs that must not enter the average. Returns the
    /// ids of the infinite-pace and infinite-distance runs.
    @discardableResult
    private func insertMarch() throws -> (infinitePace: Int64, infiniteDistance: Int64) {
        // Valid: 10 km in 50:00 (300 s/km), heart rate 150; 2 km in 14:00 (420 s/km), heart rate 160.
        try fixture.insert("2024-03-05 07:00", "Europe/Paris", distance: 10_000, moving: 3000, pace: 300, heartRate: 150)
        try fixture.insert("2024-03-12 07:00", "Europe/Paris", distance: 2000, moving: 840, pace: 420, heartRate: 160)
        // No distance (NULL pace): excluded, but its 600 s count in the moving total.
        try fixture.insert("2024-03-14 07:00", "Europe/Paris", distance: nil, moving: 600, pace: nil, status: "no_distance")
        // 30 m: too short (NULL pace).
        try fixture.insert("2024-03-16 07:00", "Europe/Paris", distance: 30, moving: 60, pace: nil, status: "too_short")
        // Stored as a valid 5 km at 300 s/km, then its pace made infinite by raw SQL past the CHECK.
        let infinitePace = try fixture.insert("2024-03-18 07:00", "Europe/Paris", distance: 5000, moving: 1500, pace: 300)
        try fixture.forceUpdate(runID: infinitePace, "pace_s_per_km = 9e999, pace_status = 'ok'")
        // A 'valid' 100 s/km stored by another tool: faster than the 2:00 min/km threshold.
        try fixture.insert("2024-03-20 07:00", "Europe/Paris", distance: 1000, moving: 100, pace: 100)
        // An infinite distance written past the CHECK: left out of the distance total and counted.
        let infiniteDistance = try fixture.insert("2024-03-22 07:00", "Europe/Paris", distance: 4000, moving: 1200, pace: 300)
        try fixture.forceUpdate(runID: infiniteDistance, "distance_m = 9e999")
        // Cycling: not counted unless every sport is asked for.
        try fixture.insert("2024-03-24 07:00", "Europe/Paris", distance: 20_000, moving: 2400, pace: 120, sport: "cycling")
        return (infinitePace, infiniteDistance)
    }

    func testInfinityWrittenPastTheCheckReadsBackAsInfinity() throws {
        let ids = try insertMarch()
        XCTAssertEqual(try fixture.database.scalar("SELECT pace_s_per_km FROM runs WHERE id = ?", [.integer(ids.infinitePace)]), .real(.infinity))
        XCTAssertEqual(try fixture.database.scalar("SELECT distance_m FROM runs WHERE id = ?", [.integer(ids.infiniteDistance)]), .real(.infinity))
    }

    func testMonthAverageIsTotalTimeOverTotalDistanceOfValidRunsOnly() throws {
        try insertMarch()
        let months = try fixture.periods(.month)
        XCTAssertEqual(labels(months), ["2024-03"])
        let march = months[0].totals
        XCTAssertEqual(march.runs, 7)
        // Mean of the two valid paces: (300 + 420) / 2 = 360 s/km - NOT the answer.
        // Distance-weighted: (3000 + 840) s / (10 + 2) km = 3840 / 12 = 320 s/km (5:20 /km).
        XCTAssertEqual(march.averagePace, 320)
        XCTAssertNotEqual(march.averagePace, 360)
        XCTAssertEqual(march.paceRuns, 2)
        XCTAssertEqual(march.excluded, 5)
        XCTAssertEqual(
            march.exclusions,
            [.status("no_distance"): 1, .status("too_short"): 1, .nonFinitePace: 1, .outsideThresholds: 1,
             .unusableDistanceOrTime: 1])
        // Distance of all runs except the unknown (NULL) and the infinite one: 10000 + 2000 + 30 + 5000 + 1000 = 18030 m.
        XCTAssertEqual(march.distance, 18_030)
        // Moving of all seven: 3000 + 840 + 600 + 60 + 1500 + 100 + 1200 = 7300 s.
        XCTAssertEqual(march.moving, 7300)
        XCTAssertEqual(march.unusableTotals, 1)
        XCTAssertEqual(march.longest, 10_000)
        // Heart rate weighted by moving time: (150 × 3000 + 160 × 840) / (3000 + 840) = 584400 / 3840 = 152.1875.
        XCTAssertEqual(march.averageHeartRate, 152.1875)
    }

    func testTheInfinitePaceRunLeavesTheAverageUnchanged() throws {
        let ids = try insertMarch()
        let withInfinity = try XCTUnwrap(fixture.periods(.month).first).totals
        try fixture.database.execute("DELETE FROM runs WHERE id = ?", [.integer(ids.infinitePace)])
        let without = try XCTUnwrap(fixture.periods(.month).first).totals
        XCTAssertEqual(withInfinity.averagePace, 320)
        XCTAssertEqual(without.averagePace, 320)
        XCTAssertEqual(withInfinity.excluded - without.excluded, 1)
    }

    func testThresholdsAreAppliedOnRead() throws {
        try insertMarch()
        // --max-pace 6:00 (360 s/km): the 420 s/km run is now outside → only 10 km in 3000 s remain: 300 s/km.
        var slow = PaceThresholds.standard
        slow.maxPace = 360
        let capped = try XCTUnwrap(fixture.periods(.month, thresholds: slow).first).totals
        XCTAssertEqual(capped.averagePace, 300)
        XCTAssertEqual(capped.exclusions[.outsideThresholds], 2)
        // --min-distance 3000: the 2 km run is outside, same result.
        var long = PaceThresholds.standard
        long.minDistance = 3000
        XCTAssertEqual(try XCTUnwrap(fixture.periods(.month, thresholds: long).first).totals.averagePace, 300)
        // --min-pace 1:30 (90 s/km): the 100 s/km run now counts: (3000 + 840 + 100) / (10 + 2 + 1) = 3940 / 13.
        var fast = PaceThresholds.standard
        fast.minPace = 90
        let loosened = try XCTUnwrap(fixture.periods(.month, thresholds: fast).first).totals
        XCTAssertEqual(loosened.paceRuns, 3)
        XCTAssertEqual(try XCTUnwrap(loosened.averagePace), 3940.0 / 13, accuracy: 1e-9)
    }

    func testEverySportWhenAsked() throws {
        try insertMarch()
        let all = try XCTUnwrap(fixture.periods(.month, filter: RunFilter(sport: nil)).first).totals
        XCTAssertEqual(all.runs, 8)
        // The ride (20 km in 2400 s at 120 s/km) joins the average: (3840 + 2400) / (12 + 20) = 6240 / 32 = 195.
        XCTAssertEqual(all.averagePace, 195)
        XCTAssertEqual(all.longest, 20_000)
    }

    func testNaNMinusInfinityAndNegativeValuesNeverReachTheSums() throws {
        try fixture.insert("2024-05-01 07:00", "UTC", distance: 10_000, moving: 3000, pace: 300)
        let nan = try fixture.insert("2024-05-02 07:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        // A NaN cannot be stored: SQLite binds it as NULL, so a NaN pace reads back as a missing one.
        try fixture.database.execute("PRAGMA ignore_check_constraints = ON")
        try fixture.database.execute("UPDATE runs SET pace_s_per_km = ? WHERE id = ?", [.real(.nan), .integer(nan)])
        XCTAssertEqual(try fixture.database.scalar("SELECT pace_s_per_km FROM runs WHERE id = ?", [.integer(nan)]), .null)
        let negativeInfinity = try fixture.insert("2024-05-03 07:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        try fixture.forceUpdate(runID: negativeInfinity, "pace_s_per_km = -9e999")
        let negative = try fixture.insert("2024-05-04 07:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        try fixture.forceUpdate(runID: negative, "distance_m = -500, moving_s = -9e999")
        let totals = try XCTUnwrap(fixture.periods(.month).first).totals
        XCTAssertEqual(totals.runs, 4)
        XCTAssertEqual(totals.paceRuns, 1)
        XCTAssertEqual(totals.averagePace, 300)
        XCTAssertEqual(totals.exclusions, [.nonFinitePace: 2, .unusableDistanceOrTime: 1])
        // Distance: 10000 + 5000 + 5000 (the -500 left out); moving: 3000 + 1500 + 1500 (-inf left out).
        XCTAssertEqual(totals.distance, 20_000)
        XCTAssertEqual(totals.moving, 6000)
        XCTAssertEqual(totals.unusableTotals, 1)
    }

    /// Finite values that pass no believability test (a 1e308 distance, moving time or
    /// heart rate under status ok) are left out of the sums as `clean` judges them.
    func testUnbelievableFiniteValuesNeverReachTheSums() throws {
        try fixture.insert("2024-06-01 07:00", "UTC", distance: 10_000, moving: 3000, pace: 300, heartRate: 150)
        let farDistance = try fixture.insert("2024-06-02 07:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        try fixture.forceUpdate(runID: farDistance, "distance_m = 1e308")
        let longTime = try fixture.insert("2024-06-03 07:00", "UTC", distance: 5000, moving: 1500, pace: 300)
        try fixture.forceUpdate(runID: longTime, "moving_s = 1e308")
        let wildHeart = try fixture.insert("2024-06-04 07:00", "UTC", distance: 5000, moving: 1500, pace: 300, heartRate: 150)
        try fixture.forceUpdate(runID: wildHeart, "avg_hr = 1e308")
        let totals = try XCTUnwrap(fixture.periods(.month).first).totals
        XCTAssertEqual(totals.runs, 4)
        XCTAssertEqual(totals.paceRuns, 2)
        XCTAssertEqual(totals.exclusions, [.unusableDistanceOrTime: 2])
        XCTAssertEqual(totals.averagePace, 300)
        // 10000 + 5000 (long time) + 5000 (wild heart); the 1e308 distance left out.
        XCTAssertEqual(totals.distance, 20_000)
        // 3000 + 1500 (far distance) + 1500 (wild heart); the 1e308 moving time left out.
        XCTAssertEqual(totals.moving, 6000)
        XCTAssertEqual(totals.longest, 10_000)
        XCTAssertEqual(totals.unusableTotals, 2)
        XCTAssertEqual(totals.averageHeartRate, 150)
    }

    // MARK: Empty periods and the SQL key

    func testEmptyPeriodsAreFilledOnlyWhenAsked() throws {
        try insertMarch()
        let found = try fixture.periods(.month)
        let begin = LocalDate.parse("2024-01-15"), end = LocalDate.parse("2024-05-01")
        let hidden = try StatsReport.assemble(found, kind: .month, begin: begin, end: end, includeEmpty: false)
        XCTAssertEqual(hidden.rows.map(\.period.label), ["2024-03"])
        let shown = try StatsReport.assemble(found, kind: .month, begin: begin, end: end, includeEmpty: true)
        // From the month of 2024-01-15 to the month of 2024-04-30 (the day before the exclusive end).
        XCTAssertEqual(shown.rows.map(\.period.label), ["2024-01", "2024-02", "2024-03", "2024-04"])
        XCTAssertEqual(shown.rows.map(\.totals.runs), [0, 0, 7, 0])
        XCTAssertNil(shown.rows[0].totals.averagePace)
        XCTAssertEqual(shown.total, found[0].totals)
    }

    func testSQLPeriodKeysAgreeWithPeriodForEveryDay() throws {
        // One run at local noon on every day from 2019-12-01 to 2021-02-28, with offsets
        // cycling from -12 h to +14 h: every period must come back once, holding one run per day.
        let first = try XCTUnwrap(LocalDate.parse("2019-12-01")), last = try XCTUnwrap(LocalDate.parse("2021-02-28"))
        let offsets: [Int64] = [-43200, -18000, 0, 3600, 7200, 50400]
        try fixture.database.inTransaction {
            var day = first
            var index = 0
            while day <= last {
                let offset = offsets[index % offsets.count]
                try fixture.database.execute(
                    """
                    INSERT INTO runs (start_utc, utc_offset_s, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at)
                    VALUES (?, ?, 1000, 300, 300, 'ok', 'csv', 0)
                    """, [.integer(day.startLocalSeconds + 43200 - offset), .integer(offset)])
                day = day.adding(days: 1)
                index += 1
            }
        }
        for kind in [PeriodKind.week(.monday), .week(.sunday), .month, .year] {
            let rows = try fixture.periods(kind)
            XCTAssertEqual(Set(rows.map(\.period)).count, rows.count, "\(kind): a period came back twice")
            XCTAssertEqual(rows.first?.period, Period.containing(first, kind: kind))
            XCTAssertEqual(rows.last?.period, Period.containing(last, kind: kind))
            for row in rows {
                let daysInRange = max(row.period.start, first).daysSince1970 ... min(row.period.end.adding(days: -1), last).daysSince1970
                XCTAssertEqual(row.totals.runs, daysInRange.count, "\(kind) \(row.period.label)")
            }
        }
        XCTAssertEqual(try fixture.periods(.week(.monday)).first { $0.period.label == "2020-W53" }?.totals.runs, 7)
    }
}
