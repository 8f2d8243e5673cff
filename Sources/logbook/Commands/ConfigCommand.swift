import Foundation
import LogbookCore
import LogbookModel

/// `logbook config [set KEY VALUE | unset KEY | path]`: the settings in force and where each
/// comes from, and the config file's lines.
struct ConfigCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "config",
        abstract: "Show the settings and where each comes from, or set and unset them in the config file.",
        discussion: """
            The config file is $XDG_CONFIG_HOME/logbook/config, else ~/.config/logbook/config:
            'key = value' lines, blank lines and '#' comments. The keys: db (the logbook's
            path, ~ for the home folder), units (km or mi), week_start (monday or sunday),
            sport (what reading commands show without --sport; all for every sport),
            hide_near (the report's privacy zones, LAT,LON,RADIUS_M separated by ';') and
            basemap (the tile server under the report's maps, a URL with {z}, {x} and {y}). A flag
            wins over the environment (LOGBOOK_DB, LOGBOOK_UNITS, LOGBOOK_WEEK_START,
            LOGBOOK_SPORT, LOGBOOK_HIDE_NEAR, LOGBOOK_BASEMAP), which wins over the file; --hide-near zones add
            to the others. A bad line stops every command that reads the settings, naming the
            file and line. 'config set' checks the value and rewrites only that key's line
            (a relative db path is made absolute); 'config unset' removes it.
            """)

    /// `[action] [key] [value]`.
    static let wordsArgument = Positional<String>(
        "action-and-words",
        help: "list (the default: every setting), set KEY VALUE, unset KEY, or path.",
        repeating: true, required: false, completion: .values(ConfigAction.allCases.map(\.rawValue)))
    /// `--json`.
    static let formatChoice = OutputFormat.choice(
        [.csv, .json], help: [.csv: "Print the settings as CSV (the fields of --json's settings).", .json: "Print the settings as a JSON object."])

    /// Its arguments: the flags whose sources the list shows.
    static let declarations = [
        wordsArgument.declaration, UnitOption.option.declaration, StatsCommand.weekStartOption.declaration,
        RunFilterOptions.sport.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// It reads the settings itself: `set` and `unset` must work on a file with a bad line.
    static let readsSettings = false

    /// What to do.
    let request: ConfigRequest
    /// The `--units` given.
    let units: DistanceUnit?
    /// The `--week-start` given.
    let weekStart: WeekStart?
    /// The `--sport` given.
    let sport: String?
    /// `--json` and `--db`.
    let shared: SharedOptions

    /// Reads the action and its words; the flags go with the list alone.
    init(_ values: ParsedValues) throws(UsageError) {
        request = try ConfigRequest(values[Self.wordsArgument])
        let flags = [UnitOption.option.declaration, StatsCommand.weekStartOption.declaration, RunFilterOptions.sport.declaration]
            + DatabaseOption.declarations + Self.formatChoice.declarations
        if request != .list, flags.contains(where: values.contains) {
            throw UsageError("--db, --units, --week-start, --sport, --csv and --json go with the list alone")
        }
        units = values[UnitOption.option]
        weekStart = values[StatsCommand.weekStartOption]
        sport = values[RunFilterOptions.sport]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Lists, sets or unsets.
    func run(_ context: CommandContext) throws -> ExitCode {
        let path = context.configPath
        let shown = TableRenderer.printable(path)
        switch request {
        case .path:
            Console.line(path)
        case .list:
            try list(CommandContext.loaded(environment: context.environment), path: path)
        case .set(let key, let value):
            let stored = key == .db ? Self.absolute(value) : value
            let text = try ConfigFileText.contents(of: path) ?? ""
            try ConfigFileText.replace(path, with: ConfigFileEdit.setting(key, to: stored, in: text))
            Console.line("Set \(key.rawValue) = \(stored) in \(shown).")
            if let variable = context.environment[key.variable], !variable.isEmpty {
                Console.err("Note: $\(key.variable) is set, and wins over the file.")
            }
        case .unset(let key):
            guard let text = try ConfigFileText.contents(of: path) else {
                Console.line("\(key.rawValue) is not set: there is no \(shown).")
                return .success
            }
            let edit = ConfigFileEdit.unsetting(key, in: text)
            guard edit.removed > 0 else {
                Console.line("\(key.rawValue) is not set in \(shown).")
                return .success
            }
            try ConfigFileText.replace(path, with: edit.text)
            Console.line("Unset \(key.rawValue) in \(shown).")
        }
        return .success
    }

    /// `path` made absolute against the current folder, unless it is already or starts with `~`.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") || path.hasPrefix("~") { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Prints every setting with its value and source, as a table or JSON.
    private func list(_ context: CommandContext, path: String) {
        var settings = context.settings
        settings.db = database.setting(context)
        settings.units = settings.units.overridden(by: units)
        settings.weekStart = settings.weekStart.overridden(by: weekStart)
        settings.sport = settings.sport.overridden(by: sport)
        if json {
            Console.out(Self.json(settings, path: path).serialized() + "\n")
            return
        }
        if format == .csv {
            Console.out(JSONTable.csv(Self.settingRows(settings), keys: ["key", "value", "source", "variable", "path", "line"]))
            return
        }
        let rows = SettingKey.allCases.map { key in
            [key.rawValue, settings.text(key).isEmpty ? "(none)" : settings.text(key), settings.source(key).description]
        }
        let table = TableRenderer(
            columns: [.left("KEY"), .left("VALUE"), .left("SOURCE")], rows: rows, boldHeading: context.style.bold)
        let exists = FileManager.default.fileExists(atPath: path)
        Console.out(table.render() + "\nConfig file: \(TableRenderer.printable(path))\(exists ? "" : " (absent)")\n")
    }

    /// `{"file": PATH, "settings": [{"key", "value", "source", then "variable" or "path" and "line"}]}`.
    static func json(_ settings: Settings, path: String) -> JSONValue {
        .object([("file", .string(path)), ("settings", .array(settingRows(settings)))])
    }

    /// One object per setting, as `--json`'s `settings` and the rows of `--csv`.
    static func settingRows(_ settings: Settings) -> [JSONValue] {
        SettingKey.allCases.map { key -> JSONValue in
            var pairs: [(String, JSONValue)] = [("key", .string(key.rawValue)), ("value", .string(settings.text(key)))]
            switch settings.source(key) {
            case .flag: pairs.append(("source", .string("flag")))
            case .standard: pairs.append(("source", .string("default")))
            case .environment(let name): pairs += [("source", .string("environment")), ("variable", .string(name))]
            case .file(let file, let line): pairs += [("source", .string("file")), ("path", .string(file)), ("line", .integer(Int64(line)))]
            }
            return .object(pairs)
        }
    }
}
