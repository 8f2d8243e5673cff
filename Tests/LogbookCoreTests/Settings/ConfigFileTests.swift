import XCTest

@testable import LogbookCore

/// The config file's lines: blank lines and comments are skipped, every other line must be
/// a known `key = value`, each key once; a bad one names the file and its line.
final class ConfigFileTests: XCTestCase {
    private let path = "/home/ann/.config/logbook/config"

    private func error(_ text: String) -> ConfigError? {
        do {
            _ = try ConfigFile.parse(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    func testKeysAndValuesAreReadWithTheirLines() throws {
        let file = try ConfigFile.parse("# mine\n\n  units =  mi  \r\nweek_start=sunday\ndb = /runs/#1.sqlite\n   # indented comment\n", path: path)
        XCTAssertEqual(file.entries, [
            ConfigEntry(key: .units, value: "mi", line: 3),
            ConfigEntry(key: .weekStart, value: "sunday", line: 4),
            ConfigEntry(key: .db, value: "/runs/#1.sqlite", line: 5),
        ])
        XCTAssertEqual(file.entry(.db)?.line, 5)
        XCTAssertNil(file.entry(.sport))
        XCTAssertEqual(try ConfigFile.parse("", path: path).entries, [])
    }

    func testEachBadLineHasItsKindFileAndLine() {
        XCTAssertEqual(error("units = mi\nunits mi\n"), ConfigError(.notKeyValue("units mi"), at: .file(path: path, line: 2)))
        XCTAssertEqual(error("= mi\n"), ConfigError(.notKeyValue("= mi"), at: .file(path: path, line: 1)))
        XCTAssertEqual(error("\n\nweek-start = sunday\n"), ConfigError(.unknownKey("week-start"), at: .file(path: path, line: 3)))
        XCTAssertEqual(error("db = /a\ndb = /b\n"), ConfigError(.repeatedKey(.db, first: 1), at: .file(path: path, line: 2)))
        XCTAssertEqual(
            error("colour = red\n")?.description,
            "\(path) line 1: unknown key 'colour'; the keys are db, units, week_start, sport, hide_near, basemap")
        XCTAssertEqual(
            error("units\n")?.description,
            "\(path) line 1: 'units' is not 'key = value' (the keys are db, units, week_start, sport, hide_near, basemap); fix or remove the line")
    }

    func testAMissingFileSetsNothingAndAFolderCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try ConfigFile.load(folder.path + "/none/config"), ConfigFile(path: folder.path + "/none/config"))
        XCTAssertThrowsError(try ConfigFile.load(folder.path)) { error in
            XCTAssertEqual(error as? ConfigError, ConfigError(.unreadable("Is a directory"), at: .file(path: folder.path, line: 0)))
        }
        // What `replace` writes reads back, through a folder it creates, leaving no temporary file.
        let path = folder.path + "/logbook/config"
        try ConfigFileText.replace(path, with: "units = mi\n")
        XCTAssertEqual(try ConfigFile.load(path).entries, [ConfigEntry(key: .units, value: "mi", line: 1)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/logbook"), ["config"])
        // A private file stays private.
        XCTAssertEqual(chmod(path, 0o600), 0)
        try ConfigFileText.replace(path, with: "units = km\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try ConfigFileText.contents(of: path), "units = km\n")
    }

    func testTheFileIsInTheXDGConfigFolderElseTheHomeFolder() {
        XCTAssertEqual(ConfigFileLocation.path { ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ann"][$0] }, "/xdg/logbook/config")
        XCTAssertEqual(ConfigFileLocation.path { ["XDG_CONFIG_HOME": "", "HOME": "/home/ann"][$0] }, "/home/ann/.config/logbook/config")
        XCTAssertEqual(ConfigFileLocation.path { _ in nil }, "./.config/logbook/config")
    }

    func testSetRewritesTheKeysLineAndKeepsEveryOtherOne() {
        let text = "# my settings\n\nunits = mi\n# weeks\nweek_start = sunday\nbad line\n"
        XCTAssertEqual(
            ConfigFileEdit.setting(.units, to: "km", in: text),
            "# my settings\n\nunits = km\n# weeks\nweek_start = sunday\nbad line\n")
        XCTAssertEqual(
            ConfigFileEdit.setting(.sport, to: "cycling", in: text),
            "# my settings\n\nunits = mi\n# weeks\nweek_start = sunday\nbad line\nsport = cycling\n")
        XCTAssertEqual(ConfigFileEdit.setting(.db, to: "/runs.sqlite", in: ""), "db = /runs.sqlite\n")
        // A key set twice is set once.
        XCTAssertEqual(ConfigFileEdit.setting(.units, to: "km", in: "units = mi\nsport = all\nunits = km\n"), "units = km\nsport = all\n")
        // A last line without its newline gets one.
        XCTAssertEqual(ConfigFileEdit.setting(.units, to: "km", in: "# x"), "# x\nunits = km\n")
    }

    func testUnsetRemovesOnlyTheKeysLines() {
        let removed = ConfigFileEdit.unsetting(.weekStart, in: "# weeks\nweek_start = sunday\nunits = mi\n")
        XCTAssertEqual(removed.text, "# weeks\nunits = mi\n")
        XCTAssertEqual(removed.removed, 1)
        let none = ConfigFileEdit.unsetting(.sport, in: "# weeks\nunits = mi\n")
        XCTAssertEqual(none.text, "# weeks\nunits = mi\n")
        XCTAssertEqual(none.removed, 0)
        XCTAssertEqual(ConfigFileEdit.unsetting(.units, in: "units = mi\n").text, "")
    }
}
