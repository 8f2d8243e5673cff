import LogbookModel

/// Finds where a recording stands still, from how far the position moves over time, not
/// from one step's speed: the stretches the GPS distance leaves out (their steps are jitter).
///
/// The rule: a standstill is a run of consecutive positioned points of one segment that
/// all lie within `radius` metres (default 8 m) of the first of them, lasting at least
/// `minDuration` seconds (default 30 s) from that first point to the last, with no two
/// consecutive points more than `maxStep` seconds apart (default 10 s: a standstill is seen,
/// not guessed across a silence, which may hide a pause). Points are taken greedily: the
/// first point beyond the radius, or after a longer silence, ends the stretch and starts
/// the next one. Steps between two points of a standstill add no distance; the steps into and out
/// of it do. Anything that moves faster than 8 m in 30 s (0.27 m/s) is never a standstill:
/// turnarounds, slow walking, steep climbs and map reading on the move keep their distance,
/// while 3 m of jitter around a point (points at most 6 m apart) is always inside one.
///
/// **Drift is not jitter.** Jitter wanders and returns: it stays inside one standstill. A
/// recording that creeps slowly in one steady direction (a phone carried around all day, a
/// watch whose fix drifts) leaves each standstill at its edge and starts the next one there:
/// a chain of at least `driftChain` (3) standstills, each starting at the point that ended the
/// one before, whose first and last anchors lie at least half as far apart as the anchors'
/// hops add up to (the direction holds), is drift (`drifts`). Its distance counts, measured
/// from each standstill's start to the next one's (`GPSJumpFilter`), so the jitter inside
/// each adds nothing and the creep is not lost.
struct StandstillDetector {
    /// The radius in metres within which the position must stay.
    let radius: Double
    /// The shortest standstill in seconds.
    let minDuration: Double
    /// The longest time in seconds between two consecutive points of one standstill.
    let maxStep: Double
    /// The standstills found, as ranges of sample offsets, in time order.
    private(set) var stretches: [ClosedRange<Double>] = []
    private var anchor: (lat: Double, lon: Double, offset: Double)?
    private var lastOffset = 0.0
    /// True when the current anchor is the point that ended the stretch before (no silence,
    /// no segment boundary in between).
    private var anchorFollows = false
    /// The chain of adjacent standstills being built: their ranges and anchors.
    private var chain: [(range: ClosedRange<Double>, lat: Double, lon: Double)] = []
    /// The standstills that belong to drift chains, in time order.
    private(set) var drifts: [ClosedRange<Double>] = []

    /// The fewest adjacent standstills that can make a drift.
    static let driftChain = 3

    /// The defaults: 8 m, 30 s, 10 s.
    static let standard = StandstillDetector(radius: 8, minDuration: 30, maxStep: 10)

    /// Creates a detector.
    init(radius: Double, minDuration: Double, maxStep: Double) {
        self.radius = radius
        self.minDuration = minDuration
        self.maxStep = maxStep
    }

    /// Takes the next positioned point of the current segment.
    mutating func add(lat: Double, lon: Double, offset: Double) {
        if let anchor, offset - lastOffset <= maxStep,
            Geo.approximateDistance(lat1: anchor.lat, lon1: anchor.lon, lat2: lat, lon2: lon, isAtMost: radius)
        {
            lastOffset = offset
            return
        }
        let follows = anchor != nil && offset - lastOffset <= maxStep
        endStretch(chainGoesOn: follows)
        anchor = (lat, lon, offset)
        anchorFollows = follows
        lastOffset = offset
    }

    /// Ends the current stretch (at a segment's end, and when the track ends).
    mutating func endSegment() {
        endStretch(chainGoesOn: false)
    }

    /// Ends the current stretch; the chain of adjacent standstills ends with it unless the
    /// next stretch starts at the point that ended this one (`chainGoesOn`).
    private mutating func endStretch(chainGoesOn: Bool) {
        if let anchor, lastOffset - anchor.offset >= minDuration {
            stretches.append(anchor.offset...lastOffset)
            if !anchorFollows { closeChain() }
            chain.append((anchor.offset...lastOffset, anchor.lat, anchor.lon))
            if !chainGoesOn { closeChain() }
        } else {
            closeChain()
        }
        anchor = nil
    }

    /// Judges the chain of adjacent standstills built so far (`isDrift`) and starts a new one.
    private mutating func closeChain() {
        defer { chain.removeAll(keepingCapacity: true) }
        guard Self.isDrift(chain.map { ($0.lat, $0.lon) }) else { return }
        drifts += chain.map(\.range)
    }

    /// True when the anchors of a chain of adjacent standstills (in order) drift: at least
    /// `driftChain` of them, the first and last at least half as far apart as the hops
    /// between consecutive anchors add up to.
    static func isDrift(_ anchors: [(lat: Double, lon: Double)]) -> Bool {
        guard anchors.count >= driftChain, let first = anchors.first, let last = anchors.last else { return false }
        var hops = 0.0
        for index in anchors.indices.dropFirst() {
            hops += Geo.distance(
                lat1: anchors[index - 1].lat, lon1: anchors[index - 1].lon, lat2: anchors[index].lat, lon2: anchors[index].lon)
        }
        let net = Geo.distance(lat1: first.lat, lon1: first.lon, lat2: last.lat, lon2: last.lon)
        return hops > 0 && net >= hops / 2
    }
}
