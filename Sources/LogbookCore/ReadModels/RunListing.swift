import LogbookModel
import LogbookSQLite
import LogbookStore

/// The runs `logbook list` shows: those a filter keeps, newest first, as values.
public struct RunListing: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// A listing over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// The runs `filter` keeps, at most `limit`, each with its numbers beyond belief shown
    /// as unknown (what `stats` sums).
    public func runs(matching filter: RunFilter, limit: Int? = nil) throws -> [Run] {
        try RunQueries(database: database).runs(matching: filter, limit: limit).map(\.believable)
    }

    /// Calls `body` with each run `filter` keeps, at most `limit`, reading only `columns`,
    /// one at a time so that a long listing never holds every run.
    public func forEachRun(
        matching filter: RunFilter, limit: Int? = nil, columns: [RunColumn], _ body: (inout Run) throws -> Void
    ) throws {
        try RunQueries(database: database).forEachRun(matching: filter, limit: limit, columns: columns, body)
    }

    /// The live runs with `ids`, in the order of `ids` (what a restore announces).
    public func runs(ids: [Int64]) throws -> [Run] {
        try RunQueries(database: database).runs(ids: ids)
    }

    /// The ids of the runs `filter` keeps.
    public func ids(matching filter: RunFilter) throws -> Set<Int64> {
        try RunQueries(database: database).ids(matching: filter)
    }

    /// How many runs `filter` keeps.
    public func count(matching filter: RunFilter) throws -> Int {
        try RunQueries(database: database).count(matching: filter)
    }

    /// How many runs of other sports `filter`'s sport leaves out (the walks and rides
    /// hidden from a listing of running); 0 when it keeps every sport.
    public func otherSportCount(matching filter: RunFilter) throws -> Int {
        try RunQueries(database: database).otherSportCount(matching: filter)
    }

    /// How many runs `filter` keeps whose sport was inferred from their speed.
    public func inferredSportCount(matching filter: RunFilter) throws -> Int {
        try RunQueries(database: database).inferredSportCount(matching: filter)
    }
}
