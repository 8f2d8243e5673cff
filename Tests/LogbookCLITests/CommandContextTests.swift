import Foundation
import LogbookCore
import LogbookStore
import XCTest

@testable import logbook

/// The command line reads only the environment variables it uses, and builds only the
/// command it runs.
final class CommandContextTests: XCTestCase {
    func testTheProcessEnvironmentHoldsTheVariablesTheCommandsRead() {
        let saved = CommandContext.variables.map { ($0, getenv($0).map { String(cString: $0) }) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            unsetenv("LOGBOOK_UNRELATED")
        }
        for name in CommandContext.variables { unsetenv(name) }
        setenv("LOGBOOK_DB", "/tmp/runs.sqlite", 1)
        setenv("COLUMNS", "77", 1)
        setenv("NO_COLOR", "", 1)
        unsetenv("XDG_DATA_HOME")
        setenv("HOME", "/home/ann", 1)
        setenv("LOGBOOK_LOCK_WAIT", "5", 1)
        setenv("LOGBOOK_UNRELATED", "x", 1)
        XCTAssertEqual(
            CommandContext.processEnvironment().dictionary,
            ["LOGBOOK_DB": "/tmp/runs.sqlite", "COLUMNS": "77", "NO_COLOR": "", "HOME": "/home/ann", "LOGBOOK_LOCK_WAIT": "5"])
        let context = CommandContext(environment: CommandContext.processEnvironment())
        XCTAssertEqual(context.style.width, 77)
        XCTAssertEqual(DatabaseLocation.resolve(option: nil, environment: context.environment.dictionary), "/tmp/runs.sqlite")
        XCTAssertEqual(context.lockWaitMilliseconds, 5000)
        // Read in the order of `variables`, without a dictionary; an empty value is set.
        XCTAssertEqual(context.environment.variables.map(\.name), ["LOGBOOK_DB", "HOME", "NO_COLOR", "COLUMNS", "LOGBOOK_LOCK_WAIT"])
        XCTAssertEqual(context.environment["NO_COLOR"], "")
        XCTAssertNil(context.environment["XDG_DATA_HOME"])
        XCTAssertNil(context.environment["LOGBOOK_UNRELATED"])
    }

    func testVariablesGivenAsADictionaryReadAsTheProcessOnes() throws {
        let environment = EnvironmentVariables(["HOME": "/home/ann", "XDG_DATA_HOME": "", "COLUMNS": "0"])
        XCTAssertEqual(environment.variables.map(\.name), ["COLUMNS", "HOME", "XDG_DATA_HOME"])
        XCTAssertEqual(environment.dictionary, ["HOME": "/home/ann", "XDG_DATA_HOME": "", "COLUMNS": "0"])
        let context = CommandContext(environment: environment)
        XCTAssertEqual(DatabaseLocation.resolve(option: nil) { environment[$0] }, "/home/ann/.local/share/logbook/logbook.sqlite")
        XCTAssertEqual(context.style.width, 80, "COLUMNS=0 is no width")
        XCTAssertEqual(context.lockWaitMilliseconds, 60_000)
        XCTAssertEqual(try LockWait.milliseconds { ["LOGBOOK_LOCK_WAIT": "0.5"][$0] }, 500)
    }

    func testEverySettingsVariableIsReadAndResolvedOverTheDefaults() {
        XCTAssertEqual(Set(SettingKey.allCases.map(\.variable)).subtracting(CommandContext.variables), [])
        XCTAssertTrue(CommandContext.variables.contains("XDG_CONFIG_HOME"))
        let context = CommandContext(environment: EnvironmentVariables([
            "HOME": "/home/ann", "LOGBOOK_WEEK_START": "sunday", "LOGBOOK_UNITS": "mi", "LOGBOOK_SPORT": "cycling",
        ]))
        XCTAssertEqual(context.weekStart, .sunday)
        XCTAssertEqual(context.settings.units.value, .mi)
        XCTAssertEqual(context.settings.sport.source, .environment("LOGBOOK_SPORT"))
        XCTAssertEqual(context.configPath, "/home/ann/.config/logbook/config")
        // A bad variable leaves the context at the defaults; the command line reports it.
        XCTAssertEqual(CommandContext(environment: EnvironmentVariables(["LOGBOOK_UNITS": "furlongs"])).settings.units.source, .standard)
    }

    func testACommandLookedUpByNameIsTheRegisteredOne() throws {
        XCTAssertEqual(LogbookCLI.commandTypes.count, LogbookCLI.commands.count)
        for entry in LogbookCLI.commands {
            let alone = try XCTUnwrap(LogbookCLI.command(named: entry.name))
            XCTAssertEqual(alone.name, entry.name)
            XCTAssertEqual(alone.declarations.map(\.key), entry.declarations.map(\.key))
        }
        XCTAssertNil(LogbookCLI.command(named: "stat"))
        XCTAssertEqual(LogbookCLI.unknownSubcommand("stat").message, "Unknown subcommand 'stat'. Did you mean 'stats'?")
    }
}
