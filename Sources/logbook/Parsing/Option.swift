/// A named option that takes one value (`--db <path>`), read back typed from `ParsedValues`.
struct Option<Value: Sendable>: Sendable {
    /// What the parser, help and completions see.
    let declaration: ArgumentDeclaration

    /// Declares `--long <valueName>`; `convert` turns the text into the value or says why not.
    init(
        _ long: String, short: Character? = nil, value valueName: String, help: String,
        completion: CompletionHint = .none,
        convert: @escaping @Sendable (String) -> Result<Value, ValueProblem>
    ) {
        declaration = ArgumentDeclaration(
            long: long, short: short, valueName: valueName, help: help, completion: completion,
            convert: { text in convert(text).map { $0 as any Sendable } })
    }

    /// Declares `--long <valueName>` whose value `parse` reads, nil meaning "expected `expected`".
    init(
        _ long: String, short: Character? = nil, value valueName: String, help: String,
        completion: CompletionHint = .none, expected: String,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.init(long, short: short, value: valueName, help: help, completion: completion) { text in
            parse(text).map { .success($0) } ?? .failure(.expected(expected))
        }
    }

    private init(declaration: ArgumentDeclaration) {
        self.declaration = declaration
    }

    /// The same option with another line of help, for a command where it means something narrower.
    func withHelp(_ help: String) -> Option {
        var copy = declaration
        copy.help = help
        return Option(declaration: copy)
    }
}

extension Option where Value == String {
    /// Declares `--long <valueName>` taking any text.
    init(_ long: String, short: Character? = nil, value valueName: String, help: String, completion: CompletionHint = .none) {
        self.init(long, short: short, value: valueName, help: help, completion: completion) { .success($0) }
    }
}
