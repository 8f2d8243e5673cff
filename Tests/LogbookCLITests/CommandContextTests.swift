import Foundation
import LogbookCore
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
        setenv("LOGBOOK_DB", "/tmp/runs.sqlite", 1)
        setenv("COLUMNS", "77", 1)
        setenv("NO_COLOR", "", 1)
        unsetenv("XDG_DATA_HOME")
        setenv("HOME", "/home/ann", 1)
        setenv("LOGBOOK_LOCK_WAIT", "5", 1)
        setenv("LOGBOOK_UNRELATED", "x", 1)
        XCTAssertEqual(
            CommandContext.processEnvironment(),
            ["LOGBOOK_DB": "/tmp/runs.sqlite", "COLUMNS": "77", "NO_COLOR": "", "HOME": "/home/ann", "LOGBOOK_LOCK_WAIT": "5"])
        let context = CommandContext(environment: CommandContext.processEnvironment())
        XCTAssertEqual(context.style.width, 77)
        XCTAssertEqual(DatabaseLocation.resolve(option: nil, environment: context.environment), "/tmp/runs.sqlite")
        XCTAssertEqual(context.lockWaitMilliseconds, 5000)
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
