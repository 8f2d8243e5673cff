import XCTest

@testable import LogbookCore

/// Which source each setting comes from: a flag over the environment over the config file
/// over the default, and every value checked where it is written.
final class SettingsTests: XCTestCase {
    private let path = "/home/ann/.config/logbook/config"

    private func file(_ text: String) throws -> ConfigFile {
        try ConfigFile.parse(text, path: path)
    }

    private func settings(_ environment: [String: String], _ text: String = "") throws -> Settings {
        try Settings.resolve(variable: { environment[$0] }, file: try file(text))
    }

    func testTheDatabaseComesFromTheFlagElseTheEnvironmentElseTheFileElseTheDefault() throws {
        let home = ["HOME": "/home/ann"]
        let standard = try settings(home).db
        XCTAssertEqual(standard.value, "/home/ann/.local/share/logbook/logbook.sqlite")
        XCTAssertEqual(standard.source, .standard)
        let fromFile = try settings(home, "# mine\ndb = ~/runs.sqlite\n").db
        XCTAssertEqual(fromFile.value, "/home/ann/runs.sqlite")
        XCTAssertEqual(fromFile.source, .file(path: path, line: 2))
        XCTAssertEqual(fromFile.source.description, "file \(path) line 2")
        let fromEnvironment = try settings(home.merging(["LOGBOOK_DB": "~/env.sqlite"]) { $1 }, "db = /file.sqlite\n").db
        XCTAssertEqual(fromEnvironment.value, "~/env.sqlite", "the shell expands the variable's ~, not logbook")
        XCTAssertEqual(fromEnvironment.source.description, "environment LOGBOOK_DB")
        let flagged = fromEnvironment.overridden(by: "/flag.sqlite")
        XCTAssertEqual(flagged.value, "/flag.sqlite")
        XCTAssertEqual(flagged.source.description, "flag")
        XCTAssertEqual(fromEnvironment.overridden(by: nil).value, "~/env.sqlite")
        // An empty variable counts as unset.
        XCTAssertEqual(try settings(["LOGBOOK_DB": "", "XDG_DATA_HOME": "/xdg"]).db.value, "/xdg/logbook/logbook.sqlite")
    }

    func testTheUnitsComeFromTheFlagElseTheEnvironmentElseTheFileElseKilometres() throws {
        XCTAssertEqual(try settings([:]).units.value, .km)
        XCTAssertEqual(try settings([:]).units.source.description, "default")
        XCTAssertEqual(try settings([:], "units = MI\n").units.value, .mi)
        let environment = try settings(["LOGBOOK_UNITS": "km"], "units = mi\n").units
        XCTAssertEqual(environment.value, .km)
        XCTAssertEqual(environment.source, .environment("LOGBOOK_UNITS"))
        XCTAssertEqual(environment.overridden(by: .mi).value, .mi)
        XCTAssertEqual(environment.overridden(by: .mi).source, .flag)
    }

    func testWeekStartSportAndZonesReadFromBoth() throws {
        let filed = try settings([:], "week_start = Sunday\nsport = cycling\nhide_near = 47.3769,8.5417,300; 46.2,6.1,500\n")
        XCTAssertEqual(filed.weekStart.value, .sunday)
        XCTAssertEqual(filed.sport.value, "cycling")
        XCTAssertEqual(filed.hideNear.value, [
            PrivacyZone(latitude: 47.3769, longitude: 8.5417, radius: 300), PrivacyZone(latitude: 46.2, longitude: 6.1, radius: 500),
        ])
        XCTAssertEqual(filed.text(.hideNear), "47.3769,8.5417,300;46.2,6.1,500")
        let environment = try settings(["LOGBOOK_WEEK_START": "monday", "LOGBOOK_SPORT": "all", "LOGBOOK_HIDE_NEAR": "0,0,100"], "week_start = sunday\n")
        XCTAssertEqual(environment.weekStart.value, .monday)
        XCTAssertEqual(environment.sport.value, "all")
        XCTAssertEqual(environment.hideNear.value, [PrivacyZone(latitude: 0, longitude: 0, radius: 100)])
        let standard = try settings([:])
        XCTAssertEqual(standard.weekStart.value, .monday)
        XCTAssertEqual(standard.sport.value, "running")
        XCTAssertEqual(standard.hideNear.value, [])
        XCTAssertEqual(standard.text(.hideNear), "")
    }

