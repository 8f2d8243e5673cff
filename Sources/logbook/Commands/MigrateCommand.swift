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

    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice(help: [
        .csv: "Print the migrations (--list) or the checks (--check) as CSV.",
        .json: "Print what was applied, the migrations (--list) or the checks (--check) as one JSON document.",
    ])

    /// Its arguments.
    static let declarations = modeChoice.declarations + formatChoice.declarations + DatabaseOption.declarations

    /// Apply, list or check.
    let mode: MigrateMode
    /// How to print.
    let format: OutputFormat
    /// Where the logbook is.
    let database: DatabaseOption

    /// Reads the options: CSV is for the lists of `--list` and `--check`.
    init(_ values: ParsedValues) throws(UsageError) {
        mode = values[Self.modeChoice] ?? .apply
        format = values[Self.formatChoice] ?? .table
        database = DatabaseOption(values)
        if mode == .apply, format == .csv { throw UsageError("--csv goes with --list or --check") }
    }

    /// Applies, lists or checks migrations, as the flags say.
    func run(_ context: CommandContext) throws -> ExitCode {
        let path = database.path(context)
        let opener = try context.opener()
        switch mode {
        case .list: return try list(path: path, opener: opener)
        case .check: return try check(path: path, opener: opener)
        case .apply: break
        }
        if FileManager.default.fileExists(atPath: path) {
            try opener.verifyIntegrity(path: path)
        }
        let (_, report) = try Logbook.open(path: path, access: .write, with: opener)
        if format == .json {
            Console.out(Self.json(report, path: path).serialized() + "\n")
            return .success
        }
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

    private func list(path: String, opener: LogbookOpener) throws -> ExitCode {
        let history = try Logbook.migrations(at: path, with: opener)
        let (applied, pending) = (history.applied, history.pending)
        let rows = Self.rows(history)
        switch format {
        case .json:
            let schema = applied.last.map { JSONValue.integer(Int64($0.number)) } ?? .null
            Console.out(JSONValue.object([("path", .string(path)), ("schema", schema), ("migrations", .array(rows))]).serialized() + "\n")
            return .success
        case .csv:
            Console.out(JSONTable.csv(rows, keys: ["migration", "state", "applied_at"]))
            return .success
        case .table: break
        }
        Console.out("Applied:\n")
        if applied.isEmpty { Console.out("  (none)\n") }
        for record in applied {
            Console.line("  \(record.label)  \(record.appliedAt)")
        }
        Console.out("Pending:\n")
        if pending.isEmpty { Console.out("  (none)\n") }
        for migration in pending { Console.line("  \(migration.label)") }
        return .success
    }

    private func check(path: String, opener: LogbookOpener) throws -> ExitCode {
        let report = try opener.rehearse(path: path)
        let checks = report.items.map { item -> JSONValue in
            .object([("check", .string(item.name)), ("passed", .bool(item.passed)), ("detail", .string(item.detail))])
        }
        switch format {
        case .json:
            Console.out(JSONValue.object([("passed", .bool(report.passed)), ("checks", .array(checks))]).serialized() + "\n")
            return report.passed ? .success : .failure
        case .csv:
            Console.out(JSONTable.csv(checks, keys: ["check", "passed", "detail"]))
            return report.passed ? .success : .failure
        case .table: break
        }
        for item in report.items {
            // The details name tables, triggers and errors of a file another tool may have changed.
            Console.line("\(item.passed ? "ok  " : "FAIL") \(item.name)\(item.detail.isEmpty ? "" : ": \(item.detail)")")
        }
        Console.out(report.passed ? "All checks passed.\n" : "Some checks failed; the database was not changed.\n")
        return report.passed ? .success : .failure
    }

    /// `migrate --list`'s rows: `{"migration": "0019_run_doubt", "state": "applied", "applied_at": ...}`
    /// for each applied migration, then `"state": "pending"` (no time) for each still to apply.
    static func rows(_ history: MigrationHistory) -> [JSONValue] {
        history.applied.map { record in
            .object([
                ("migration", .string(record.label)), ("state", .string("applied")),
                ("applied_at", .string(record.appliedAt)),
            ])
        } + history.pending.map { migration in
            .object([("migration", .string(migration.label)), ("state", .string("pending")), ("applied_at", .null)])
        }
    }

    /// What an upgrade did: `{"path", "created", "backup" (null when none was written), "migrations"
    /// (those applied now, each `{"migration", "state": "applied"}`), "schema", "advice"}`: advice
    /// (what to rebuild) only for a logbook that held data, as the table prints it.
    static func json(_ report: UpgradeReport, path: String) -> JSONValue {
        .object([
            ("path", .string(path)), ("created", .bool(report.created)), ("backup", .string(report.backupPath)),
            ("migrations", .array(report.applied.map { .object([("migration", .string($0.label)), ("state", .string("applied"))]) })),
            ("schema", .integer(Int64(report.toVersion))),
            ("advice", .array((report.backupPath != nil ? report.advice : []).map { .string($0) })),
        ])
    }
}
