/// The unit of a distance column whose header names none (Garmin Connect's
/// `Distance`, Strava's first `Distance`), chosen by the user.
public enum CSVDistanceUnit: String, Sendable, Equatable, CaseIterable {
    /// Kilometres (the default); heights in such files are metres.
    case kilometres
    /// Statute miles; heights in such files are feet.
    case miles

    /// Metres in one unit of distance.
    public var metres: Double {
        switch self {
        case .kilometres: return 1000
        case .miles: return 1609.344
        }
    }

    /// Metres in one unit of height that goes with this distance unit (metre or foot).
    public var heightMetres: Double {
        switch self {
        case .kilometres: return 1
        case .miles: return 0.3048
        }
    }
}
