/// The position of each result column of a statement, by name.
///
/// The names in result order, searched from the first: a query has a few dozen columns at
/// most, and comparing short names is cheaper than hashing them. A `[String: Int]` would also
/// cost the first command to read a row by name the runtime's scan of every protocol
/// conformance in the binary (`String: Hashable`, a third of a million instructions).
public struct ColumnPositions: Sendable {
    /// The result columns' names, in order.
    public let names: [String]

    /// The positions of `names`.
    public init(names: [String]) {
        self.names = names
    }

    /// The position of the column `name` (the first, should a name repeat), or nil.
    public subscript(name: String) -> Int? {
        names.firstIndex(of: name)
    }
}
