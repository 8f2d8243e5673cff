/// Decides which heart-rate numbers in a file are real readings.
public enum HeartRateReading {
    /// The reading in bpm, or `nil` when `value` is no reading: 0 (no sensor, as
    /// OpenTracks writes it), 255 or more (the ANT+/FIT "invalid" byte that
    /// Fit2Tcx copies into TCX files), negative or not finite.
    public static func bpm(_ value: Double) -> Float? {
        guard value.isFinite, value > 0, value < 255 else { return nil }
        return Float(value)
    }
}
