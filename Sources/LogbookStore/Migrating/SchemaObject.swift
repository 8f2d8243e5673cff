/// One table, index, view or trigger of a database schema, for drift comparison.
public struct SchemaObject: Sendable, Equatable, Hashable {
    /// `table`, `index`, `view` or `trigger`.
    public var type: String
    /// Its name.
    public var name: String
    /// The table it belongs to.
    public var table: String
    /// The SQL that creates it.
    public var sql: String
}
