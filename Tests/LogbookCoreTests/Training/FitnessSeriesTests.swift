import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// ATL, CTL and TSB of ten weeks of generated runs (a rest week, two runs on one day, a run
/// that crosses midnight, runs whose UTC and local dates differ), against a reference written
/// as closed sums: `ATL_d = sum_k load_k * (1 - e^(-1/7)) * e^(-(d - k)/7)`.
final class FitnessSeriesTests: XCTestCase {
    /// 2026-03-02, a Monday, at local midnight (UTC seconds).
    private let firstMonday: Int64 = 1_772_409_600

    /// One generated run: its local day index, local start second of the day, offset, legs.
    private struct Planned {
        var day: Int64
        var localSecond: Int64
        var offset: Int
        var legs: [TrainingRuns.Leg]
    }

    private func plan() -> [Planned] {
        var runs: [Planned] = []
        let easy = [TrainingRuns.Leg(seconds: 2400, bpm: 140, speed: 3.0)]
        for day in Int64(0)..<70 {
            if (21...27).contains(day) { continue }  // the rest week
            if day % 7 == 4 || day == 41 { continue }  // Fridays off, and the day after the midnight run
            let legs = day % 7 == 2 ? TrainingRuns.profile : easy
            runs.append(Planned(day: day, localSecond: 7 * 3600, offset: 3600, legs: legs))
        }
        // Two runs on day 10: an evening one too.
        runs.append(Planned(day: 10, localSecond: 19 * 3600, offset: 3600, legs: [TrainingRuns.Leg(seconds: 1800, bpm: 160, speed: 3.4)]))
        // Day 40 ends with a run from 23:40 local to 00:25: all of it is day 40's, none day 41's.
        runs.append(Planned(day: 40, localSecond: 23 * 3600 + 40 * 60, offset: -18000, legs: [TrainingRuns.Leg(seconds: 2700, bpm: 155, speed: 3.2)]))
        // Day 50 at 00:30 local at UTC+2: the previous day in UTC, day 50 on the runner's calendar.
        runs.append(Planned(day: 50, localSecond: 1800, offset: 7200, legs: [TrainingRuns.Leg(seconds: 1800, bpm: 150, speed: 3.1)]))
        return runs
    }

    func testTheSeriesEqualsTheClosedSumsOfTheReference() throws {
        let runs = plan()
        let trimp = try XCTUnwrap(BanisterTRIMP(max: 190, rest: 50))
        let loads = runs.map { run in
            DatedLoad(
                startUTC: firstMonday + run.day * 86400 + run.localSecond - Int64(run.offset), utcOffset: run.offset,
                load: trimp.load(WeightedReading.believed(TrainingRuns.points(run.legs))))
        }
        let last = LocalDate(daysSince1970: firstMonday / 86400 + 69)
        let series = FitnessSeries.days(FitnessSeries.dailyLoads(loads), through: last)
        XCTAssertEqual(series.count, 70)
        XCTAssertEqual(series.first?.date.description, "2026-03-02")
        XCTAssertEqual(series.last?.date.description, "2026-05-10")

        // The reference: each run's TRIMP from its legs, summed on its planned local day.
        var reference = [Double](repeating: 0, count: 70)
        for run in runs { reference[Int(run.day)] += TrainingRuns.referenceTRIMP(run.legs, max: 190, rest: 50) }
        XCTAssertEqual(reference[41], 0)
        XCTAssertEqual(reference[23], 0)
        XCTAssertGreaterThan(reference[10], reference[3])
        for d in 0..<70 {
            var atl = 0.0
            var ctl = 0.0
            for k in 0...d {
                atl += reference[k] * (1 - exp(-1.0 / 7)) * exp(-Double(d - k) / 7)
                ctl += reference[k] * (1 - exp(-1.0 / 42)) * exp(-Double(d - k) / 42)
            }
            var atlBefore = 0.0
            var ctlBefore = 0.0
            for k in 0..<d {
                atlBefore += reference[k] * (1 - exp(-1.0 / 7)) * exp(-Double(d - 1 - k) / 7)
                ctlBefore += reference[k] * (1 - exp(-1.0 / 42)) * exp(-Double(d - 1 - k) / 42)
            }
            let day = series[d]
            XCTAssertTrue(TrainingRuns.close(day.load, reference[d]), "load of day \(d): \(day.load) vs \(reference[d])")
            XCTAssertTrue(TrainingRuns.close(day.atl, atl), "ATL of day \(d): \(day.atl) vs \(atl)")
            XCTAssertTrue(TrainingRuns.close(day.ctl, ctl), "CTL of day \(d): \(day.ctl) vs \(ctl)")
            XCTAssertEqual(day.tsb, ctlBefore - atlBefore, accuracy: max(abs(ctlBefore - atlBefore) * 0.001, 1e-9), "TSB of day \(d)")
        }
        // The first morning's form is 0; after the rest week the runner is fresher than before it.
        XCTAssertEqual(series[0].tsb, 0)
        XCTAssertGreaterThan(series[28].tsb, series[21].tsb)
        XCTAssertLessThan(series[27].atl, series[20].atl)
    }

