/// How a command prints its result: `--table` (default), `--csv` or `--json`.
enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns for people.
    case table
    /// Comma-separated values with a header row.
    case csv
    /// One JSON document.
    case json

    /// The switch's help line.
    var help: String {
        switch self {
        case .table: "Print an aligned table (default)."
        case .csv: "Print CSV with a header row."
        case .json: "Print one JSON document."
        }
    }

    /// The exclusive `--table | --csv | --json` switches among `allowed`, with help lines
    /// overridden where a command says more (`--json` of import prints an array per file).
    static func choice(_ allowed: [OutputFormat] = allCases, help: [OutputFormat: String] = [:]) -> Choice<OutputFormat> {
        Choice(required: false, allowed.map { format in .flag(format.rawValue, help: help[format] ?? format.help, format) })
    }
}
