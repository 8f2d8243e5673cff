/// What a subcommand accepts and how its help reads (swift-argument-parser's layout).
struct CommandSpec: Sendable {
    /// The subcommand name, e.g. `migrate`.
    var name: String
    /// One-line overview.
    var abstract: String
    /// More text under the overview, or empty.
    var discussion: String = ""
    /// The usage line after `logbook <name>`; built from the options when empty.
    var usage: String = ""
    /// Positional arguments as (placeholder, help).
    var arguments: [(name: String, help: String)] = []
    /// Options and flags; `--db` and `--help` are added to every command.
    var options: [OptionSpec] = []

    /// The `--db` option every command accepts.
    static let databaseOption = OptionSpec(
        long: "db", short: nil, valueName: "path",
        help: "The logbook database (default: $LOGBOOK_DB, else $XDG_DATA_HOME/logbook/logbook.sqlite, else ~/.local/share/logbook/logbook.sqlite).")
    /// The `--help` flag every command accepts.
    static let helpOption = OptionSpec(long: "help", short: "h", valueName: nil, help: "Show help information.")

    /// The command's options with `--db` and `--help` appended.
    var allOptions: [OptionSpec] { options + [Self.databaseOption, Self.helpOption] }

    /// `logbook migrate [--list] [--check] [--db <path>]`.
    var usageLine: String {
        if !usage.isEmpty { return "logbook \(name) \(usage)" }
        let parts = allOptions.filter { $0.long != "help" }.map { "[\($0.usageText)]" } + arguments.map { "<\($0.name)>" }
        return (["logbook", name] + parts).joined(separator: " ")
    }

    /// The full help text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
    var helpText: String {
        var text = "OVERVIEW: \(abstract)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usageLine)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments { text += Self.row("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in allOptions { text += Self.row(option.synopsis, option.help) }
        return text
    }

    /// One aligned help row: name in a 24-column field, help after it.
    static func row(_ name: String, _ help: String) -> String {
        let padded = "  " + name
        if padded.count < 26 {
            return padded + String(repeating: " ", count: 26 - padded.count) + help + "\n"
        }
        return padded + "\n" + String(repeating: " ", count: 26) + help + "\n"
    }
}
