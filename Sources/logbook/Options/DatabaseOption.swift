import LogbookCore

/// `--db <path>`, which every command that reads or writes the logbook takes, and how the
/// logbook is then found and opened.
struct DatabaseOption: Sendable {
    /// The declaration.
    static let option = Option<String>(
        "db", value: "path",
        help: "The logbook database (default: $LOGBOOK_DB, else $XDG_DATA_HOME/logbook/logbook.sqlite, else ~/.local/share/logbook/logbook.sqlite).",
        completion: .file)

    /// The declarations to list in a command's own.
    static let declarations = [option.declaration]

    /// The path given, if any.
    let given: String?

    /// Reads the option.
    init(_ values: ParsedValues) {
        given = values[Self.option]
    }

    /// The database path: `--db` (unless empty), else the settings' (environment, config file, default).
    func path(_ context: CommandContext) -> String {
        setting(context).value
    }

    /// The database path and where it came from.
    func setting(_ context: CommandContext) -> Setting<String> {
        context.settings.db.overridden(by: given.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Opens the logbook for `access` and applies pending migrations, announcing on stderr
    /// a logbook made now and any upgrade. A command that only reads gets a read-only
    /// logbook read-only, and with `.readExisting` a missing one is an error, not made.
    func open(_ context: CommandContext, for access: LogbookAccess) throws -> Logbook {
        let (logbook, report) = try Logbook.open(path: path(context), access: access, with: context.opener())
        if report.created { Console.err(Self.createdMessage(logbook.path)) }
        if let backup = report.backupPath, let last = report.applied.last {
            Console.err("Upgraded the logbook from schema \(report.fromVersion) to \(last.number); backup: \(backup)")
            for line in report.advice { Console.err(line) }
        }
        return logbook
    }

    /// What the first command to write a logbook says on stderr once it has made it.
    static func createdMessage(_ path: String) -> String {
        "Created a new logbook at \(path)"
    }
}
