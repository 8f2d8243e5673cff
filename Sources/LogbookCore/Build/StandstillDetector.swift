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
        endSegment()
        anchor = (lat, lon, offset)
        lastOffset = offset
    }

    /// Ends the current stretch (at a segment's end, and when the track ends).
    mutating func endSegment() {
        if let anchor, lastOffset - anchor.offset >= minDuration {
            stretches.append(anchor.offset...lastOffset)
        }
        anchor = nil
    }
}
