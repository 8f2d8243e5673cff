import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// The max-HR estimate: a run's sustained peak ignores a spike; across runs the 95th
/// percentile of the 365 days before the date.
final class MaxHeartRateEstimateTests: XCTestCase {
    /// 5 min at 182 then a 5-s climb to 215 that passes the guard: the peak held for a minute is 182.
    func testASpikeDoesNotSetARunsPeak() throws {
        var legs = TrainingRuns.profile
        legs[3].bpm = 182
        var points = TrainingRuns.points(legs)
        let climb: [Double] = [190, 198, 206, 212, 215, 215, 210]
        for (index, bpm) in climb.enumerated() { points[2500 + index].bpm = bpm }
        XCTAssertTrue(HeartRateGuard.standard.judge(points).allSatisfy { $0 == nil })
        let peak = MaxHeartRateEstimate.sustainedPeak(WeightedReading.believed(points))
        XCTAssertEqual(peak, 182)
        // Under a minute of readings gives no peak.
        XCTAssertNil(MaxHeartRateEstimate.sustainedPeak(WeightedReading.believed(TrainingRuns.points([.init(seconds: 60, bpm: 150, speed: 3)]))))
        XCTAssertEqual(MaxHeartRateEstimate.sustainedPeak(WeightedReading.believed(TrainingRuns.points([.init(seconds: 61, bpm: 150, speed: 3)]))), 150)
    }

    /// 24 runs peaking at 170...184 (each value as the list below) and one bad run at 221:
    /// the nearest-rank 95th percentile of 25 is the 24th, 184; with 5 runs, the highest.
    /// A run 365 days before the date is out, one 364 days before in.
    func testThePercentileOfTheYearsPeaks() {
        let date = LocalDate(daysSince1970: 20_500)
        var peaks: [(date: LocalDate, bpm: Double)] = (0..<24).map { (date.adding(days: -Int64($0) * 10), 170 + Double($0 % 15)) }
        peaks.append((date.adding(days: -3), 221))
        XCTAssertEqual(MaxHeartRateEstimate.estimate(peaks: peaks, on: date), 184)
        XCTAssertEqual(MaxHeartRateEstimate.estimate(peaks: Array(peaks.suffix(5)), on: date), 221)
        XCTAssertEqual(MaxHeartRateEstimate.estimate(peaks: [(date.adding(days: -365), 190)], on: date), nil)
        XCTAssertEqual(MaxHeartRateEstimate.estimate(peaks: [(date.adding(days: -364), 190)], on: date), 190)
        XCTAssertEqual(MaxHeartRateEstimate.estimate(peaks: [(date.adding(days: 1), 190)], on: date), nil)
        XCTAssertNil(MaxHeartRateEstimate.estimate(peaks: [], on: date))
    }

    /// The one-pass estimates equal the per-date estimate on random histories: peaks on
    /// repeated and sparse days, equal values, dates asked twice and out of order, dates
    /// before every peak and after the window has emptied.
    func testTheOnePassEstimatesEqualThePerDateEstimate() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            let count = Int.random(in: 0...300, using: &generator)
            let peaks = (0..<count).map { _ in
                (date: LocalDate(daysSince1970: 20_000 + Int64.random(in: 0...1500, using: &generator)),
                 bpm: Double(Int.random(in: 150...200, using: &generator)))
            }
            let dates = (0..<200).map { _ in LocalDate(daysSince1970: 19_900 + Int64.random(in: 0...2200, using: &generator)) }
            let fast = MaxHeartRateEstimate.estimates(peaks: peaks, on: dates)
            for (date, value) in zip(dates, fast) {
                XCTAssertEqual(value, MaxHeartRateEstimate.estimate(peaks: peaks, on: date), "round \(round), \(date)")
            }
        }
    }
}
