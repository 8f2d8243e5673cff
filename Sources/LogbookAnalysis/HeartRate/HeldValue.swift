import LogbookModel

/// A profile value and the date it holds from (`nil`: from the first run on).
public struct HeldValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public var value: Value
    /// The local date it holds from, or `nil` for always.
    public var from: LocalDate?

    /// Creates a held value.
    public init(_ value: Value, from: LocalDate?) {
        self.value = value
        self.from = from
    }
}
