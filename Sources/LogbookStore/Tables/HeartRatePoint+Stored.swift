import LogbookAnalysis
import LogbookModel

extension HeartRatePoint {
    /// The point of a stored sample, in seconds, bpm and metres.
    public init(_ stored: StoredSample) {
        self.init(
            offset: Double(stored.offsetMs) / 1000, bpm: stored.hr.map(Double.init),
            distance: stored.distanceDm.map { Double($0) / 10 }, segment: stored.segment)
    }
}
