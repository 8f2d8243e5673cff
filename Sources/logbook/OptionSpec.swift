/// One option or flag a command accepts, as shown in its help.
struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `db`.
    var long: String
    /// The short name, e.g. `W` for `-W`.
    var short: Character?
    /// The value placeholder, e.g. `path`; nil for a flag.
    var valueName: String?
    /// One line of help.
    var help: String

    /// `--db <path>` or `-W, --weekly`.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(long)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }

    /// `--db <path>` as used in usage lines and messages.
    var usageText: String {
        "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
    }
}
