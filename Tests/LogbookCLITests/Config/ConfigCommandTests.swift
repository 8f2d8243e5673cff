import Foundation
import LogbookTestSupport
import XCTest

/// The config file (`$XDG_CONFIG_HOME/logbook/config`) as a runner meets it: a flag wins
/// over the environment, which wins over the file, which wins over the default; a bad line
/// stops the commands that read it, naming the file and line; `logbook config` lists every
/// setting with its source and `config set`/`unset` rewrite only their key's line.
final class ConfigCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    /// The config home the runs of a test use.
    private var configHome = ""
    /// The config file inside it.
    private var configPath = ""
    /// A 3.6 km run on Sunday 2024-05-05, 20 minutes.
    private var run = ""

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        configHome = folder.path("config")
        configPath = configHome + "/logbook/config"
        run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-05T06:00:00Z", duration: 1200, hr: nil), to: "run.gpx", in: folder)
    }

    override func tearDown() { folder.remove() }

    /// Writes the config file.
    private func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: configHome + "/logbook", withIntermediateDirectories: true)
        try text.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    /// Runs logbook with the test's config home, plus `environment`.
    private func logbook(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        try CLIRunner.run(arguments, environment: ["XDG_CONFIG_HOME": configHome].merging(environment) { _, given in given })
    }

    // MARK: - Precedence

    func testTheDatabaseComesFromTheFlagElseTheEnvironmentElseTheFileElseTheDefault() throws {
        let fromFile = folder.path("file.sqlite"), fromEnvironment = folder.path("env.sqlite"), fromFlag = folder.path("flag.sqlite")
        let home = folder.path("home")
        try writeConfig("# where my runs are\ndb = \(fromFile)\n")
        let environment = ["HOME": home]

        XCTAssertEqual(try logbook(["import", run], environment: environment).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fromFile), "the file's db")

        XCTAssertEqual(try logbook(["import", run], environment: environment.merging(["LOGBOOK_DB": fromEnvironment]) { $1 }).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fromEnvironment), "LOGBOOK_DB over the file")

        let flagged = try logbook(["import", "--db", fromFlag, run], environment: environment.merging(["LOGBOOK_DB": fromEnvironment]) { $1 })
        XCTAssertEqual(flagged.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fromFlag), "--db over LOGBOOK_DB")

        try writeConfig("# nothing set\n")
        XCTAssertEqual(try logbook(["import", run], environment: environment).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/.local/share/logbook/logbook.sqlite"), "the default")
    }

    func testATildeInTheFilesDatabaseIsTheHomeFolder() throws {
        let home = folder.path("home")
        try writeConfig("db = ~/runs/logbook.sqlite\n")
        let listed = try logbook(["config", "--json"], environment: ["HOME": home])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let settings = try Self.settings(listed.stdout)
        XCTAssertEqual(settings["db"]?["value"] as? String, home + "/runs/logbook.sqlite")
        XCTAssertEqual(settings["db"]?["line"] as? Int, 1)
    }

    func testTheUnitsComeFromTheFlagElseTheEnvironmentElseTheFileElseKilometres() throws {
        let db = folder.path("logbook.sqlite")
        XCTAssertEqual(try logbook(["import", "--db", db, run]).status, 0)
        func distance(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> String {
            let listed = try logbook(["list", "--db", db] + arguments, environment: environment)
            XCTAssertEqual(listed.status, 0, listed.stderr)
            return listed.stdout.contains("2.24 mi") ? "mi" : listed.stdout.contains("3.60 km") ? "km" : listed.stdout
        }
        XCTAssertEqual(try distance(), "km")
        try writeConfig("units = mi\n")
        XCTAssertEqual(try distance(), "mi")
        XCTAssertEqual(try distance(environment: ["LOGBOOK_UNITS": "km"]), "km")
        XCTAssertEqual(try distance(["--units", "mi"], environment: ["LOGBOOK_UNITS": "km"]), "mi")
        // An empty variable counts as unset: the file's mi.
        XCTAssertEqual(try distance(environment: ["LOGBOOK_UNITS": ""]), "mi")
        let bad = try logbook(["list", "--db", db], environment: ["LOGBOOK_UNITS": "furlongs"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "Error: $LOGBOOK_UNITS holds 'furlongs', not km or mi\n")
    }

    func testTheSportAndWeekStartOfTheFileAreTheDefaultsOfListAndStats() throws {
        let db = folder.path("logbook.sqlite")
        XCTAssertEqual(try logbook(["import", "--db", db, run]).status, 0)
        try writeConfig("sport = cycling\nweek_start = sunday\n")
        let cycling = try logbook(["list", "--db", db, "--json"])
        XCTAssertEqual(cycling.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "[]", cycling.stderr)
        let running = try logbook(["list", "--db", db, "--json"], environment: ["LOGBOOK_SPORT": "run"])
        XCTAssertTrue(running.stdout.contains("\"sport\": \"running\""), running.stdout)
        let all = try logbook(["stats", "-W", "--db", db, "--sport", "all", "--csv"])
        XCTAssertEqual(all.stdout.split(separator: "\n").last.map(String.init), "2024-05-05,2024-05-05,2024-05-12,1,3600,1200,1,0,333.333,,3600")
        let monday = try logbook(["stats", "-W", "--db", db, "--sport", "all", "--csv"], environment: ["LOGBOOK_WEEK_START": "monday"])
        XCTAssertTrue(monday.stdout.contains("\n2024-W18,2024-04-29,2024-05-06,1,"), monday.stdout)
        let flag = try logbook(["stats", "-W", "--db", db, "--sport", "all", "--csv", "--week-start", "monday"])
        XCTAssertTrue(flag.stdout.contains("\n2024-W18,"), flag.stdout)
        // Date words place weeks on the same week start: on Tuesday 2024-05-07 the Sunday run is
        // in this week from Sunday, and not in this week from Monday.
        let tuesday = ["LOGBOOK_TODAY": "2024-05-07", "LOGBOOK_SPORT": "all"]
        let fromSunday = try logbook(["list", "--db", db, "--json", "--in", "this week"], environment: tuesday)
        XCTAssertTrue(fromSunday.stdout.contains("\"id\": 1"), fromSunday.stdout + fromSunday.stderr)
        let fromMonday = try logbook(["list", "--db", db, "--json", "--in", "this week"], environment: tuesday.merging(["LOGBOOK_WEEK_START": "monday"]) { $1 })
        XCTAssertEqual(fromMonday.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "[]", fromMonday.stderr)
    }

    // MARK: - Bad lines

    func testEachKindOfBadLineStopsACommandNamingTheFileAndLine() throws {
        let db = folder.path("logbook.sqlite")
        let cases = [
            ("# mine\nunits mi\n", "\(configPath) line 2: 'units mi' is not 'key = value' (the keys are db, units, week_start, sport, hide_near, basemap); fix or remove the line"),
            ("units = mi\n\ncolour = red\n", "\(configPath) line 3: unknown key 'colour'; the keys are db, units, week_start, sport, hide_near, basemap"),
            ("units = furlongs\n", "\(configPath) line 1: units holds 'furlongs', not km or mi"),
            ("week_start = tuesday\n", "\(configPath) line 1: week_start holds 'tuesday', not monday or sunday"),
            ("hide_near = 47.6,-122.3\n", "\(configPath) line 1: hide_near holds '47.6,-122.3', not LAT,LON,RADIUS_M such as 47.3769,8.5417,300 (zones separated by ';')"),
            ("db =\n", "\(configPath) line 1: db holds '', not a path to the logbook database"),
            ("units = mi\nunits = km\n", "\(configPath) line 2: units is already set on line 1; keep one of the two lines"),
        ]
        for (text, message) in cases {
            try writeConfig(text)
            for arguments in [["list", "--db", db], ["import", "--db", db, run], ["config"]] {
                let result = try logbook(arguments)
                XCTAssertEqual(result.status, 1, "\(arguments) with \(text)")
                XCTAssertEqual(result.stderr, "Error: \(message)\n", "\(arguments) with \(text)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "no command got as far as the logbook")
        // Help, the version and completions do not read the settings.
        XCTAssertEqual(try logbook(["list", "--help"]).status, 0)
        XCTAssertEqual(try logbook(["--version"]).status, 0)
        XCTAssertEqual(try logbook(["completions", "bash"]).status, 0)
    }

    func testAConfigFileThatCannotBeReadIsAnError() throws {
        try FileManager.default.createDirectory(atPath: configPath, withIntermediateDirectories: true)
        let result = try logbook(["list", "--db", folder.path("logbook.sqlite")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Error: cannot read the config file \(configPath): Is a directory\n")
    }

    // MARK: - Where the file is

    func testAnEmptyConfigHomeMeansNoSettingsAndAnEmptyVariableMeansTheHomeFolder() throws {
        let home = folder.path("home")
        try FileManager.default.createDirectory(atPath: home + "/.config/logbook", withIntermediateDirectories: true)
        try "units = mi\n".write(toFile: home + "/.config/logbook/config", atomically: true, encoding: .utf8)
        let empty = folder.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)

        let unread = try CLIRunner.run(["config", "--json"], environment: ["HOME": home, "XDG_CONFIG_HOME": empty])
        XCTAssertEqual(unread.status, 0, unread.stderr)
        XCTAssertEqual(try Self.settings(unread.stdout)["units"]?["source"] as? String, "default")
        XCTAssertEqual(try Self.document(unread.stdout)["file"] as? String, empty + "/logbook/config")

        let read = try CLIRunner.run(["config", "--json"], environment: ["HOME": home, "XDG_CONFIG_HOME": ""])
        XCTAssertEqual(read.status, 0, read.stderr)
        XCTAssertEqual(try Self.settings(read.stdout)["units"]?["value"] as? String, "mi")
        XCTAssertEqual(try Self.settings(read.stdout)["units"]?["path"] as? String, home + "/.config/logbook/config")
        let path = try CLIRunner.run(["config", "path"], environment: ["HOME": home, "XDG_CONFIG_HOME": ""])
        XCTAssertEqual(path.stdout, home + "/.config/logbook/config\n")
    }

    func testTheTestsOwnRunsReadAnEmptyConfigHome() throws {
        let listed = try CLIRunner.run(["config", "path"])
        XCTAssertEqual(listed.stdout, CLIEnvironment.emptyConfigHome + "/logbook/config\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: CLIEnvironment.emptyConfigHome), [])
    }

    // MARK: - Listing

    func testConfigListsEverySettingWithItsValueAndSource() throws {
        try writeConfig("# mine\nunits = mi\nsport = cycling\nhide_near = 47.3769,8.5417,300;46.2,6.1,500\n")
        let environment = ["HOME": "/home/ann", "LOGBOOK_SPORT": "walking", "XDG_DATA_HOME": ""]
        let table = try logbook(["config", "--db", "/tmp/x.sqlite"], environment: environment)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertEqual(table.stdout, """
            KEY         VALUE                            SOURCE
            db          /tmp/x.sqlite                    flag
            units       mi                               file \(configPath) line 2
            week_start  monday                           default
            sport       walking                          environment LOGBOOK_SPORT
            hide_near   47.3769,8.5417,300;46.2,6.1,500  file \(configPath) line 4
            basemap     (none)                           default

            Config file: \(configPath)

            """)
        let json = try logbook(["config", "--json"], environment: environment)
        let settings = try Self.settings(json.stdout)
        XCTAssertEqual(try Self.document(json.stdout)["file"] as? String, configPath)
        XCTAssertEqual(settings["db"]?["value"] as? String, "/home/ann/.local/share/logbook/logbook.sqlite")
        XCTAssertEqual(settings["db"]?["source"] as? String, "default")
        XCTAssertEqual(settings["units"]?["source"] as? String, "file")
        XCTAssertEqual(settings["units"]?["line"] as? Int, 2)
        XCTAssertEqual(settings["sport"]?["source"] as? String, "environment")
        XCTAssertEqual(settings["sport"]?["variable"] as? String, "LOGBOOK_SPORT")
        XCTAssertEqual(settings["week_start"]?["value"] as? String, "monday")
        XCTAssertEqual(settings["hide_near"]?["value"] as? String, "47.3769,8.5417,300;46.2,6.1,500")
        let flagged = try Self.settings(try logbook(["config", "--json", "--units", "km", "--week-start", "sunday"]).stdout)
        XCTAssertEqual(flagged["units"]?["source"] as? String, "flag")
        XCTAssertEqual(flagged["week_start"]?["value"] as? String, "sunday")
    }

    // MARK: - set and unset

    func testSetWritesOneLineAndKeepsCommentsAndTheOtherLines() throws {
        // Without a file: the folder and the file are made.
        let first = try logbook(["config", "set", "units", "MI"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "Set units = mi in \(configPath).\n")
        XCTAssertEqual(try String(contentsOfFile: configPath, encoding: .utf8), "units = mi\n")

        try writeConfig("# my settings\n\nunits = mi   \n# the week\nweek_start = sunday\n")
        XCTAssertEqual(try logbook(["config", "set", "units", "km"]).status, 0)
        XCTAssertEqual(try logbook(["config", "set", "sport", "cycling"]).status, 0)
        XCTAssertEqual(
            try String(contentsOfFile: configPath, encoding: .utf8),
            "# my settings\n\nunits = km\n# the week\nweek_start = sunday\nsport = cycling\n")
        XCTAssertEqual(try logbook(["config", "set", "db", "runs.sqlite"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: configPath, encoding: .utf8).hasSuffix("\ndb = \(FileManager.default.currentDirectoryPath)/runs.sqlite\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: configHome + "/logbook")
        XCTAssertEqual(leftovers, ["config"], "no temporary file is left")

        let unset = try logbook(["config", "unset", "week_start"])
        XCTAssertEqual(unset.stdout, "Unset week_start in \(configPath).\n")
        XCTAssertFalse(try String(contentsOfFile: configPath, encoding: .utf8).contains("week_start"))
        XCTAssertTrue(try String(contentsOfFile: configPath, encoding: .utf8).hasPrefix("# my settings\n\nunits = km\n# the week\nsport = cycling\n"))
        XCTAssertEqual(try logbook(["config", "unset", "week_start"]).stdout, "week_start is not set in \(configPath).\n")
    }

    func testSetRefusesWhatTheFileWouldNotTake() throws {
        for (arguments, message) in [
            (["config", "set", "units", "furlongs"], "Error: units holds 'furlongs', not km or mi"),
            (["config", "set", "colour", "red"], "Error: unknown key 'colour'; the keys are db, units, week_start, sport, hide_near, basemap"),
            (["config", "set", "hide_near", "47.6,-122.3"], "Error: hide_near holds '47.6,-122.3', not LAT,LON,RADIUS_M such as 47.3769,8.5417,300 (zones separated by ';')"),
            (["config", "set", "db", "a\nunits = mi"], "Error: db holds 'a?units = mi', not a path to the logbook database"),
            (["config", "set", "units"], "Error: usage: logbook config set KEY VALUE"),
            (["config", "frob"], "Error: 'frob' is no config action; use list, set, unset or path"),
            (
                ["config", "set", "units", "mi", "--json"],
                #"{"error":{"code":"usage","message":"--db, --units, --week-start, --sport, --csv and --json go with the list alone"}}"#
            ),
        ] {
            let result = try logbook(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: configPath))
        // A bad line elsewhere in the file does not stop set: it is how a runner repairs a key.
        try writeConfig("colour = red\nunits = furlongs\n")
        XCTAssertEqual(try logbook(["config", "set", "units", "km"]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: configPath, encoding: .utf8), "colour = red\nunits = km\n")
    }

    func testTheReportHidesTheFilesZones() throws {
        let db = folder.path("logbook.sqlite")
        XCTAssertEqual(try logbook(["import", "--db", db, run]).status, 0)
        try writeConfig("hide_near = 64.0,-21.9,100000\n")
        let report = try logbook(["report", "--db", db, "--out", folder.path("site")])
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("route points hidden near 1 place."), report.stdout)
        // The environment's zone replaces the file's; a flag's adds to it.
        let both = try logbook(
            ["report", "--db", db, "--out", folder.path("site"), "--hide-near", "10,10,100"],
            environment: ["LOGBOOK_HIDE_NEAR": "0,0,100"])
        XCTAssertTrue(both.stdout.contains("0 route points hidden near 2 places."), both.stdout)
    }

    // MARK: - JSON

    /// The parsed `config --json` document.
    private static func document(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The settings of `config --json`, by key.
    private static func settings(_ text: String) throws -> [String: [String: Any]] {
        let rows = try XCTUnwrap(try document(text)["settings"] as? [[String: Any]])
        var byKey: [String: [String: Any]] = [:]
        for row in rows { byKey[row["key"] as? String ?? ""] = row }
        return byKey
    }
}
