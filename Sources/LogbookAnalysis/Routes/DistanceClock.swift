/// When a run reached each distance: its samples' cumulative distances and times, read by
/// interpolation (what `compare` aligns two runs by).
public struct DistanceClock: Sendable {
    /// The samples' (distance metres, seconds since the start), distances never decreasing.
    private let marks: [(distance: Double, offset: Double)]

    /// A clock over `samples` (in order); samples whose distance goes back are skipped.
    public init(samples: [(distance: Double, offset: Double)]) {
        var marks: [(distance: Double, offset: Double)] = []
        for sample in samples where sample.distance.isFinite && sample.offset.isFinite {
            if let last = marks.last, sample.distance < last.distance { continue }
            marks.append(sample)
        }
        self.marks = marks
    }

    /// The run's whole distance, metres.
    public var distance: Double { marks.last?.distance ?? 0 }

    /// The run's last sample's time, seconds since its start.
    public var finish: Double { marks.last?.offset ?? 0 }

    /// The time at which the run had covered `distance` metres, interpolated between the
    /// samples either side (the first sample to reach it when several share a distance);
    /// `nil` beyond the run's distance.
    public func time(at distance: Double) -> Double? {
        guard let first = marks.first, distance <= self.distance else { return nil }
        if distance <= first.distance { return first.offset }
        var low = 0
        var high = marks.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if marks[middle].distance < distance { low = middle } else { high = middle }
        }
        let before = marks[low]
        let after = marks[high]
        let span = after.distance - before.distance
        guard span > 0 else { return after.offset }
        return before.offset + (after.offset - before.offset) * (distance - before.distance) / span
    }
}
