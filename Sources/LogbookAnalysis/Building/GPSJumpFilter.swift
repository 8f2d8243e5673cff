import LogbookModel

/// Decides how far each GPS step of a segment goes, leaving out jumps, standstill jitter
/// and nothing else.
///
/// The rule: every step is measured from the anchor, the last position taken (not simply
/// the point before).
/// - Between two points of a standstill (`StandstillDetector`) a step adds nothing, and
///   the point becomes the anchor; inside a standstill that is drift (`StandstillDetector.drifts`)
///   the anchor stays at the standstill's first point, so that the step out of it measures
///   the creep from where it began.
/// - A point within reach of the anchor (at most the jump limit times the seconds since
///   it, at least one second), or inside a sustained fast stretch (`FastStretchDetector`),
///   is taken: the step from the anchor counts and the point becomes the anchor.
/// - Any other point is a jump: the anchor stays where it is and the point waits. When a
///   later point is within reach of the anchor again, the jumped points were a spike: their
///   positions are left out, and the distance from the anchor to that point is shared over
///   the steps since the anchor in proportion to their durations (a one-point spike on a
///   straight line loses nothing). When instead `relocationPoints` consecutive jumped points
///   lie within reach of each other, the position really moved (a signal found again
///   elsewhere): the step to the first of them adds nothing, the steps between them count,
///   and the last becomes the anchor.
/// - A segment's end, or `maxWaiting` points waiting at once, leaves out every waiting
///   position (their steps add nothing) and takes the newest as the anchor.
///
/// Points without a position are fed too (`takeUnpositioned`): they wait with the others
/// while points wait, so that the steps stay in order.
struct GPSJumpFilter {
    /// Consecutive jumped points within reach of each other that make a real relocation.
    static let relocationPoints = 3
    /// The most points that wait at once (the filter never holds a whole track).
    static let maxWaiting = 256

    /// The speed in m/s above which a step is a jump (the sport's jump limit).
    let maxSpeed: Double
    /// Positions left out as jumps.
    private(set) var jumpCount = 0
    /// Steps taken although faster than `maxSpeed`, because they are sustained.
    private(set) var sustainedCount = 0
    /// The distances of the steps that waited, in order, once a point has told what they
    /// were (set by the call that returns the current step's distance, or `endSegment`).
    private(set) var released: [Double] = []
    /// The index from which the steps in `released` kept their positions (a relocation's
    /// points after its first); `nil` when every released position was left out.
    private(set) var releasedKeptFrom: Int?

    private var standstills: StretchCursor
    private var fastStretches: StretchCursor
    private var drifts: StretchCursor
    private var anchor: Position?
    /// The offset of the last point fed in the segment.
    private var lastOffset = Double.nan
    /// The steps waiting, in order: their durations and whether their point has a position.
    private var waiting: [(duration: Double, positioned: Bool)] = []
    /// The chain of consecutive jumped points within reach of each other: how many, the
    /// newest of them, and where it starts in `waiting`.
    private var chain: (count: Int, newest: Position, start: Int)?
    /// The distances of the chain's steps after its first point, by index in `waiting`.
    private var chainSteps: [Int: Double] = [:]

    /// A position, the cosine of its latitude (`Geo.cosLatitude`) and its time.
    private struct Position {
        var lat: Double
        var lon: Double
        var cosLat: Double
        var offset: Double
    }

    /// A filter for a track with these standstills and sustained fast stretches.
    init(
        maxSpeed: Double, standstills: [ClosedRange<Double>], fastStretches: [ClosedRange<Double>],
        drifts: [ClosedRange<Double>] = []
    ) {
        self.maxSpeed = maxSpeed
        self.standstills = StretchCursor(standstills)
        self.fastStretches = StretchCursor(fastStretches)
        self.drifts = StretchCursor(drifts)
    }

    /// True while points wait for a later one to tell whether they were a jump.
    var isWaiting: Bool { !waiting.isEmpty }

    /// Takes the next positioned point of the segment (in time order): the distance of its
    /// step, with `released` holding those of the steps that waited before it; `nil` while
    /// it waits.
    mutating func take(lat: Double, lon: Double, offset: Double) -> Double? {
        take(lat: lat, lon: lon, cosLat: Geo.cosLatitude(lat), offset: offset)
    }

