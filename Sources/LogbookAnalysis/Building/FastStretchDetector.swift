import LogbookModel

/// Finds sustained speed: stretches of consecutive GPS steps all faster than the jump
/// limit that last longer than `minDuration` seconds (default 30 s). Such a stretch is real
/// movement (a ride or a drive recorded as a run), not a GPS jump: its steps keep their
/// distance. A jump out and back (one or two fast steps, a few seconds) stays a jump.
///
/// A step's speed is its distance over `max(time apart, 1 s)`, as in the jump rule; steps
/// are between consecutive positioned points of one segment.
struct FastStretchDetector {
    /// The speed in m/s above which a step is fast (the sport's jump limit).
    let speedLimit: Double
    /// The longest a stretch of fast steps may last and still be jumps, in seconds.
    let minDuration: Double
    /// The sustained stretches found, as ranges of sample offsets, in time order.
    private(set) var stretches: [ClosedRange<Double>] = []
    private var previous: (lat: Double, lon: Double, offset: Double)?
    private var stretchStart: Double?
    private var stretchEnd = 0.0

    /// The default duration: 30 s.
    static let standardDuration = 30.0

    /// Creates a detector.
    init(speedLimit: Double, minDuration: Double = standardDuration) {
        self.speedLimit = speedLimit
        self.minDuration = minDuration
    }

    /// Takes the next positioned point of the current segment.
    mutating func add(lat: Double, lon: Double, offset: Double) {
        if let previous {
            let reach = speedLimit * max(offset - previous.offset, 1)
            if !Geo.approximateDistance(lat1: previous.lat, lon1: previous.lon, lat2: lat, lon2: lon, isAtMost: reach) {
                if stretchStart == nil { stretchStart = previous.offset }
                stretchEnd = offset
            } else {
                closeStretch()
            }
        }
        previous = (lat, lon, offset)
    }

    /// Ends the current segment.
    mutating func endSegment() {
        closeStretch()
        previous = nil
    }

    private mutating func closeStretch() {
        if let start = stretchStart, stretchEnd - start > minDuration {
            stretches.append(start...stretchEnd)
        }
        stretchStart = nil
    }
}
