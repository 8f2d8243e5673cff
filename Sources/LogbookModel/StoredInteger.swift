import LogbookSupport

/// The integers a run's measurements are stored as: a value times its scale (1000 for
/// milliseconds, 10 for decimetres, 1e7 for degrees), rounded halves away from zero.
///
/// Analysis computes from the stored figures (best efforts, heart-rate summaries), so
/// that what import finds equals what a later pass over the stored samples finds; the
/// store writes the same integers.
public enum StoredInteger {
    /// `value × scale` rounded to the integer stored, or nil when missing or absurd.
    /// Inlinable: it runs several times per sample in the store, the run analysis and the
    /// best efforts, and a call cost more than its body.
    @inlinable
    public static func scaled(_ value: Double, scale: Double) -> Int64? {
        let scaled = HalfAwayRounding.rounded(value * scale)
        return scaled.isFinite && abs(scaled) < 9e15 ? Int64(scaled) : nil
    }
}
