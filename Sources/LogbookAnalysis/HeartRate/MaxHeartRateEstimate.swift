import LogbookModel

/// The maximum heart rate estimated from the runner's own readings, for when none is set.
///
/// Each run gives its sustained peak: the highest reading it held, with the readings above
/// it, for at least `heldSeconds` (60 s of weighed, believed readings: a spike stands for at
/// most 10 s, so no single one can set it). The estimate on a date is the 95th percentile
/// (nearest rank) of the sustained peaks of the runs of the preceding 365 days, the date
/// itself included: with fewer than 20 runs the highest, beyond that one bad run cannot
/// raise it.
public enum MaxHeartRateEstimate {
    /// The seconds a run must spend at or above its peak.
    public static let heldSeconds = 60.0
    /// The percentile of the runs' peaks.
    public static let percentile = 0.95
    /// How many days back the runs count.
    public static let windowDays: Int64 = 365

    /// The run's sustained peak in bpm, or `nil` when it has less than `heldSeconds` of readings.
    public static func sustainedPeak(_ readings: [WeightedReading]) -> Double? {
        var held = 0.0
        for reading in readings.sorted(by: { $0.bpm > $1.bpm }) where reading.seconds > 0 {
            held += reading.seconds
            if held >= heldSeconds { return reading.bpm }
        }
        return nil
    }

    /// The estimate for `date` from the runs' sustained peaks, or `nil` when no run of the
    /// 365 days up to `date` has one.
    public static func estimate(peaks: [(date: LocalDate, bpm: Double)], on date: LocalDate) -> Double? {
        let earliest = date.adding(days: -(windowDays - 1))
        let values = peaks.filter { $0.date >= earliest && $0.date <= date && $0.bpm.isFinite }.map(\.bpm).sorted()
        guard !values.isEmpty else { return nil }
        let rank = Int((percentile * Double(values.count)).rounded(.up))
        return values[min(max(rank, 1), values.count) - 1]
    }

    /// The estimate for each of `dates` (in any order), as `estimate(peaks:on:)` gives it for
    /// that date, in one pass over the dates in order with a sliding window of the peaks:
    /// `load` over ten years asks for thousands of dates.
    public static func estimates(peaks: [(date: LocalDate, bpm: Double)], on dates: [LocalDate]) -> [Double?] {
        let sorted = peaks.filter { $0.bpm.isFinite }.sorted { $0.date < $1.date }
        var window: [Double] = []
        var next = 0, oldest = 0
        var byDate: [LocalDate: Double?] = [:]
        for date in Set(dates).sorted() {
            while next < sorted.count, sorted[next].date <= date {
                window.insert(sorted[next].bpm, at: insertionIndex(of: sorted[next].bpm, in: window))
                next += 1
            }
            let earliest = date.adding(days: -(windowDays - 1))
            while oldest < next, sorted[oldest].date < earliest {
                let index = insertionIndex(of: sorted[oldest].bpm, in: window)
                if index < window.count, window[index] == sorted[oldest].bpm { window.remove(at: index) }
                oldest += 1
            }
            if window.isEmpty {
                byDate[date] = .some(nil)
            } else {
                let rank = Int((percentile * Double(window.count)).rounded(.up))
                byDate[date] = window[min(max(rank, 1), window.count) - 1]
            }
        }
        return dates.map { byDate[$0] ?? nil }
    }

    /// The first index of `values` (sorted ascending) whose value is not below `value`.
    private static func insertionIndex(of value: Double, in values: [Double]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
