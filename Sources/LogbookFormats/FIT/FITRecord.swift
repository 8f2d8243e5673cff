import LogbookModel

/// One decoded `record` message, in units but with its time still in FIT seconds.
struct FITRecord: Equatable {
    /// FIT seconds (since 1989-12-31T00:00:00Z, or device-relative below 0x10000000), or `.nan`.
    var time: Double
    /// The point's values: degrees, metres, bpm; `cadence` is the recorded rpm including
    /// `fractional_cadence` (not yet doubled for running); `timestamp` is unused (`.nan`).
    var point: TrackPoint
    /// True when a timer stop came before this record (and after the record before): a pause.
    var startsSegment: Bool
}