    func testABadValueNamesWhereItWasWritten() {
        func failure(_ environment: [String: String], _ text: String) -> ConfigError? {
            do {
                _ = try settings(environment, text)
                return nil
            } catch let error as ConfigError {
                return error
            } catch {
                return nil
            }
        }
        XCTAssertEqual(failure([:], "\nunits = furlongs\n"), ConfigError(.badValue(.units, "furlongs"), at: .file(path: path, line: 2)))
        XCTAssertEqual(failure([:], "\nunits = furlongs\n")?.description, "\(path) line 2: units holds 'furlongs', not km or mi")
        XCTAssertEqual(failure([:], "week_start = friday\n"), ConfigError(.badValue(.weekStart, "friday"), at: .file(path: path, line: 1)))
        XCTAssertEqual(failure([:], "sport =\n"), ConfigError(.badValue(.sport, ""), at: .file(path: path, line: 1)))
        XCTAssertEqual(failure([:], "sport = runing\n")?.description, "\(path) line 1: sport holds 'runing', not a sport such as running, or all")
        XCTAssertEqual(try settings([:], "sport = Trail Run\n").sport.value, "Trail Run")
        XCTAssertEqual(
            failure([:], "hide_near = 1,1,100;47.6,-122.3\n"), ConfigError(.badValue(.hideNear, "47.6,-122.3"), at: .file(path: path, line: 1)))
        // A bad line is a bad file even where the environment overrides it.
        XCTAssertEqual(failure(["LOGBOOK_UNITS": "km"], "units = furlongs\n")?.kind, .badValue(.units, "furlongs"))
        let environment = failure(["LOGBOOK_UNITS": "furlongs"], "units = km\n")
        XCTAssertEqual(environment, ConfigError(.badValue(.units, "furlongs"), at: .environment("LOGBOOK_UNITS")))
        XCTAssertEqual(environment?.description, "$LOGBOOK_UNITS holds 'furlongs', not km or mi")
    }

    func testSetStoresTheCanonicalSpellingAndRefusesBadValues() throws {
        XCTAssertEqual(try Settings.stored(.units, " MI "), "mi")
        XCTAssertEqual(try Settings.stored(.weekStart, "Sunday"), "sunday")
        XCTAssertEqual(try Settings.stored(.db, "~/runs.sqlite"), "~/runs.sqlite")
        XCTAssertEqual(try Settings.stored(.hideNear, "1,1,100;2,2,200"), "1,1,100;2,2,200")
        for (key, value) in [(SettingKey.units, "furlongs"), (.db, ""), (.db, "a\nunits = mi"), (.sport, " "), (.weekStart, "friday")] {
            XCTAssertThrowsError(try Settings.stored(key, value), "\(key) \(value)") { error in
                XCTAssertEqual((error as? ConfigError)?.kind, .badValue(key, value))
            }
        }
        XCTAssertEqual(
            (try? Settings.stored(.units, "furlongs")).map { _ in "" } ?? ConfigError(.badValue(.units, "furlongs"), at: .flag).description,
            "units holds 'furlongs', not km or mi")
    }

    func testEveryKeyHasItsVariable() {
        XCTAssertEqual(SettingKey.allCases.map(\.variable), ["LOGBOOK_DB", "LOGBOOK_UNITS", "LOGBOOK_WEEK_START", "LOGBOOK_SPORT", "LOGBOOK_HIDE_NEAR", "LOGBOOK_BASEMAP"])
    }

    func testTheBasemapIsNoneUnlessTheFileOrTheEnvironmentNamesOne() throws {
        XCTAssertNil(try settings([:]).basemap.value)
        XCTAssertEqual(try settings([:]).text(.basemap), "")
        let filed = try settings([:], "basemap = http://127.0.0.1:8080/{z}/{x}/{y}.png\n")
        XCTAssertEqual(filed.basemap.value?.origin, "http://127.0.0.1:8080")
        XCTAssertEqual(filed.text(.basemap), "http://127.0.0.1:8080/{z}/{x}/{y}.png")
        let environment = try settings(["LOGBOOK_BASEMAP": "https://tile.openstreetmap.org/{z}/{x}/{y}.png"], "basemap = http://127.0.0.1:8080/{z}/{x}/{y}.png\n")
        XCTAssertEqual(environment.basemap.value?.origin, "https://tile.openstreetmap.org")
        XCTAssertEqual(environment.basemap.source, .environment("LOGBOOK_BASEMAP"))
        XCTAssertThrowsError(try Settings.stored(.basemap, "https://tile.openstreetmap.org/{z}.png"))
        XCTAssertThrowsError(try settings([:], "basemap = ftp://a/{z}/{x}/{y}\n"))
    }
}
