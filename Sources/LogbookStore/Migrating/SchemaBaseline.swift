import LogbookSQLite

/// The schema a list of migrations leaves on an empty database, as the statements that
/// create it: what a new logbook is made from, in one transaction, instead of replaying
/// every migration (each `ALTER TABLE ... ADD COLUMN` makes SQLite read the whole schema
/// again, so replaying the 18 migrations cost a new logbook 180 M instructions, about 25 ms).
///
/// The embedded baseline is worked out when the binary is built, by running the embedded
/// migrations on an in-memory database (`MigrationsEmbedder`), so it cannot drift from
/// them; a test compares a logbook made from it with one made by replaying them, object
/// by object. Upgrades always replay the migrations they need.
public struct SchemaBaseline: Sendable {
    /// The number of the last migration the schema includes.
    public var version: Int
    /// The statements that create the schema, tables first.
    public var statements: [String]

    /// A baseline at `version` made of `statements`.
    public init(version: Int, statements: [String]) {
        self.version = version
        self.statements = statements
    }

    /// The schema of every migration embedded in this binary.
    public static let embedded = SchemaBaseline(
        version: Migration.embedded.last?.number ?? 0, statements: EmbeddedMigrations.schema)

    /// True when `database` holds nothing at all: no table, index, view or trigger (the
    /// only file a baseline may be laid into).
    static func isEmpty(_ database: Database) throws -> Bool {
        try database.scalar("SELECT count(*) FROM sqlite_schema").int64Value == 0
    }
}
