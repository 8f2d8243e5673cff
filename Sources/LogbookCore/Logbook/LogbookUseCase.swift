import LogbookSQLite

/// A use case made over one logbook's connection: the executable makes it from a `Logbook`
/// (`init(_:)`), the core and the tests from the connection itself.
public protocol LogbookUseCase {
    /// Creates the use case over an open, migrated connection.
    init(database: Database)
}

extension LogbookUseCase {
    /// Creates the use case over an opened logbook.
    public init(_ logbook: Logbook) {
        self.init(database: logbook.database)
    }
}
