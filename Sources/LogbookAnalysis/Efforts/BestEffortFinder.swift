import LogbookModel

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
/// It is a two-pointer sliding window: samples arrive in time order (`add`) into one list
/// shared by every distance, and each distance keeps the index of its first start not yet
/// covered; the first sample that takes the cumulative distance D beyond a start ends that
/// start's window (any later end is slower, since time only grows). Each sample enters the
/// list once and passes each distance's index once: O(n) per distance. (One list instead of
/// one queue per distance: a sample costs one append, not one per distance.)
///
/// The list is an `EffortWindow`: the samples within the longest distance of the newest one
/// can be any number (a slow 20 Hz recording holds 600,000 within a marathon, one that never
/// covers 42 km all of them), so beyond 32,768 of them the older ones wait in an unnamed
/// temporary file, and memory stays flat whatever the run. Copies of a finder share their
/// window: add to one copy only.
public struct BestEffortFinder: Sendable {
    /// One sample: seconds and metres since the start, and its segment (`nil`: unknown).
    struct Point: Sendable {
        var time: Double
        var distance: Double
        var segment: Int64?
    }

    /// The search for one distance.
    struct Search: Sendable {
        /// The distance, in metres.
        let metres: Double
        /// The index in `points` of its first start not yet covered.
        var head = 0
        /// The fastest window's time so far, in seconds (infinity while there is none).
        var time = Double.infinity
        /// Where the fastest window starts, in metres from the start.
        var startsAt = 0.0
        /// When the fastest window starts, in seconds from the start.
        var startOffset = 0.0
    }

    /// The longest step, in seconds, a window may contain.
    public let maxStep: Double
    /// One search per distance, in the order given.
    private var searches: [Search]
    /// The samples since the last recording gap that some distance still waits to cover.
    let window: EffortWindow
    private var last: Point?
    /// True when the distances come from the device rather than positions.
    public var fromDevice = false

    /// Prepares a search for each distance in metres.
    public init(distances: [Double], maxStep: Double = MovingTimeRule.standard.maxStep) {
        self.init(distances: distances, maxStep: maxStep, window: EffortWindow(readers: distances.count))
    }

    /// Prepares a search for each distance in metres over `window` (tests give a small one).
    init(distances: [Double], maxStep: Double = MovingTimeRule.standard.maxStep, window: EffortWindow) {
        self.maxStep = maxStep
        self.window = window
        searches = distances.map { Search(metres: $0) }
    }

    /// Why the samples waiting in the temporary file could not be read back, if so: the
    /// efforts are then not to be trusted (`FoundDerivations` and `RunStore` check it).
    public var failure: String? { window.failure }

    /// Takes the next sample, as stored: milliseconds since the start, cumulative
    /// decimetres (a sample without a distance is skipped) and its segment (`nil`: unknown).
    public mutating func add(offsetMs: Int64, distanceDm: Int64?, segment: Int64? = nil) {
        guard let distanceDm else { return }
        add(time: Double(offsetMs) / 1000, distance: Double(distanceDm) / 10, segment: segment)
    }

    /// Takes the next sample: seconds since the start, cumulative metres and its segment.
    mutating func add(time: Double, distance: Double, segment: Int64? = nil) {
        guard time.isFinite, distance.isFinite, !searches.isEmpty else { return }
        let point = Point(time: time, distance: distance, segment: segment)
        var passed = Int.max
        if let last,
            point.time - last.time > maxStep || point.time < last.time || point.distance < last.distance
                || (point.segment != nil && last.segment != nil && point.segment != last.segment)
        {
            // A pause, a recording gap (or a sample that goes back): no window spans it.
            window.removeAll()
            passed = window.end
            for index in searches.indices { searches[index].head = passed }
        } else if let last, point.distance > last.distance {
            let window = window
            let memoryStart = window.memoryStart
            // Called once per sample and distance: through buffer pointers, without a
            // uniqueness check or a bounds check per access, the window's memory taken once.
            searches.withUnsafeMutableBufferPointer { searches in
                window.memory.withUnsafeBufferPointer { points in
                    for index in searches.indices {
                        if searches[index].head < memoryStart {
                            Self.closeInFile(&searches[index], reader: index, in: window, at: point, after: last)
                        }
                        if searches[index].head >= memoryStart {
                            Self.close(&searches[index], in: points, from: memoryStart, at: point, after: last)
                        }
                        passed = min(passed, searches[index].head)
                    }
                }
            }
        } else {
            for search in searches { passed = min(passed, search.head) }
        }
        window.append(point, passed: passed)
        last = point
    }

    /// Ends the window of every start still in the temporary file that `point` covers for
    /// `search`, inside the step from `previous`; those in memory follow in `close`.
    private static func closeInFile(
        _ search: inout Search, reader: Int, in window: EffortWindow, at point: Point, after previous: Point
    ) {
        while search.head < window.memoryStart {
            guard let start = window.point(at: search.head, reader: reader),
                point.distance - start.distance >= search.metres
            else { return }
            search.head += 1
            consider(start, for: &search, at: point, after: previous)
        }
    }

    /// Takes the window from `start` that ends inside the step from `previous` to `point`
    /// when it is the fastest so far.
    @inline(__always)
    private static func consider(_ start: Point, for search: inout Search, at point: Point, after previous: Point) {
        let target = start.distance + search.metres
        // previous.distance < target <= point.distance: the previous sample did not cover this start.
        let fraction = (target - previous.distance) / (point.distance - previous.distance)
        let end = previous.time + (point.time - previous.time) * min(1, max(0, fraction))
        let time = max(end - start.time, 0.001)
        if time < search.time {
            search.time = time
            search.startsAt = start.distance
            search.startOffset = start.time
        }
    }

    /// Ends the window of every start in `points` (the window's memory, whose first point
    /// has index `base`) that `point` covers for `search`, inside the step from `previous`.
    private static func close(
        _ search: inout Search, in points: UnsafeBufferPointer<Point>, from base: Int, at point: Point, after previous: Point
    ) {
        var head = search.head - base
        while head < points.count, point.distance - points[head].distance >= search.metres {
            let start = points[head]
            head += 1
            consider(start, for: &search, at: point, after: previous)
        }
        search.head = head + base
    }

    /// The best effort found for each distance the samples covered, in the order given,
    /// not yet judged (status `ok`).
    public var efforts: [BestEffort] {
        searches.compactMap { search in
            guard search.time.isFinite else { return nil }
            var effort = BestEffort(
                distance: search.metres, time: search.time, startsAt: search.startsAt, startOffset: search.startOffset)
            effort.fromDevice = fromDevice
            return effort
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
