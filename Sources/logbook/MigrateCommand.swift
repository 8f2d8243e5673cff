import Foundation
import LogbookCore

/// `logbook migrate`: apply, list or check schema migrations.
enum MigrateCommand: LogbookCommand {
    /// Its name, options and help.
    static let spec = CommandSpec(
        name: "migrate",
        abstract: "Create or upgrade the logbook database to this version's schema.",
        discussion: """
            Applies pending migrations, each in its own transaction. Before upgrading a
            database that holds runs, writes a backup next to it and prints its path.
            """,
        options: [
            OptionSpec(long: "list", short: nil, valueName: nil, help: "List applied migrations with their times, then pending ones; change nothing."),
            OptionSpec(long: "check", short: nil, valueName: nil, help: "Rehearse the upgrade on a temporary copy and report; change nothing."),
        ])

    /// Applies, lists or checks migrations, as the flags say.
    static func run(_ context: CommandContext) throws -> Int32 {
        if let extra = context.arguments.positionals.first {
            throw UsageError(message: "Unexpected argument '\(extra)'", command: spec)
        }
        if context.arguments.flag("list") && context.arguments.flag("check") {
            throw UsageError(message: "use only one of --list, --check", command: spec)
        }
        let path = context.databasePath
        if context.arguments.flag("list") { return try list(path: path) }
        if context.arguments.flag("check") { return try check(path: path) }
        let (_, report) = try LogbookOpener().open(path: path, checkingIntegrity: true)
        if let backup = report.backupPath {
            Console.out("Backup written to \(backup)\n")
        }
        for migration in report.applied {
            Console.out("Applied \(migration.label)\n")
        }
        let version = report.applied.last?.number ?? report.fromVersion
        if report.applied.isEmpty {
            Console.out("The logbook at \(path) is up to date (schema \(version)).\n")
        } else {
            Console.out("The logbook at \(path) is now at schema \(version).\n")
        }
        return 0
    }

    private static func list(path: String) throws -> Int32 {
        let migrator = Migrator()
        var applied: [AppliedMigration] = []
        var pending = migrator.migrations
        if FileManager.default.fileExists(atPath: path) {
            let (database, pendingMigrations) = try LogbookOpener().openExisting(path: path)
            applied = try migrator.applied(in: database)
            pending = pendingMigrations
        }
        Console.out("Applied:\n")
        if applied.isEmpty { Console.out("  (none)\n") }
        for record in applied {
            Console.out("  \(String(format: "%04d", record.number))_\(record.name)  \(record.appliedAt)\n")
        }
        Console.out("Pending:\n")
        if pending.isEmpty { Console.out("  (none)\n") }
        for migration in pending { Console.out("  \(migration.label)\n") }
        return 0
    }

    private static func check(path: String) throws -> Int32 {
        let report = try LogbookOpener().rehearse(path: path)
        for item in report.items {
            Console.out("\(item.passed ? "ok  " : "FAIL") \(item.name)\(item.detail.isEmpty ? "" : ": \(item.detail)")\n")
        }
        Console.out(report.passed ? "All checks passed.\n" : "Some checks failed; the database was not changed.\n")
        return report.passed ? 0 : 1
    }
}
