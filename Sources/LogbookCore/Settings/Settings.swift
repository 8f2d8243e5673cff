import LogbookModel
import LogbookStore

/// Every setting in force before a command's own flags: each from its environment
/// variable, else the config file, else the built-in default (see `Setting.overridden`
/// for the flags, which win over all three).
public struct Settings: Sendable {
    /// The logbook database's path.
    public var db: Setting<String>
    /// The unit of tables.
    public var units: Setting<DistanceUnit>
    /// The first day of a week.
    public var weekStart: Setting<WeekStart>
    /// The sport word reading commands keep without `--sport` (`all` for every sport).
    public var sport: Setting<String>
    /// The report's privacy zones.
    public var hideNear: Setting<[PrivacyZone]>
    /// The tile server under the report's maps, if any (none by default: no page asks anything of anyone).
    public var basemap: Setting<Basemap?>

    /// Every setting at its built-in default (the database in the XDG data folder).
    public static func defaults(variable: (String) -> String?) -> Settings {
        Settings(
            db: Setting(DatabaseLocation.standard(variable: variable), from: .standard),
            units: Setting(.km, from: .standard), weekStart: Setting(.monday, from: .standard),
            sport: Setting(Sport.fallback, from: .standard), hideNear: Setting([], from: .standard),
            basemap: Setting(nil, from: .standard))
    }

    /// The settings of the environment (each variable read through `variable`) over those
    /// of `file` over the defaults. Every value of the file must read, even one the
    /// environment overrides: a bad line is a bad file.
    public static func resolve(variable: (String) -> String?, file: ConfigFile) throws(ConfigError) -> Settings {
        var settings = defaults(variable: variable)
        let home = variable("HOME")
        settings.db = try pick(.db, variable, file, settings.db) { text in
            SettingValues.databasePath(text, home: home).map { .success($0) } ?? .failure(SettingTextError(part: text))
        } environment: { text in
            .success(text)
        }
        settings.units = try pick(.units, variable, file, settings.units) { SettingValues.units($0).map { .success($0) } ?? .failure(SettingTextError(part: $0)) }
        settings.weekStart = try pick(.weekStart, variable, file, settings.weekStart) {
            SettingValues.weekStart($0).map { .success($0) } ?? .failure(SettingTextError(part: $0))
        }
        settings.sport = try pick(.sport, variable, file, settings.sport) { SettingValues.sport($0).map { .success($0) } ?? .failure(SettingTextError(part: $0)) }
        settings.hideNear = try pick(.hideNear, variable, file, settings.hideNear) { text in
            SettingValues.zones(text)
        }
        settings.basemap = try pick(.basemap, variable, file, settings.basemap) { Basemap($0).map { .success($0) } ?? .failure(SettingTextError(part: $0)) }
        return settings
    }

    /// Reads the config file where the environment says it is and resolves the settings.
    public static func load(variable: (String) -> String?) throws(ConfigError) -> Settings {
        try resolve(variable: variable, file: ConfigFile.load(ConfigFileLocation.path(variable: variable)))
    }

    /// `value` as the config file should hold it (`MI` as `mi`), or why it is no value of
    /// `key` (what `config set` checks, before it writes). A value is one line.
    public static func stored(_ key: SettingKey, _ value: String) throws(ConfigError) -> String {
        let text = value.trimmingCharacters(in: .whitespaces)
        let bad = ConfigError(.badValue(key, value), at: .flag)
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { throw bad }
        switch key {
        case .db: if text.isEmpty { throw bad }
        case .units:
            guard let unit = SettingValues.units(text) else { throw bad }
            return unit.rawValue
        case .weekStart:
            guard let day = SettingValues.weekStart(text) else { throw bad }
            return day.rawValue
        case .sport: if SettingValues.sport(text) == nil { throw bad }
        case .hideNear:
            if case .failure(let wrong) = SettingValues.zones(text) { throw ConfigError(.badValue(key, wrong.part), at: .flag) }
        case .basemap: if Basemap(text) == nil { throw bad }
        }
        return text
    }

    /// The value of `key` as the file would spell it (zones `;`-separated, none empty).
    public func text(_ key: SettingKey) -> String {
        switch key {
        case .db: return db.value
        case .units: return units.value.rawValue
        case .weekStart: return weekStart.value.rawValue
        case .sport: return sport.value
        case .hideNear: return hideNear.value.map(\.description).joined(separator: ";")
        case .basemap: return basemap.value?.template ?? ""
        }
    }

    /// Where the value of `key` came from.
    public func source(_ key: SettingKey) -> SettingSource {
        switch key {
        case .db: return db.source
        case .units: return units.source
        case .weekStart: return weekStart.source
        case .sport: return sport.source
        case .hideNear: return hideNear.source
        case .basemap: return basemap.source
        }
    }

    /// One setting: the non-empty environment variable, else the file's line, else `current`.
    /// `read` turns a text into the value or the part of it that is wrong; `environment`,
    /// when given, reads the variable instead (the database path takes it as it is).
    private static func pick<Value>(
        _ key: SettingKey, _ variable: (String) -> String?, _ file: ConfigFile, _ current: Setting<Value>,
        read: (String) -> Result<Value, SettingTextError>, environment: ((String) -> Result<Value, SettingTextError>)? = nil
    ) throws(ConfigError) -> Setting<Value> {
        var setting = current
        if let entry = file.entry(key) {
            let source = SettingSource.file(path: file.path, line: entry.line)
            switch read(entry.value) {
            case .success(let value): setting = Setting(value, from: source)
            case .failure(let bad): throw ConfigError(.badValue(key, bad.part), at: source)
            }
        }
        if let text = variable(key.variable), !text.isEmpty {
            let source = SettingSource.environment(key.variable)
            let outcome = environment.map { $0(text) } ?? read(text)
            switch outcome {
            case .success(let value): setting = Setting(value, from: source)
            case .failure(let bad): throw ConfigError(.badValue(key, bad.part), at: source)
            }
        }
        return setting
    }
}
