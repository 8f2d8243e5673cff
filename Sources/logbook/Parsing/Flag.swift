/// A named switch without a value (`--dry-run`), read back as a `Bool` from `ParsedValues`.
struct Flag: Sendable {
    /// What the parser, help and completions see.
    let declaration: ArgumentDeclaration

    /// Declares `--long` (and `-short`).
    init(_ long: String, short: Character? = nil, help: String) {
        declaration = ArgumentDeclaration(long: long, short: short, valueName: nil, help: help)
    }
}
