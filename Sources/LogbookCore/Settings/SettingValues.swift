import LogbookModel

/// How each setting's text reads, whichever source gives it (file, environment): the one
/// place these rules live.
public enum SettingValues {
    /// `km` or `mi`, any case.
    public static func units(_ text: String) -> DistanceUnit? {
        DistanceUnit(rawValue: text.lowercased())
    }

    /// `monday` or `sunday`, any case.
    public static func weekStart(_ text: String) -> WeekStart? {
        WeekStart(rawValue: text.lowercased())
    }

    /// `text` when it is `all` or a word a sport is known by (`run`, `Bike`, `trail run`),
    /// as `--sport` takes it; nil otherwise.
    public static func sport(_ text: String) -> String? {
        let word = text.trimmingCharacters(in: .whitespaces)
        return word.lowercased() == "all" || NormalizedSport.known(word) != nil ? text : nil
    }

    /// A path, a leading `~` or `~/` standing for `home` (when there is one).
    public static func databasePath(_ text: String, home: String?) -> String? {
        guard !text.isEmpty else { return nil }
        guard let home, !home.isEmpty, text == "~" || text.hasPrefix("~/") else { return text }
        return home + text.dropFirst()
    }

    /// `;`-separated zones as `--hide-near` takes them (`47.3769,8.5417,300;46.2,6.1,500`),
    /// or the first part that is not one.
    public static func zones(_ text: String) -> Result<[PrivacyZone], SettingTextError> {
        var zones: [PrivacyZone] = []
        for part in text.split(separator: ";") {
            guard let zone = PrivacyZone.parse(String(part)) else { return .failure(SettingTextError(part: String(part))) }
            zones.append(zone)
        }
        return zones.isEmpty ? .failure(SettingTextError(part: text)) : .success(zones)
    }
}
