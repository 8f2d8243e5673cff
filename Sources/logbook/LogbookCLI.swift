import Foundation
import LogbookCore
import LogbookSupport

/// The command line: finds the subcommand, parses and checks its arguments, runs it, and
/// turns what it throws into messages and exit codes (the one failure path).
enum LogbookCLI {
    /// The version printed by `logbook --version` (or `-V`, or `version`).
    static let version = "0.1.0"

    /// The words that print the version instead of running a command.
    static let versionWords = ["--version", "-V", "version"]

    /// What `logbook --help` says the tool is.
    static let abstract = "A run logbook: import GPX, TCX, CSV and FIT exports into one SQLite file, and read trustworthy weekly and monthly numbers from it."

    /// Every subcommand, in the order `logbook --help` lists them: adding a command is one
    /// file and one entry here.
    static let commandTypes: [any LogbookCommand.Type] = [
        ImportCommand.self,
        SyncCommand.self,
        WatchCommand.self,
        ListCommand.self,
        ShowCommand.self,
        StatsCommand.self,
        RecordsCommand.self,
        ProfileCommand.self,
        PredictCommand.self,
        LoadCommand.self,
        MigrateCommand.self,
        CleanCommand.self,
        TrimCommand.self,
        EditCommand.self,
        GearCommand.self,
        ExportCommand.self,
        OriginalCommand.self,
        ReportCommand.self,
        RebuildCommand.self,
        RoutesCommand.self,
        CompareCommand.self,
        SegmentCommand.self,
        ConfigCommand.self,
        CompletionsCommand.self,
        TilesCommand.self,
        EddingtonCommand.self,
        StreaksCommand.self,
        ReviewCommand.self,
        ExplainCommand.self,
    ]

    /// Every subcommand registered, for help and completions.
    static let commands: [CommandEntry] = commandTypes.map { CommandEntry($0) }

    /// The subcommand called `name`, registered alone: running one command builds only its
    /// own declarations (building all of them took a tenth of a `show`'s instructions).
    static func command(named name: String) -> CommandEntry? {
        commandTypes.first { $0.configuration.name == name }.map { CommandEntry($0) }
    }

    /// Runs the command line and returns the exit code.
    static func run(_ arguments: [String], environment: EnvironmentVariables = CommandContext.processEnvironment()) -> Int32 {
        var context = CommandContext(environment: environment)
        let help = HelpFormatter(width: context.style.width)
        guard let first = arguments.first, first != "--help", first != "-h" else {
            Console.out(help.topLevel(abstract: abstract, commands: commands))
            return ExitCode.success.rawValue
        }
        if versionWords.contains(first) {
            Console.out("logbook \(version)\n")
            return ExitCode.success.rawValue
        }
        if first == "help" {
            guard let name = arguments.dropFirst().first else {
                Console.out(help.topLevel(abstract: abstract, commands: commands))
                return ExitCode.success.rawValue
            }
            guard let command = Self.command(named: name) else {
                return fail(usageReport(unknownSubcommand(name), command: nil), json: false)
            }
            Console.out(help.help(command))
            return ExitCode.success.rawValue
        }
        let rest = Array(arguments.dropFirst())
        guard let command = Self.command(named: first) else {
            return fail(usageReport(unknownSubcommand(first), command: nil), json: jsonRequested(rest, by: nil))
        }
        if helpRequested(rest) {
            Console.out(help.help(command))
            return ExitCode.success.rawValue
        }
        let json = jsonRequested(rest, by: command)
        do {
            var values = try CommandLineParser.parse(rest, declarations: command.declarations)
            // The environment's and the config file's settings, which a command's flags win over.
            if command.readsSettings { context = try CommandContext.loaded(environment: environment) }
            values.settings = context.settings
            let prepared = try command.prepare(values)
            // Every command stops cleanly on Ctrl-C: the core undoes the change in progress.
            _ = CommandInterrupts.flag
            do {
                return try prepared.run(context).rawValue
            } catch where StorageTrouble.of(error) != nil {
                if Interruption.isRaised { return fail(.rolledBack, json: json) }
                // Damage met by any command (SQLITE_CORRUPT): say so and name the newest backup;
                // a busy or read-only logbook in a runner's words.
                let path = DatabaseOption(values).path(context)
                guard let described = StorageTrouble.described(error, path: path, waitedMilliseconds: context.lockWaitMilliseconds)
                else { throw error }
                var report = FailureReport(described.error)
                if let message = described.message { report.message = message }
                return fail(report, json: json)
            }
        } catch let error as UsageError {
            return fail(usageReport(error, command: command), json: json)
        } catch {
            // Ctrl-C during an upgrade (by `migrate` or any command that opened an older
            // logbook) is `Interrupted:`, exit 130; the rest `Error:`, exit 1.
            return fail(FailureReport(error), json: json)
        }
    }

    /// Prints `report` on standard error, as one JSON line when `json`, and returns its
    /// exit status: the one place a failure is shown.
    static func fail(_ report: FailureReport, json: Bool) -> Int32 {
        if json {
            Console.err(raw: report.jsonLine + "\n")
        } else {
            for line in report.textLines { Console.err(line) }
        }
        return report.exitCode.rawValue
    }

    /// True when `--json` comes before any `--` and `command` declares it (or no command was
    /// found): then even a parse error is printed as JSON.
    static func jsonRequested(_ arguments: [String], by command: CommandEntry?) -> Bool {
        guard arguments.prefix(while: { $0 != "--" }).contains("--json") else { return false }
        return command.map { $0.declarations.contains { $0.long == OutputFormat.json.rawValue } } ?? true
    }

    /// True when `-h` or `--help` comes before any `--`: help wins over every other argument.
    static func helpRequested(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// `Unknown subcommand 'stat'. Did you mean 'stats'?` (or `Unknown option` for a dash).
    static func unknownSubcommand(_ given: String) -> UsageError {
        if given.hasPrefix("-") { return UsageError("Unknown option '\(given)'") }
        let nearest = NameSuggestion.nearest(given, among: commandTypes.map { $0.configuration.name }, below: 3)
        return UsageError("Unknown subcommand '\(given)'" + (nearest.map { ". Did you mean '\($0)'?" } ?? ""))
    }

    /// The report of a usage error: its message, the usage line and where help is; exit 64.
    static func usageReport(_ error: UsageError, command: CommandEntry?) -> FailureReport {
        var report = FailureReport(error)
        if let command {
            report.usageLines = ["Usage: \(UsageLine.line(command))", "  See 'logbook \(command.name) --help' for more information."]
        } else {
            report.usageLines = ["Usage: logbook <subcommand>", "  See 'logbook --help' for more information."]
        }
        return report
    }
}
