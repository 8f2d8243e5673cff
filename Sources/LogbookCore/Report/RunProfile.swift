import LogbookModel

/// A run's pace, heart rate and elevation against distance, in at most a few hundred equal
/// stretches so a run page stays small whatever the recording rate.
public enum RunProfile {
    /// The most stretches a profile has.
    public static let defaultStretches = 200

    /// `samples` (in time order) as at most `stretches` equal stretches of distance, each
    /// at least 10 m: a stretch's pace is the time of the steps ending in it over their
    /// distance, counting only steps inside one recording segment and of at most 60 s (a
    /// pause adds no time); its heart rate and elevation the mean of its readings. A run
    /// without distance samples, or of under 10 m, has no profile.
    public static func profile(_ samples: [Sample], stretches: Int = defaultStretches) -> [ProfilePoint] {
        let distances = samples.map(\.distance).filter(\.isFinite)
        guard let total = distances.max(), total >= 10, stretches > 0 else { return [] }
        let count = max(1, min(stretches, Int(total / 10)))
        let width = total / Double(count)
        var time = [Double](repeating: 0, count: count), ground = [Double](repeating: 0, count: count)
        var hrSum = [Double](repeating: 0, count: count), hrCount = [Int](repeating: 0, count: count)
        var eleSum = [Double](repeating: 0, count: count), eleCount = [Int](repeating: 0, count: count)
        func bin(_ distance: Double) -> Int { min(count - 1, max(0, Int(distance / width))) }
        var previous: Sample?
        for sample in samples where sample.distance.isFinite {
            let index = bin(sample.distance)
            if let hr = sample.point.heartRate, hr.isFinite { hrSum[index] += hr; hrCount[index] += 1 }
            if let ele = sample.point.elevation, ele.isFinite { eleSum[index] += ele; eleCount[index] += 1 }
            if let before = previous, before.segment == sample.segment {
                let dt = sample.offset - before.offset, dd = sample.distance - before.distance
                if dt > 0, dt <= 60, dd >= 0 {
                    time[index] += dt
                    ground[index] += dd
                }
            }
            previous = sample
        }
        return (0..<count).map { index in
            let pace = ground[index] >= min(10, width / 2) && time[index] > 0 ? time[index] / ground[index] * 1000 : nil
            return ProfilePoint(
                distance: (Double(index) + 0.5) * width,
                pace: pace.flatMap { $0.isFinite ? $0 : nil },
                heartRate: hrCount[index] > 0 ? hrSum[index] / Double(hrCount[index]) : nil,
                elevation: eleCount[index] > 0 ? eleSum[index] / Double(eleCount[index]) : nil)
        }
    }
}
