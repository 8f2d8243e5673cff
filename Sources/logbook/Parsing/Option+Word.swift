extension Option where Value: CaseIterable & RawRepresentable<String> {
    /// Declares `--long <valueName>` taking one of `Value`'s words (its raw values): the one
    /// way a command reads a word of a closed list, completed with every word and read back by it.
    static func word(_ long: String, value valueName: String, help: String, expected: String) -> Option<Value> {
        Option(
            long, value: valueName, help: help, completion: .values(Value.allCases.map(\.rawValue)), expected: expected
        ) { Value(rawValue: $0) }
    }
}
