import Foundation
import LogbookCore

/// The command line: dispatches to subcommands and turns errors into exit codes.
enum LogbookCLI {
    /// The version printed by `logbook --version`.
    static let version = "0.1.0"

    /// Every subcommand, in the order `logbook --help` lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(ImportCommand.self),
        CommandEntry(ListCommand.self),
        CommandEntry(ShowCommand.self),
        CommandEntry(StatsCommand.self),
        CommandEntry(MigrateCommand.self),
        CommandEntry(CleanCommand.self),
        CommandEntry(TrimCommand.self),
    ]

    /// The text of `logbook --help`.
    static let topLevelHelp: String = {
        var text = """
            OVERVIEW: A run logbook: import GPX, TCX, CSV and FIT exports into one SQLite file,
            and read trustworthy weekly and monthly numbers from it.

            USAGE: logbook <subcommand> [options]

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:

            """
        for command in commands { text += CommandSpec.row(command.spec.name, command.spec.abstract) }
        text += "\n  See 'logbook help <subcommand>' for detailed help.\n"
        return text
    }()

    /// Runs the command line and returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Console.out(topLevelHelp)
            return 0
        }
        switch first {
        case "--help", "-h":
            Console.out(topLevelHelp)
            return 0
        case "--version":
            Console.out("logbook \(version)\n")
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                Console.out(topLevelHelp)
                return 0
            }
            guard let command = commands.first(where: { $0.spec.name == name }) else {
                return usageFailure(UsageError(message: "Unknown subcommand '\(name)'", command: nil))
            }
            Console.out(command.spec.helpText)
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            if first.hasPrefix("-") {
                return usageFailure(UsageError(message: "Unknown option '\(first)'", command: nil))
            }
            let names = commands.map(\.spec.name)
            let nearest = names.min { ArgumentParser.editDistance(first, $0) < ArgumentParser.editDistance(first, $1) }
            var message = "Unknown subcommand '\(first)'"
            if let nearest, ArgumentParser.editDistance(first, nearest) <= 2 { message += ". Did you mean '\(nearest)'?" }
            return usageFailure(UsageError(message: message, command: nil))
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
            if parsed.flag("help") {
                Console.out(command.spec.helpText)
                return 0
            }
            // Every command stops cleanly on Ctrl-C: the transaction in progress rolls back.
            InterruptFlag.install()
            let context = CommandContext(arguments: parsed, environment: ProcessInfo.processInfo.environment)
            do {
                return try command.run(context)
            } catch let error as SQLiteError {
                if InterruptFlag.isRaised {
                    Console.err("Interrupted: the change in progress was rolled back; the logbook is as it was before it.")
                    return 130
                }
                Console.err("Error: \(error.runnerDescription(databasePath: context.databasePath))")
                return 1
            }
        } catch let error as UsageError {
            return usageFailure(error)
        } catch {
            Console.err("Error: \(error)")
            return 1
        }
    }

    /// Prints a usage error with the usage line and a pointer to help; returns 64.
    static func usageFailure(_ error: UsageError) -> Int32 {
        Console.err("Error: \(error.message)")
        if let command = error.command {
            Console.err("Usage: \(command.usageLine)")
            Console.err("  See 'logbook \(command.name) --help'.")
        } else {
            Console.err("Usage: logbook <subcommand> [options]")
            Console.err("  See 'logbook --help'.")
        }
        return 64
    }


}
