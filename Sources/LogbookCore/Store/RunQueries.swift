/// Reads runs and splits back from the database as model values.
public struct RunQueries {
    /// The connection.
    public let database: Database

    /// Creates a query helper.
    public init(database: Database) {
        self.database = database
    }

    /// The columns read for a `Run`: every declared column of `runs`.
    public static let runColumns = RunColumn.sqlList()

    /// The runs with these ids, in the order given (unknown ids are left out).
    public func runs(ids: [Int64]) throws -> [Run] {
        let statement = try database.prepare("SELECT \(Self.runColumns) FROM runs WHERE id = ?")
        let positions = statement.columnPositions
        var result: [Run] = []
        for id in ids {
            try statement.bind([.integer(id)])
            if try statement.step() {
                result.append(Self.run(from: statement.currentRow(positions: positions)))
            }
            statement.reset()
        }
        return result
    }

    /// The run with this id, or nil.
    public func run(id: Int64) throws -> Run? {
        try runs(ids: [id]).first
    }

    /// The runs that `filter` keeps, newest start first (ties: highest id first), at most
    /// `limit` of them when given.
    public func runs(matching filter: RunFilter, limit: Int? = nil) throws -> [Run] {
        let (condition, values) = filter.condition
        return try database.namedRows(
            "SELECT \(Self.runColumns) FROM runs WHERE \(condition) ORDER BY start_utc DESC, id DESC LIMIT ?",
            values + [.integer(Int64(limit ?? -1))]
        ).map(Self.run(from:))
    }

    /// The splits of a run, in order.
    public func splits(runID: Int64) throws -> [Split] {
        try database.namedRows(
            "SELECT \(SplitColumn.sqlList()) FROM splits WHERE run_id = ? ORDER BY split_index", [.integer(runID)]
        ).map(SplitColumn.split(from:))
    }

    /// Builds a `Run` from a row holding the columns of `runs` (`RunColumn`), read by name.
    ///
    /// A stored status that is not a known reason reads as `no_time`; a stored pace is
    /// passed through as it is (readers judge it again before using it).
    public static func run(from row: SQLiteRow) -> Run {
        var run = Run(
            id: row[RunColumn.id].int64Value, startUTC: row[RunColumn.startUTC].int64Value ?? 0,
            utcOffset: Int(row[RunColumn.utcOffset].int64Value ?? 0), sport: row[RunColumn.sport].stringValue ?? "running",
            name: row[RunColumn.name].stringValue, distance: row[RunColumn.distance].doubleValue,
            elapsed: row[RunColumn.elapsed].doubleValue, moving: row[RunColumn.moving].doubleValue,
            pace: Pace(
                secondsPerKm: row[RunColumn.pace].doubleValue,
                status: PaceStatus(rawValue: row[RunColumn.paceStatus].stringValue ?? "") ?? .noTime),
            averageHeartRate: row[RunColumn.averageHeartRate].doubleValue,
            maxHeartRate: row[RunColumn.maxHeartRate].doubleValue,
            averageCadence: row[RunColumn.averageCadence].doubleValue,
            elevationGain: row[RunColumn.elevationGain].doubleValue, source: row[RunColumn.source].stringValue ?? "")
        run.description = row[RunColumn.description].stringValue
        run.gear = row[RunColumn.gear].stringValue
        run.commute = row[RunColumn.commute].int64Value.map { $0 != 0 }
        return run
    }
}
