import Foundation

/// How the five heart-rate zones are placed for a run: at fractions of its maximum heart
/// rate (the default), of its heart-rate reserve above the resting rate (Karvonen), or at
/// five bpm values the runner gives.
public enum ZoneModel: Sendable, Equatable {
    /// 50, 60, 70, 80 and 90 % of the maximum heart rate.
    case percentOfMax
    /// 50, 60, 70, 80 and 90 % of the reserve: `rest + f * (max - rest)`.
    case heartRateReserve
    /// Five bpm values, the lower bounds of zones 1 to 5.
    case explicit(ZoneBounds)

    /// The bounds for a run whose maximum is `max` and resting rate `rest`; `nil` when
    /// they cannot be placed (no maximum, or a resting rate not below it).
    public func bounds(max: Double?, rest: Double) -> ZoneBounds? {
        switch self {
        case .percentOfMax: return max.flatMap { ZoneBounds.percentOfMax($0) }
        case .heartRateReserve: return max.flatMap { ZoneBounds.heartRateReserve(max: $0, rest: rest) }
        case .explicit(let bounds): return bounds
        }
    }

    /// The model `text` names: `max`, `hrr`, or five increasing bpm values separated by
    /// commas (`100,120,140,160,175`); `nil` for anything else.
    public static func parse(_ text: String) -> ZoneModel? {
        switch text.lowercased() {
        case "max": return .percentOfMax
        case "hrr": return .heartRateReserve
        default:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 5, parts.allSatisfy({ $0.map { (20...250).contains($0) } ?? false }) else { return nil }
            return ZoneBounds(explicit: parts.compactMap { $0 }).map(ZoneModel.explicit)
        }
    }
}
