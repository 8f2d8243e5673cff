/// One way of making an exclusive `Choice`: a flag standing for a value, or an option whose
/// typed value makes one.
struct ChoiceMember<Value: Sendable>: Sendable {
    /// The member's declaration (its `group` is filled in by `Choice`).
    var declaration: ArgumentDeclaration
    /// The choice's value from the member's parsed value (`true` for a flag).
    var value: @Sendable (any Sendable) -> Value?

    /// `--long` (and `-short`) choosing `value`.
    static func flag(_ long: String, short: Character? = nil, help: String, _ value: Value) -> ChoiceMember {
        ChoiceMember(declaration: Flag(long, short: short, help: help).declaration, value: { _ in value })
    }

    /// An option whose value `make` turns into the choice's value.
    static func option<Given: Sendable>(_ option: Option<Given>, _ make: @escaping @Sendable (Given) -> Value) -> ChoiceMember {
        ChoiceMember(declaration: option.declaration, value: { ($0 as? Given).map(make) })
    }
}
