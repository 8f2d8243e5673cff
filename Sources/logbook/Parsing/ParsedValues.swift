/// The checked values found on a command line, read back through their declarations.
struct ParsedValues: Sendable {
    /// Converted values by declaration key, in the order given (an option may repeat).
    private var values: [String: [any Sendable]] = [:]

    /// Creates an empty set of values.
    init() {}

    /// Records one converted value for `declaration`.
    mutating func record(_ value: any Sendable, for declaration: ArgumentDeclaration) {
        values[declaration.key, default: []].append(value)
    }

    /// True when `declaration` was given at least once.
    func contains(_ declaration: ArgumentDeclaration) -> Bool {
        values[declaration.key] != nil
    }

    /// How many values `declaration` was given.
    func count(_ declaration: ArgumentDeclaration) -> Int {
        values[declaration.key]?.count ?? 0
    }

    /// The last value given to `option`, or nil.
    subscript<Value>(option: Option<Value>) -> Value? {
        values[option.declaration.key]?.last as? Value
    }

    /// Every value given to `option`, in order (an option that may repeat).
    func all<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.declaration.key] ?? []).compactMap { $0 as? Value }
    }

    /// True when `flag` was given.
    subscript(flag: Flag) -> Bool {
        contains(flag.declaration)
    }

    /// Every value given to `positional`, in order.
    subscript<Value>(positional: Positional<Value>) -> [Value] {
        (values[positional.declaration.key] ?? []).compactMap { $0 as? Value }
    }

    /// The value of the member of `choice` that was given, or nil when none was.
    subscript<Value>(choice: Choice<Value>) -> Value? {
        for member in choice.members {
            if let given = values[member.declaration.key]?.last { return member.value(given) }
        }
        return nil
    }

    /// True when `option` was given.
    func contains<Value>(_ option: Option<Value>) -> Bool {
        contains(option.declaration)
    }
}
