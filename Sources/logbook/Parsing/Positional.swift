/// A positional argument (`<id>`, `<path> ...`), read back typed from `ParsedValues`.
struct Positional<Value: Sendable>: Sendable {
    /// What the parser, help and completions see.
    let declaration: ArgumentDeclaration

    /// Declares `<name>`; `repeating` takes every remaining value, `required` demands one.
    init(
        _ name: String, help: String, repeating: Bool = false, required: Bool = true, completion: CompletionHint = .none,
        expected: String, parse: @escaping @Sendable (String) -> Value?
    ) {
        declaration = ArgumentDeclaration(
            long: nil, short: nil, valueName: name, help: help, isRepeating: repeating, isRequired: required,
            completion: completion,
            convert: { text in parse(text).map { .success($0 as any Sendable) } ?? .failure(.expected(expected)) })
    }
}

extension Positional where Value == String {
    /// Declares `<name>` taking any text.
    init(_ name: String, help: String, repeating: Bool = false, required: Bool = true, completion: CompletionHint = .none) {
        self.init(name, help: help, repeating: repeating, required: required, completion: completion, expected: "text") { $0 }
    }
}
