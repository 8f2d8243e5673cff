/// How a command prints its result: `--table` (default), `--csv` or `--json`.
enum OutputFormat {
    /// Aligned columns for people.
    case table
    /// Comma-separated values with a header row.
    case csv
    /// One JSON document.
    case json

    /// The three switches, for commands that accept all of them.
    static let options = [
        OptionSpec(long: "table", short: nil, valueName: nil, help: "Print an aligned table (default)."),
        OptionSpec(long: "csv", short: nil, valueName: nil, help: "Print CSV with a header row."),
        OptionSpec(long: "json", short: nil, valueName: nil, help: "Print one JSON document."),
    ]

    /// The format chosen by the switches; more than one is a usage error.
    static func chosen(_ arguments: ParsedArguments, allowed: [String] = ["table", "csv", "json"], command: CommandSpec) throws -> OutputFormat {
        let given = allowed.filter { arguments.flag($0) }
        if given.count > 1 {
            throw UsageError(message: "use only one of " + allowed.map { "--" + $0 }.joined(separator: ", "), command: command)
        }
        switch given.first {
        case "csv": return .csv
        case "json": return .json
        default: return .table
        }
    }
}
