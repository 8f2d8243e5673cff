import Foundation
import LogbookCore

/// What every command gets when it runs: the environment and what the terminal can show.
struct CommandContext: Sendable {
    /// The process environment (only `variables` when read from the process).
    var environment: EnvironmentVariables

    /// Bold and width of standard output.
    var style: TerminalStyle { TerminalStyle.current(environment: environment) }

    /// Every environment variable the command line reads: the database location
    /// (`DatabaseLocation`), the terminal style and `LOGBOOK_TERMINAL` (`TerminalStyle`), the lock wait
    /// (`LockWait`) and the report's privacy zones (`ReportCommand`).
    static let variables = [
        "LOGBOOK_DB", "XDG_DATA_HOME", "HOME", "NO_COLOR", "COLUMNS", LockWait.variable, ReportCommand.hideNearVariable,
        TerminalStyle.terminalVariable,
    ]

    /// `variables` as this process has them (unset ones left out). Reading six names
    /// costs nothing; `ProcessInfo.environment` copies the whole environment into a
    /// dictionary, 7 % of a `show`'s instructions.
    static func processEnvironment() -> EnvironmentVariables {
        EnvironmentVariables(variables.compactMap { name in
            getenv(name).map { EnvironmentVariables.Variable(name: name, value: String(cString: $0)) }
        })
    }

    /// The opener every command opens the logbook with: it waits for another process
    /// writing the logbook as long as `LOGBOOK_LOCK_WAIT` says (else a minute).
    func opener() throws -> LogbookOpener {
        LogbookOpener(waitMilliseconds: try LockWait.milliseconds { environment[$0] })
    }

    /// The wait the opener uses, for the message given when it runs out.
    var lockWaitMilliseconds: Int32 {
        (try? LockWait.milliseconds { environment[$0] }) ?? LockWait.standardMilliseconds
    }
}
