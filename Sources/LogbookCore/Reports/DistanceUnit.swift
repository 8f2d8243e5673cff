/// The unit distances and paces are shown in (`--units km|mi`); stored values stay SI.
public enum DistanceUnit: String, Sendable, CaseIterable {
    /// Kilometres; paces per km.
    case km
    /// Statute miles (1609.344 m); paces per mile.
    case mi

    /// Metres in one unit.
    public var metres: Double {
        switch self {
        case .km: return 1000
        case .mi: return 1609.344
        }
    }

    /// A distance in metres expressed in this unit.
    public func distance(metres value: Double) -> Double {
        value / metres
    }

    /// A pace in seconds per km expressed in seconds per this unit.
    public func pace(secondsPerKm value: Double) -> Double {
        value * metres / 1000
    }
}
