import Foundation
import LogbookCore
import LogbookModel

/// What every command gets when it runs: the environment, the settings and what the
/// terminal can show.
struct CommandContext: Sendable {
    /// The process environment (only `variables` when read from the process).
    var environment: EnvironmentVariables
    /// The settings of the environment and the config file (a command's flags win over them).
    var settings: Settings

    /// The context of `environment` with `settings`; without them, the environment's own
    /// over the defaults (no config file read).
    init(environment: EnvironmentVariables, settings: Settings? = nil) {
        self.environment = environment
        self.settings = settings
            ?? (try? Settings.resolve(variable: { environment[$0] }, file: ConfigFile(path: "")))
            ?? Settings.defaults { environment[$0] }
    }

    /// The context of `environment` with the config file read (where `configPath` says).
    static func loaded(environment: EnvironmentVariables) throws(ConfigError) -> CommandContext {
        CommandContext(environment: environment, settings: try Settings.load { environment[$0] })
    }

    /// Where the config file is.
    var configPath: String { ConfigFileLocation.path { environment[$0] } }

    /// The first day of a week: `--week-start` wins over this.
    var weekStart: WeekStart { settings.weekStart.value }

    /// Bold and width of standard output.
    var style: TerminalStyle { TerminalStyle.current(environment: environment) }

    /// Every environment variable the command line reads: the database location
    /// (`DatabaseLocation`), the config file and the settings it shares with the
    /// environment (`SettingKey`), the terminal style and `LOGBOOK_TERMINAL`
    /// (`TerminalStyle`) and the lock wait (`LockWait`).
    static let variables = [
        SettingKey.db.variable, "XDG_DATA_HOME", "HOME", "NO_COLOR", "COLUMNS", LockWait.variable, SettingKey.hideNear.variable,
        TerminalStyle.terminalVariable, "XDG_CONFIG_HOME", SettingKey.units.variable, SettingKey.weekStart.variable,
        SettingKey.sport.variable, MountRoots.variable, "USER", SettingKey.basemap.variable,
    ]

    /// `variables` as this process has them (unset ones left out). Reading a dozen names
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
