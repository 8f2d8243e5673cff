/// Puts a workout's heart-rate Records onto its route points, and averages them where
/// there is no route. Records are instants (about every 5 s during an Apple Watch
/// workout), not sorted together with anything else in the export: `HeartRateSeries`
/// sorts each workout's, and the join reads them in order from `HeartRateRecords`.
enum HeartRateJoin {
    /// Two records further apart than this (seconds) are a gap: nothing is interpolated
    /// across it, and it weighs nothing in the average.
    static let gapLimit = 120.0
    /// A point this close (seconds) to the nearest record, beyond the first or last one or
    /// beside a gap, takes that record's value.
    static let nearLimit = 10.0

    /// The heart rate at `time` from `records` (sorted): interpolated linearly between the
    /// two records around it when they are at most `gapLimit` apart, else the nearer one
    /// when it is within `nearLimit`, else nil. `cursor` carries the search along points
    /// in time order (start it at 0).
    static func value(at time: Double, in records: HeartRateRecords, cursor: inout Int) -> Float? {
        guard !records.isEmpty, time.isFinite else { return nil }
        if cursor >= records.count || records[cursor].time > time { cursor = 0 }
        while cursor + 1 < records.count, records[cursor + 1].time <= time { cursor += 1 }
        let before = records[cursor]
        if before.time > time {
            return before.time - time <= nearLimit ? before.bpm : nil
        }
        guard cursor + 1 < records.count else {
            return time - before.time <= nearLimit ? before.bpm : nil
        }
        let after = records[cursor + 1]
        let span = after.time - before.time
        if span <= gapLimit, span > 0 {
            let share = (time - before.time) / span
            return before.bpm + Float(share) * (after.bpm - before.bpm)
        }
        if time - before.time <= nearLimit { return before.bpm }
        if after.time - time <= nearLimit { return after.bpm }
        return nil
    }

    /// The time-weighted mean of `records` (sorted): each step between two records at most
    /// `gapLimit` apart weighs its duration and carries the mean of its two readings; the
    /// plain mean when no step weighs anything; nil without records.
    static func timeWeightedMean(_ records: HeartRateRecords) -> Double? {
        guard !records.isEmpty else { return nil }
        var weighted = 0.0, weight = 0.0, sum = 0.0
        var previous: HeartRateRecord?
        records.forEach { record in
            sum += Double(record.bpm)
            defer { previous = record }
            guard let previous else { return }
            let span = record.time - previous.time
            guard span > 0, span <= gapLimit else { return }
            weighted += span * Double(record.bpm + previous.bpm) / 2
            weight += span
        }
        if weight > 0 { return weighted / weight }
        return sum / Double(records.count)
    }
}
