/// One argument a command declares, as the parser, the help text, the usage line and the
/// completion scripts see it. Commands never build one directly: the typed `Option`,
/// `Flag`, `Choice` and `Positional` wrap it and read its parsed value back.
struct ArgumentDeclaration: Sendable {
    /// The long name without dashes (`db`); nil for a positional argument.
    var long: String?
    /// The short name (`W` for `-W`), if any.
    var short: Character?
    /// The value placeholder (`path`); nil for a flag.
    var valueName: String?
    /// One line of help (wrapped to the terminal width when shown).
    var help: String
    /// True for a positional argument that takes every remaining value.
    var isRepeating = false
    /// True for a positional argument that must be given.
    var isRequired = false
    /// What a shell may offer as its value.
    var completion: CompletionHint = .none
    /// The exclusive choice this declaration belongs to, if any.
    var group: ChoiceGroup?
    /// Turns one given value into its typed value; runs while parsing, so that every value
    /// is checked before a command does any work.
    var convert: @Sendable (String) -> Result<any Sendable, ValueProblem> = { .success($0) }

    /// True for a positional argument.
    var isPositional: Bool { long == nil }

    /// True for a named argument that takes no value.
    var isFlag: Bool { long != nil && valueName == nil }

    /// What identifies it among a command's declarations: `--db`, or `<id>` for a positional.
    var key: String { long.map { "--" + $0 } ?? "<\(valueName ?? "")>" }

    /// `--db <path>` as in messages; `<id>` for a positional.
    var usageText: String {
        guard let long else { return "<\(valueName ?? "")>" }
        return "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
    }

    /// `-b, --begin <date>` as in the help's left column; `<path>` for a positional.
    var synopsis: String {
        guard long != nil else { return usageText }
        return (short.map { "-\($0), " } ?? "") + usageText
    }

    /// `[--begin <date>]`, `<path> ...` or `[<id> ...]` as in the usage line.
    var usageSynopsis: String {
        var text = usageText
        if isRepeating { text += " ..." }
        return isPositional && isRequired ? text : "[\(text)]"
    }
}
