/// Parses a subcommand's arguments against its declarations, following swift-argument-parser's
/// conventions and messages. Every value is converted here, so a command that gets its
/// `ParsedValues` has only cross-option rules left to check before any work.
enum CommandLineParser {
    /// Parses `arguments` (after the subcommand name).
    ///
    /// Accepts `--name value`, `--name=value`, short flags (`-W`), grouped short flags (`-WM`),
    /// a short option's value attached (`-b2024-01-01`), `-` as a positional (standard input)
    /// and `--` to end options. A value may start with `-` only when it is a number; a
    /// negative number is a value wherever it stands, a positional one too (`show -2`).
    static func parse(_ arguments: [String], declarations: [ArgumentDeclaration]) throws(UsageError) -> ParsedValues {
        var values = ParsedValues()
        var positionals: [String] = []
        let named = declarations.filter { !$0.isPositional }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || takesAsValue(argument) {
                positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let declaration = named.first(where: { $0.long == name }) else {
                    throw UsageError(NameSuggestion.unknownOption("--" + name, among: named))
                }
                try take(declaration, given: "--" + name, inlineValue: inlineValue, arguments: arguments, index: &index, into: &values)
            } else {
                let letters = Array(argument.dropFirst())
                for (position, letter) in letters.enumerated() {
                    guard let declaration = named.first(where: { $0.short == letter }) else {
                        throw UsageError(NameSuggestion.unknownOption("-" + String(letter), among: named))
                    }
                    if !declaration.isFlag && position != letters.count - 1 {
                        let rest = String(letters[(position + 1)...])
                        try take(declaration, given: "-\(letter)", inlineValue: rest, arguments: arguments, index: &index, into: &values)
                        break
                    }
                    try take(declaration, given: "-\(letter)", inlineValue: nil, arguments: arguments, index: &index, into: &values)
                }
            }
        }
        try assign(positionals, to: declarations.filter(\.isPositional), into: &values)
        try checkChoices(declarations, values)
        return values
    }

    private static func take(
        _ declaration: ArgumentDeclaration, given: String, inlineValue: String?, arguments: [String], index: inout Int,
        into values: inout ParsedValues
    ) throws(UsageError) {
        if declaration.isFlag {
            if let inlineValue {
                throw UsageError("The option '\(given)' does not take any value, but '\(inlineValue)' was specified.")
            }
            values.record(true, for: declaration)
            return
        }
        let text: String
        if let inlineValue {
            text = inlineValue
        } else {
            guard index < arguments.count, takesAsValue(arguments[index]) else {
                throw UsageError("Missing value for '\(declaration.usageText)'")
            }
            text = arguments[index]
            index += 1
        }
        try convert(text, declaration, into: &values)
    }

    /// True when `argument` may be an option's value: not an option itself (`-` and negative
    /// numbers are values).
    static func takesAsValue(_ argument: String) -> Bool {
        !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil
    }

    private static func convert(_ text: String, _ declaration: ArgumentDeclaration, into values: inout ParsedValues) throws(UsageError) {
        switch declaration.convert(text) {
        case .success(let value): values.record(value, for: declaration)
        case .failure(let problem): throw UsageError(problem.message(value: text, declaration: declaration))
        }
    }

    /// Hands the positional values out in declaration order: one each, all the rest to a
    /// repeating one; a value left over is unexpected, a required one missing is an error.
    private static func assign(
        _ positionals: [String], to declarations: [ArgumentDeclaration], into values: inout ParsedValues
    ) throws(UsageError) {
        var remaining = positionals[...]
        for declaration in declarations {
            let taken = declaration.isRepeating ? remaining : remaining.prefix(1)
            remaining = remaining.dropFirst(taken.count)
            if taken.isEmpty && declaration.isRequired {
                throw UsageError("Missing expected argument '\(declaration.usageText)\(declaration.isRepeating ? " ..." : "")'")
            }
            for text in taken { try convert(text, declaration, into: &values) }
        }
        if let extra = remaining.first {
            throw UsageError("Unexpected argument '\(extra)'")
        }
    }

    /// At most one member of each exclusive choice, and one of each required choice.
    private static func checkChoices(_ declarations: [ArgumentDeclaration], _ values: ParsedValues) throws(UsageError) {
        var seen: [ChoiceGroup] = []
        for group in declarations.compactMap(\.group) where !seen.contains(group) {
            seen.append(group)
            let given = Set(declarations.filter { $0.group == group && values.contains($0) }.map(\.key))
            if given.count > 1 { throw UsageError(group.tooManyMessage) }
            if given.isEmpty && group.isRequired { throw UsageError(group.missingMessage) }
        }
    }
}
