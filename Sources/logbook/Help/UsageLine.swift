/// A command's usage line, generated from its declarations (swift-argument-parser's rules):
/// in declaration order, every option in brackets, exclusive choices as one group, positionals
/// as `<name>`; with more than twelve, the optional options are folded into `[<options>]`.
enum UsageLine {
    /// The most elements shown before the optional ones are folded.
    static let foldAbove = 12

    /// `logbook migrate [--list] [--check] [--db <path>]`.
    static func line(_ command: CommandEntry) -> String {
        elements(command).joined(separator: " ")
    }

    /// The line's parts: `logbook`, the command name, then each option, group or positional.
    static func elements(_ command: CommandEntry) -> [String] {
        var elements: [(text: String, required: Bool, positional: Bool)] = []
        var groups: [ChoiceGroup] = []
        for declaration in command.declarations where declaration.key != CommandEntry.help.declaration.key {
            if let group = declaration.group {
                if groups.contains(group) { continue }
                groups.append(group)
                elements.append((group.usageSynopsis, group.isRequired, false))
            } else {
                elements.append((declaration.usageSynopsis, declaration.isRequired, declaration.isPositional))
            }
        }
        if elements.count > foldAbove {
            elements = [("[<options>]", false, false)] + elements.filter { $0.required || $0.positional }
        }
        return ["logbook", command.name] + elements.map(\.text)
    }
}
