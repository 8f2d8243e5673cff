import LogbookCore

/// The checked values found on a command line, read back through their declarations.
struct ParsedValues: Sendable {
    /// The values given to one declaration.
    private struct Entry: Sendable {
        /// The declaration's key.
        var key: String
        /// Its converted values, in the order given (an option may repeat).
        var values: [any Sendable]
    }

    /// One entry per declaration given, in the order first given: a command line holds a
    /// handful, and a `[String: ...]` dictionary would cost every command the runtime's
    /// scan of all protocol conformances (`String: Hashable`) before it starts.
    private var entries: [Entry] = []

    /// The settings options fall back to when not given (the environment's and the config
    /// file's, set by the command line before a command reads its values).
    var settings = Settings.defaults { _ in nil }

    /// Creates an empty set of values.
    init() {}

    /// The values given to the declaration with `key`, or nil when it was not given.
    private subscript(key: String) -> [any Sendable]? {
        entries.first { $0.key == key }?.values
    }

    /// Records one converted value for `declaration`.
    mutating func record(_ value: any Sendable, for declaration: ArgumentDeclaration) {
        if let index = entries.firstIndex(where: { $0.key == declaration.key }) {
            entries[index].values.append(value)
        } else {
            entries.append(Entry(key: declaration.key, values: [value]))
        }
    }

    /// True when `declaration` was given at least once.
    func contains(_ declaration: ArgumentDeclaration) -> Bool {
        self[declaration.key] != nil
    }

    /// How many values `declaration` was given.
    func count(_ declaration: ArgumentDeclaration) -> Int {
        self[declaration.key]?.count ?? 0
    }

    /// The last value given to `option`, or nil.
    subscript<Value>(option: Option<Value>) -> Value? {
        self[option.declaration.key]?.last as? Value
    }

    /// Every value given to `option`, in order (an option that may repeat).
    func all<Value>(_ option: Option<Value>) -> [Value] {
        (self[option.declaration.key] ?? []).compactMap { $0 as? Value }
    }

    /// True when `flag` was given.
    subscript(flag: Flag) -> Bool {
        contains(flag.declaration)
    }

    /// Every value given to `positional`, in order.
    subscript<Value>(positional: Positional<Value>) -> [Value] {
        (self[positional.declaration.key] ?? []).compactMap { $0 as? Value }
    }

    /// The value of the member of `choice` that was given, or nil when none was.
    subscript<Value>(choice: Choice<Value>) -> Value? {
        for member in choice.members {
            if let given = self[member.declaration.key]?.last { return member.value(given) }
        }
        return nil
    }

    /// True when `option` was given.
    func contains<Value>(_ option: Option<Value>) -> Bool {
        contains(option.declaration)
    }
}
