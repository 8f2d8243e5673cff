/// Finds a run's best effort for each of several distances in one pass over its samples.
///
/// The rule: for a distance D, the best effort is the shortest elapsed time over any window
/// that starts at a sample and covers at least D of the samples' cumulative distance, its
/// end interpolated inside its last step at constant speed (so a 1 km effort is exactly
/// 1 km). A window lies inside one recording segment (`Sample.segment`: a pause the file
/// records breaks it, however short), and never contains a step longer than `maxStep`
/// seconds (the run builder's recording-gap threshold, `MovingTimeRule.maxStep`, 60 s),
/// where a lost signal broke the recording; samples stored before segments were kept
/// (segment unknown) are judged by that gap rule alone. The distance is the run builder's
/// stored cumulative distance, in which GPS jumps and standstill jitter already added nothing.
///
/// It is a two-pointer sliding window: samples arrive in time order (`add`), and for each
/// distance the starts not yet covered wait in a queue; the first sample that takes the
/// cumulative distance D beyond a start ends that start's window (any later end is slower,
/// since time only grows). Each sample enters and leaves each queue once: O(n) per
/// distance, holding only the samples within D of the newest one.
public struct BestEffortFinder: Sendable {
    /// One sample: seconds and metres since the start, and its segment (`nil`: unknown).
    struct Point: Sendable {
        var time: Double
        var distance: Double
        var segment: Int64?
    }

    /// The search for one distance.
    struct Search: Sendable {
        let metres: Double
        var waiting: [Point] = []
        var head = 0
        var best: BestEffort?
    }

    /// The longest step, in seconds, a window may contain.
    public let maxStep: Double
    private var searches: [Search]
    private var last: Point?
    /// True when the distances come from the device rather than positions.
    public var fromDevice = false

    /// Prepares a search for each distance in metres.
    public init(distances: [Double], maxStep: Double = MovingTimeRule.standard.maxStep) {
        self.maxStep = maxStep
        searches = distances.map { Search(metres: $0) }
    }

    /// Takes the next sample, as stored: milliseconds since the start, cumulative
    /// decimetres (a sample without a distance is skipped) and its segment (`nil`: unknown).
    public mutating func add(offsetMs: Int64, distanceDm: Int64?, segment: Int64? = nil) {
        guard let distanceDm else { return }
        add(time: Double(offsetMs) / 1000, distance: Double(distanceDm) / 10, segment: segment)
    }

    /// Takes the next sample: seconds since the start, cumulative metres and its segment.
    mutating func add(time: Double, distance: Double, segment: Int64? = nil) {
        guard time.isFinite, distance.isFinite else { return }
        let point = Point(time: time, distance: distance, segment: segment)
        if let last,
            point.time - last.time > maxStep || point.time < last.time || point.distance < last.distance
                || (point.segment != nil && last.segment != nil && point.segment != last.segment)
        {
            // A pause, a recording gap (or a sample that goes back): no window spans it.
            for index in searches.indices {
                searches[index].waiting.removeAll(keepingCapacity: true)
                searches[index].head = 0
            }
        } else if let last, point.distance > last.distance {
            for index in searches.indices { Self.close(&searches[index], at: point, after: last) }
        }
        for index in searches.indices { searches[index].waiting.append(point) }
        last = point
    }

    /// Ends the window of every waiting start that `point` covers, inside the step from `previous`.
    private static func close(_ search: inout Search, at point: Point, after previous: Point) {
        while search.head < search.waiting.count, point.distance - search.waiting[search.head].distance >= search.metres {
            let start = search.waiting[search.head]
            search.head += 1
            let target = start.distance + search.metres
            // previous.distance < target <= point.distance: the previous sample did not cover this start.
            let fraction = (target - previous.distance) / (point.distance - previous.distance)
            let end = previous.time + (point.time - previous.time) * min(1, max(0, fraction))
            let time = max(end - start.time, 0.001)
            if search.best.map({ time < $0.time }) ?? true {
                search.best = BestEffort(distance: search.metres, time: time, startsAt: start.distance, startOffset: start.time)
            }
        }
        if search.head >= 1024, search.head * 2 >= search.waiting.count {
            search.waiting.removeFirst(search.head)
            search.head = 0
        }
    }

    /// The best effort found for each distance the samples covered, in the order given,
    /// not yet judged (status `ok`).
    public var efforts: [BestEffort] {
        searches.compactMap { search in
            search.best.map { effort in
                var effort = effort
                effort.fromDevice = fromDevice
                return effort
            }
        }
    }

    /// The best efforts of stored samples (`offsetMs`, `distanceDm`) for `distances`.
    public static func find(
        _ samples: [(offsetMs: Int64, distanceDm: Int64?)], distances: [Double], maxStep: Double = MovingTimeRule.standard.maxStep
    ) -> [BestEffort] {
        var finder = BestEffortFinder(distances: distances, maxStep: maxStep)
        for sample in samples { finder.add(offsetMs: sample.offsetMs, distanceDm: sample.distanceDm) }
        return finder.efforts
    }
}
