/// Rounds to the nearest whole number, halves away from zero: exactly what
/// `Double.rounded()` gives, bit for bit (the sign of zero included), without a call to
/// libm's `round` (this CPU baseline has no rounding instruction, so every `rounded()` is
/// one). Samples round seven values each on their way to the table.
///
/// Below 2^52 in magnitude, adding 2^52 and taking it away again rounds the magnitude to
/// the nearest whole number, ties to even, and is exact otherwise; the difference left is
/// exact too, so a tie that went down to even is told apart exactly and sent up. From
/// 2^52 on every double is already whole (NaN and the infinities come back as they are).
///
/// Inlinable, so that the other modules' callers (`StoredInteger.scaled`, once per stored
/// value) get the body, not a call.
@usableFromInline package enum HalfAwayRounding {
    /// `value.rounded()`, computed inline.
    @inlinable @inline(__always)
    package static func rounded(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude < 4_503_599_627_370_496 else { return value }
        var whole = (magnitude + 4_503_599_627_370_496) - 4_503_599_627_370_496
        if whole - magnitude == -0.5 { whole += 1 }
        return Double(signOf: value, magnitudeOf: whole)
    }
}
