/// The sex Banister's TRIMP weighting is fitted to (`--sex m|f`).
public enum AthleteSex: String, Sendable, Hashable, CaseIterable {
    /// `0.64 * exp(1.92 * r)`.
    case male = "m"
    /// `0.86 * exp(1.67 * r)`.
    case female = "f"

    /// The factor in front of the exponential.
    public var factor: Double {
        switch self {
        case .male: return 0.64
        case .female: return 0.86
        }
    }

    /// The exponent's coefficient.
    public var exponent: Double {
        switch self {
        case .male: return 1.92
        case .female: return 1.67
        }
    }
}
