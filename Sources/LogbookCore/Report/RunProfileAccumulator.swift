import LogbookModel

/// `RunProfile.profile` fed one window of samples at a time: the run's largest distance is
/// known first (a pass of its own over a run longer than one window), then every sample is
/// added in time order; memory holds the stretches only, whatever the length of the run.
public struct RunProfileAccumulator: Sendable {
    /// How many stretches, 0 when the run has no profile.
    let count: Int
    /// The width of one stretch in metres.
    let width: Double
    /// Per stretch: seconds of moving steps, their metres, heart-rate sum and readings, elevation sum and readings.
    var time: [Double], ground: [Double], hrSum: [Double], hrCount: [Int], eleSum: [Double], eleCount: [Int]
    /// The sample added last.
    var previous: Sample?

    /// An empty profile of a run whose largest finite sample distance is `total` metres (nil:
    /// none), in at most `stretches` stretches of at least 10 m.
    public init(total: Double?, stretches: Int = RunProfile.defaultStretches) {
        if let total, total >= 10, stretches > 0 {
            count = max(1, min(stretches, Int(total / 10)))
            width = total / Double(count)
        } else {
            count = 0
            width = 0
        }
        time = Array(repeating: 0, count: count)
        ground = time
        hrSum = time
        hrCount = Array(repeating: 0, count: count)
        eleSum = time
        eleCount = hrCount
    }

    /// The largest finite distance of `samples` merged with `total`: the first pass.
    public static func total(_ total: Double?, _ samples: [Sample]) -> Double? {
        var largest = total
        for sample in samples where sample.distance.isFinite { largest = max(largest ?? sample.distance, sample.distance) }
        return largest
    }

    /// Adds the next samples, in time order.
    public mutating func add(_ samples: [Sample]) {
        guard count > 0 else { return }
        for sample in samples where sample.distance.isFinite {
            let index = min(count - 1, max(0, Int(sample.distance / width)))
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
    }

    /// The profile of every sample added.
    public var profile: [ProfilePoint] {
        (0..<count).map { index in
            let pace = ground[index] >= min(10, width / 2) && time[index] > 0 ? time[index] / ground[index] * 1000 : nil
            return ProfilePoint(
                distance: (Double(index) + 0.5) * width,
                pace: pace.flatMap { $0.isFinite ? $0 : nil },
                heartRate: hrCount[index] > 0 ? hrSum[index] / Double(hrCount[index]) : nil,
                elevation: eleCount[index] > 0 ? eleSum[index] / Double(eleCount[index]) : nil)
        }
    }
}
