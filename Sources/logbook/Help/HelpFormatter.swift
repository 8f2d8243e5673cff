/// Help texts in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS), wrapped to a width: names in a 26-column field, help beside them.
struct HelpFormatter {
    /// The width to wrap to.
    var width: Int

    /// Where the help column starts.
    static let helpColumn = 26

    /// The help of one command.
    func help(_ command: CommandEntry) -> String {
        var text = section("OVERVIEW: ", command.configuration.abstract)
        if !command.configuration.discussion.isEmpty {
            text += "\n" + TextWrapper.discussion(command.configuration.discussion, width: width)
        }
        text += "\n" + usage(UsageLine.elements(command))
        let positionals = command.declarations.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for declaration in positionals { text += row(declaration.usageText, declaration.help) }
        }
        text += "\nOPTIONS:\n"
        for declaration in command.declarations where !declaration.isPositional {
            text += row(declaration.synopsis, declaration.help)
        }
        return text
    }

    /// The help of `logbook` itself: overview, options, the subcommands.
    func topLevel(abstract: String, commands: [CommandEntry]) -> String {
        var text = section("OVERVIEW: ", abstract)
        text += "\n" + usage(["logbook", "<subcommand>"])
        text += "\nOPTIONS:\n"
        text += row("-V, --version", "Show the version (also 'logbook version').")
        text += row(CommandEntry.help.declaration.synopsis, CommandEntry.help.declaration.help)
        text += "\nSUBCOMMANDS:\n"
        for command in commands { text += row(command.name, command.configuration.abstract) }
        text += "\n  See 'logbook help <subcommand>' for detailed help.\n"
        return text
    }

    /// `OVERVIEW: text` wrapped, continuation lines flush left.
    private func section(_ title: String, _ body: String) -> String {
        TextWrapper.lines(title + body, width: width).map { $0 + "\n" }.joined()
    }

    /// `USAGE: logbook ...` wrapped between its elements, continuation lines under the first.
    private func usage(_ elements: [String]) -> String {
        let margin = String(repeating: " ", count: "USAGE: ".count)
        let lines = TextWrapper.pack(elements, width: max(20, width - margin.count))
        return "USAGE: " + lines.joined(separator: "\n" + margin) + "\n"
    }

    /// One row: `  name` and its help in the help column.
    private func row(_ name: String, _ help: String) -> String {
        TextWrapper.hanging(label: "  " + name, text: help, indent: Self.helpColumn, width: width)
    }
}
