/// The HealthKit unit strings an export writes beside durations and distances.
enum AppleHealthUnit {
    /// Seconds in one `unit` of time (`min`, `s`, `hr`, `h`, `ms`, `d`), or nil.
    static func seconds(per unit: String?) -> Double? {
        switch unit {
        case "s", "sec": return 1
        case "ms": return 0.001
        case "min", nil: return 60  // Apple's default unit for a workout's duration
        case "hr", "h": return 3600
        case "d": return 86_400
        default: return nil
        }
    }

    /// Metres in one `unit` of length (`km`, `m`, `mi`, `yd`, `ft`, `cm`), or nil.
    static func metres(per unit: String?) -> Double? {
        switch unit {
        case "km": return 1000
        case "m": return 1
        case "cm": return 0.01
        case "mi": return 1609.344
        case "yd": return 0.9144
        case "ft": return 0.3048
        default: return nil
        }
    }
}