    /// `take(lat:lon:offset:)` with the cosine of the latitude given (`Geo.cosLatitude(lat)`),
    /// which the caller works out once per point and shares.
    mutating func take(lat: Double, lon: Double, cosLat: Double, offset: Double) -> Double? {
        if !released.isEmpty { released.removeAll(keepingCapacity: true) }
        releasedKeptFrom = nil
        let point = Position(lat: lat, lon: lon, cosLat: cosLat, offset: offset)
        let duration = lastOffset.isNaN ? 0 : offset - lastOffset
        lastOffset = offset
        guard let from = anchor else {
            anchor = point
            return 0
        }
        if standstills.contains(from: from.offset, to: offset) {
            // Jitter around a point where the runner stands still, or creeps (drift: the
            // anchor stays where the standstill began).
            leaveOutWaiting()
            if !drifts.contains(from: from.offset, to: offset) { anchor = point }
            return 0
        }
        let metres = Geo.distance(lat1: from.lat, lon1: from.lon, cosLat1: from.cosLat, lat2: lat, lon2: lon, cosLat2: cosLat)
        if reaches(from, point, metres: metres) {
            anchor = point
            return share(metres, duration: duration)
        }
        if fastStretches.contains(from: from.offset, to: offset) {
            sustainedCount += 1
            anchor = point
            return share(metres, duration: duration)
        }
        // A jump from the anchor: does it continue a chain of jumped points?
        if let current = chain {
            let step = Geo.distance(
                lat1: current.newest.lat, lon1: current.newest.lon, cosLat1: current.newest.cosLat, lat2: lat, lon2: lon,
                cosLat2: cosLat)
            if reaches(current.newest, point, metres: step) {
                if current.count + 1 >= Self.relocationPoints {
                    relocate(chainStart: current.start)
                    anchor = point
                    return step
                }
                chainSteps[waiting.count] = step
                chain = (current.count + 1, point, current.start)
                return wait(duration: duration, positioned: true, newest: point)
            }
        }
        chain = (1, point, waiting.count)
        chainSteps.removeAll()
        return wait(duration: duration, positioned: true, newest: point)
    }

    /// Takes the next point of the segment that has no position: its step adds no GPS
    /// distance, after the steps waiting before it (`nil` while they wait).
    mutating func takeUnpositioned(offset: Double) -> Double? {
        if !released.isEmpty { released.removeAll(keepingCapacity: true) }
        releasedKeptFrom = nil
        let duration = lastOffset.isNaN ? 0 : offset - lastOffset
        lastOffset = offset
        return isWaiting ? wait(duration: duration, positioned: false, newest: nil) : 0
    }

    /// Ends the segment: the steps still waiting are released with 0 (their positions are
    /// left out), and the next segment starts afresh.
    mutating func endSegment() {
        released.removeAll(keepingCapacity: true)
        releasedKeptFrom = nil
        leaveOutWaiting()
        anchor = nil
        lastOffset = .nan
    }

    /// True when `to` is within reach of `from` at the jump limit.
    private func reaches(_ from: Position, _ to: Position, metres: Double) -> Bool {
        metres <= maxSpeed * max(to.offset - from.offset, 1)
    }

    /// The current step waits (`nil`); with too many waiting, every waiting position is
    /// left out, the newest is the anchor, and the current step adds 0.
    private mutating func wait(duration: Double, positioned: Bool, newest: Position?) -> Double? {
        guard waiting.count + 1 >= Self.maxWaiting else {
            waiting.append((duration, positioned))
            return nil
        }
        leaveOutWaiting()
        if positioned { jumpCount += 1 }
        if let newest { anchor = newest }
        return 0
    }

    /// The current step goes `metres` from the anchor: shared over the waiting steps (whose
    /// positions are left out) and the current one by their durations; returns the
    /// current one's share.
    private mutating func share(_ metres: Double, duration: Double) -> Double {
        guard isWaiting else { return metres }
        var total = duration
        for step in waiting { total += step.duration }
        guard total > 0 else {
            leaveOutWaiting()
            return metres
        }
        for step in waiting {
            released.append(metres * step.duration / total)
            if step.positioned { jumpCount += 1 }
        }
        clearWaiting()
        return metres * duration / total
    }

    /// Releases every waiting step with 0 and leaves out their positions.
    private mutating func leaveOutWaiting() {
        for step in waiting {
            released.append(0)
            if step.positioned { jumpCount += 1 }
        }
        clearWaiting()
    }

    /// The chain starting at `waiting[chainStart]` is a real relocation ending at the
    /// current point: the steps before and into it add nothing, the steps between its
    /// points count.
    private mutating func relocate(chainStart: Int) {
        releasedKeptFrom = chainStart + 1
        for (index, step) in waiting.enumerated() {
            released.append(chainSteps[index] ?? 0)
            if index <= chainStart, step.positioned { jumpCount += 1 }
        }
        clearWaiting()
    }

    private mutating func clearWaiting() {
        waiting.removeAll(keepingCapacity: true)
        chain = nil
        if !chainSteps.isEmpty { chainSteps.removeAll() }
    }
}
