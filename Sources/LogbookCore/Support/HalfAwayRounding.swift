/// Rounds to the nearest whole number, halves away from zero: exactly what
/// `Double.rounded()` gives, bit for bit (the sign of zero included), without a call to
/// libm's `round` (this CPU baseline has no rounding instruction, so every `rounded()` is
/// one). Samples round seven values each on their way to the table.
///
/// Below 2^52 in magnitude the value is truncated towards zero through an integer
/// conversion, which is exact, and so is the fraction left over, so comparing it with ½
/// decides exactly; from 2^52 on every double is already whole (NaN and the infinities
/// come back as they are).
enum HalfAwayRounding {
    /// `value.rounded()`, computed inline.
    @inline(__always)
    static func rounded(_ value: Double) -> Double {
        guard abs(value) < 4_503_599_627_370_496 else { return value }
        let whole = Double(Int64(value))
        let fraction = value - whole
        var magnitude = abs(whole)
        if abs(fraction) >= 0.5 { magnitude += 1 }
        return Double(signOf: value, magnitudeOf: magnitude)
    }
}