    func testNoLoadNoSeriesAndBadLoadsAreLeftOut() {
        let day = LocalDate(daysSince1970: 20_000)
        XCTAssertEqual(FitnessSeries.days([:], through: day), [])
        let loads = FitnessSeries.dailyLoads([
            DatedLoad(startUTC: 20_000 * 86400, utcOffset: 0, load: .nan),
            DatedLoad(startUTC: 20_000 * 86400 + 60, utcOffset: 0, load: -3),
            DatedLoad(startUTC: 20_000 * 86400 + 120, utcOffset: 0, load: 50),
        ])
        XCTAssertEqual(loads, [day: 50])
        let series = FitnessSeries.days(loads, through: day.adding(days: 1))
        XCTAssertEqual(series.map(\.load), [50, 0])
        XCTAssertEqual(series[0].atl, 50 * (1 - exp(-1.0 / 7)), accuracy: 1e-12)
        XCTAssertEqual(series[1].tsb, 50 * (1 - exp(-1.0 / 42)) - 50 * (1 - exp(-1.0 / 7)), accuracy: 1e-12)
    }

    /// Foster: loads 50, 0, 60, 40, 0, 80, 30 (Monday first): mean 37.142857, population
    /// deviation 27.6273, monotony 1.34443, strain 349.55. A week of equal loads has none.
    func testWeeklyMonotonyAndStrain() {
        let monday = LocalDate(daysSince1970: firstMonday / 86400)
        XCTAssertEqual(monday.isoWeekday, 1)
        let loads = [50.0, 0, 60, 40, 0, 80, 30]
        let days = loads.enumerated().map { index, load in
            DailyFitness(date: monday.adding(days: Int64(index)), load: load, atl: 0, ctl: 0, tsb: 0)
        }
        let weeks = WeeklyStrain.weeks(Array(days.dropFirst()) + [days[0]])
        XCTAssertEqual(weeks.count, 1)
        let week = weeks[0]
        let mean = 260.0 / 7
        let squares = loads.map { $0 * $0 }.reduce(0, +) / 7
        let deviation = (squares - mean * mean).squareRoot()
        XCTAssertEqual(deviation, 27.6273, accuracy: 0.001)
        XCTAssertEqual(week.monday, monday)
        XCTAssertEqual(week.load, 260)
        XCTAssertEqual(try XCTUnwrap(week.monotony), mean / deviation, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(week.monotony), 1.34443, accuracy: 0.0001)
        XCTAssertEqual(try XCTUnwrap(week.strain), 349.55, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(week.strain), 260 * mean / deviation, accuracy: 1e-6)
        // A Sunday alone is its week's only day: the others count as 0.
        let sunday = WeeklyStrain.weeks([DailyFitness(date: monday.adding(days: 13), load: 70, atl: 0, ctl: 0, tsb: 0)])
        XCTAssertEqual(sunday.first?.monday, monday.adding(days: 7))
        XCTAssertEqual(try XCTUnwrap(sunday.first?.monotony), 10.0 / (4900.0 / 7 - 100).squareRoot(), accuracy: 1e-9)
        let flat = WeeklyStrain.strain(of: Array(repeating: 40, count: 7), monday: monday)
        XCTAssertNil(flat.monotony)
        XCTAssertNil(flat.strain)
        XCTAssertEqual(flat.load, 280)
    }
}
