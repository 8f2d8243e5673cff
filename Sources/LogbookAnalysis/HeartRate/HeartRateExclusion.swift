/// Why a heart-rate reading is left out of zones and TRIMP (it stays in the stored samples).
///
/// Decided by `HeartRateGuard`, in this order: a reading outside what a heart does first,
/// then a step no heart makes, then a strap stuck on one value.
public enum HeartRateExclusion: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The reading lies outside 30-230 bpm (a strap's spike to 240, a reading of 12).
    case outOfRange = "out_of_range"
    /// The reading was reached by a step faster than 30 bpm per second, or lies on the level
    /// such a step went to (a strap losing contact and dropping to 60 until it returns).
    case steepStep = "steep_step"
    /// The strap read one constant value for minutes while the pace changed.
    case constantReading = "constant_reading"

    /// The reason as shown to the runner.
    public var description: String {
        switch self {
        case .outOfRange: return "outside 30-230 bpm"
        case .steepStep: return "a step faster than 30 bpm/s"
        case .constantReading: return "constant for minutes while the pace changed"
        }
    }
}
