import Foundation
import LogbookCore

/// `logbook migrate`: apply, list or check schema migrations.
struct MigrateCommand: LogbookCommand {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "migrate",
        abstract: "Create or upgrade the logbook database to this version's schema.",
        discussion: """
            Applies pending migrations, each in its own transaction. Before upgrading a
            database that holds runs, writes a backup next to it and prints its path.
            """)

    /// `--list | --check`.
    static let modeChoice = Choice<MigrateMode>(required: false, [
        .flag("list", help: "List applied migrations with their times, then pending ones; change nothing.", .list),
        .flag("check", help: "Rehearse the upgrade on a temporary copy and report; change nothing.", .check),
    ])

    /// Its arguments.
    static let declarations = modeChoice.declarations + DatabaseOption.declarations

    /// Apply, list or check.
    let mode: MigrateMode
    /// Where the logbook is.
    let database: DatabaseOption

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        mode = values[Self.modeChoice] ?? .apply
        database = DatabaseOption(values)
    }

    /// Applies, lists or checks migrations, as the flags say.
    func run(_ context: CommandContext) throws -> ExitCode {
        let path = database.path(context)
        let opener = try context.opener()
        switch mode {
        case .list: return try Self.list(path: path, opener: opener)
        case .check: return try Self.check(path: path, opener: opener)
        case .apply: break
        }
        if FileManager.default.fileExists(atPath: path) {
            try opener.verifyIntegrity(path: path)
        }
        let (_, report) = try Logbook.open(path: path, access: .write, with: opener)
        if report.created { Console.err(DatabaseOption.createdMessage(path)) }
        if let backup = report.backupPath {
            Console.line(report.backupReused ? "Backup already written to \(backup)" : "Backup written to \(backup)")
        }
        for migration in report.applied {
            Console.line("Applied \(migration.label)")
        }
        // Only a logbook that held data (and so was backed up) has runs to rebuild.
        if report.backupPath != nil {
            for line in report.advice { Console.line(line) }
        }
        let version = report.toVersion
        if report.applied.isEmpty {
            Console.line("The logbook at \(path) is up to date (schema \(version)).")
        } else {
            Console.line("The logbook at \(path) is now at schema \(version).")
        }
        return .success
    }

    private static func list(path: String, opener: LogbookOpener) throws -> ExitCode {
        let history = try Logbook.migrations(at: path, with: opener)
        let (applied, pending) = (history.applied, history.pending)
        Console.out("Applied:\n")
        if applied.isEmpty { Console.out("  (none)\n") }
        for record in applied {
            Console.line("  \(String(format: "%04d", record.number))_\(record.name)  \(record.appliedAt)")
        }
        Console.out("Pending:\n")
        if pending.isEmpty { Console.out("  (none)\n") }
        for migration in pending { Console.line("  \(migration.label)") }
        return .success
    }

    private static func check(path: String, opener: LogbookOpener) throws -> ExitCode {
        let report = try opener.rehearse(path: path)
        for item in report.items {
            // The details name tables, triggers and errors of a file another tool may have changed.
            Console.line("\(item.passed ? "ok  " : "FAIL") \(item.name)\(item.detail.isEmpty ? "" : ": \(item.detail)")")
        }
        Console.out(report.passed ? "All checks passed.\n" : "Some checks failed; the database was not changed.\n")
        return report.passed ? .success : .failure
    }
}
