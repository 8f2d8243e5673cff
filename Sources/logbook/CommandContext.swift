import Foundation
import LogbookCore

/// What every command gets when it runs: the environment and what the terminal can show.
struct CommandContext: Sendable {
    /// The process environment (only `variables` when read from the process).
    var environment: [String: String]

    /// Bold and width of standard output.
    var style: TerminalStyle { TerminalStyle.current(environment: environment) }

    /// Every environment variable the command line reads: the database location
    /// (`DatabaseLocation`) and the terminal style (`TerminalStyle`).
    static let variables = ["LOGBOOK_DB", "XDG_DATA_HOME", "HOME", "NO_COLOR", "COLUMNS"]

    /// `variables` as this process has them (unset ones left out). Reading five names
    /// costs nothing; `ProcessInfo.environment` copies the whole environment into a
    /// dictionary, 7 % of a `show`'s instructions.
    static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
