/// A setting of the config file, `logbook config` and its environment variable: the key
/// as the file spells it (`week_start`).
public enum SettingKey: String, Sendable, CaseIterable {
    /// The logbook database's path.
    case db
    /// The unit of distances and paces in tables: km or mi.
    case units
    /// The first day of a week: monday or sunday.
    case weekStart = "week_start"
    /// The sport reading commands keep when no `--sport` is given.
    case sport
    /// The report's privacy zones, `;`-separated `LAT,LON,RADIUS_M`.
    case hideNear = "hide_near"
    /// The tile server the report draws under its maps: a URL template with {z}, {x} and {y}.
    case basemap

    /// The environment variable that sets it (`LOGBOOK_WEEK_START`).
    public var variable: String {
        "LOGBOOK_" + rawValue.uppercased()
    }

    /// What a value must look like, for messages (`km or mi`).
    public var expected: String {
        switch self {
        case .db: return "a path to the logbook database"
        case .units: return "km or mi"
        case .weekStart: return "monday or sunday"
        case .sport: return "a sport such as running, or all"
        case .hideNear: return "LAT,LON,RADIUS_M such as 47.3769,8.5417,300 (zones separated by ';')"
        case .basemap: return Basemap.expected
        }
    }

    /// Every key, as the file spells them: `db, units, week_start, sport, hide_near, basemap`.
    public static let spelled = allCases.map(\.rawValue).joined(separator: ", ")
}
