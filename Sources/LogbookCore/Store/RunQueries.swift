/// Reads runs and splits back from the database as model values.
public struct RunQueries {
    /// The connection.
    public let database: Database

    /// Creates a query helper.
    public init(database: Database) {
        self.database = database
    }

    /// The columns read for a `Run`, in the order `run(from:)` expects.
    public static let runColumns = """
        id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
        avg_hr, max_hr, avg_cadence, elevation_gain_m, source
        """

    /// The runs with these ids, in the order given (unknown ids are left out).
    public func runs(ids: [Int64]) throws -> [Run] {
        let statement = try database.prepare("SELECT \(Self.runColumns) FROM runs WHERE id = ?")
        var result: [Run] = []
        for id in ids {
            try statement.bind([.integer(id)])
            if try statement.step() {
                result.append(Self.run(from: (0..<statement.columnCount).map { statement.column(Int32($0)) }))
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
        return try database.rows(
            "SELECT \(Self.runColumns) FROM runs WHERE \(condition) ORDER BY start_utc DESC, id DESC LIMIT ?",
            values + [.integer(Int64(limit ?? -1))]
        ).map(Self.run(from:))
    }

    /// The splits of a run, in order.
    public func splits(runID: Int64) throws -> [Split] {
        try database.rows(
            """
            SELECT split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, avg_hr, avg_cadence, elevation_gain_m
            FROM splits WHERE run_id = ? ORDER BY split_index
            """, [.integer(runID)]
        ).map { row in
            Split(
                index: Int(row[0].int64Value ?? 0), distance: row[1].doubleValue ?? 0, elapsed: row[2].doubleValue ?? 0,
                moving: row[3].doubleValue ?? 0,
                pace: Pace(secondsPerKm: row[4].doubleValue, status: PaceStatus(rawValue: row[5].stringValue ?? "") ?? .noTime),
                averageHeartRate: row[6].doubleValue, averageCadence: row[7].doubleValue, elevationGain: row[8].doubleValue)
        }
    }

    /// Builds a `Run` from a row of `runColumns`.
    ///
    /// A stored status that is not a known reason reads as `no_time`; a stored pace is
    /// passed through as it is (readers judge it again before using it).
    public static func run(from row: [SQLiteValue]) -> Run {
        Run(
            id: row[0].int64Value, startUTC: row[1].int64Value ?? 0, utcOffset: Int(row[2].int64Value ?? 0),
            sport: row[3].stringValue ?? "running", name: row[4].stringValue, distance: row[5].doubleValue,
            elapsed: row[6].doubleValue, moving: row[7].doubleValue,
            pace: Pace(secondsPerKm: row[8].doubleValue, status: PaceStatus(rawValue: row[9].stringValue ?? "") ?? .noTime),
            averageHeartRate: row[10].doubleValue, maxHeartRate: row[11].doubleValue, averageCadence: row[12].doubleValue,
            elevationGain: row[13].doubleValue, source: row[14].stringValue ?? "")
    }
}
