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

    /// How many of the runs `filter` keeps have a sport inferred from the speed profile
    /// (`sport_source = 'inferred'`): `stats` says how many it counted.
    public func inferredSportCount(matching filter: RunFilter) throws -> Int {
        let (condition, values) = filter.condition
        let count = try database.scalar(
            "SELECT count(*) FROM runs WHERE (\(condition)) AND \(RunColumn.sportSource.rawValue) = ?",
            values + [.text(SportSource.inferred.rawValue)])
        return Int(count.int64Value ?? 0)
    }

    /// The splits of a run, in order.
    public func splits(runID: Int64) throws -> [Split] {
        try database.namedRows(
            "SELECT \(SplitColumn.sqlList()) FROM splits WHERE run_id = ? ORDER BY split_index", [.integer(runID)]
        ).map(SplitColumn.split(from:))
    }

    /// Every run in `runs` (not the quarantined ones), by id, with its totals exactly as stored.
    public func storedTotals() throws -> [StoredRunTotals] {
        try database.namedRows(
            """
            SELECT id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                   avg_hr, max_hr, device_distance_m, gps_distance_m, distance_source, avg_hr IS NOT NULL AS has_hr, EXISTS (SELECT 1 FROM samples WHERE samples.run_id = runs.id) AS has_samples
            FROM runs ORDER BY id
            """
        ).map { row in
            var totals = StoredRunTotals(
                id: row[RunColumn.id].int64Value ?? 0, startUTC: row[RunColumn.startUTC].int64Value ?? 0,
                utcOffset: Int(row[RunColumn.utcOffset].int64Value ?? 0), sport: row[RunColumn.sport].stringValue ?? Sport.fallback,
                distance: StoredNumber(row[RunColumn.distance]), elapsed: StoredNumber(row[RunColumn.elapsed]),
                moving: StoredNumber(row[RunColumn.moving]), pace: StoredNumber(row[RunColumn.pace]),
                richness: RunRichness(hasSamples: row["has_samples"].int64Value == 1, hasHeartRate: row["has_hr"].int64Value == 1),
                paceStatus: row[RunColumn.paceStatus].stringValue ?? "",
                averageHeartRate: StoredNumber(row[RunColumn.averageHeartRate]), maxHeartRate: StoredNumber(row[RunColumn.maxHeartRate]))
            totals.deviceDistance = StoredNumber(row[RunColumn.deviceDistance])
            totals.gpsDistance = StoredNumber(row[RunColumn.gpsDistance])
            totals.distanceSource = row[RunColumn.distanceSource].stringValue.flatMap(DistanceSource.init(rawValue:))
            return totals
        }
    }

    /// The samples of a run, in order, every column read.
    public func samples(runID: Int64) throws -> [StoredSample] {
        try database.namedRows(
            "SELECT \(SampleColumn.sqlList()) FROM samples WHERE run_id = ? ORDER BY seq", [.integer(runID)]
        ).map(StoredSample.init(row:))
    }

    /// For each run of `runIDs` that has samples, calls `body` with its id, its first
    /// sample and `next`, which gives the run's samples from the newest back, each with its
    /// position counted from the first (`nil` after the first), so a caller reads only as
    /// far as it needs. Only `offset_ms`, `distance_dm` and `hr` are read.
    public func forEachRunFromItsEnd(
        _ runIDs: [Int64],
        _ body: (_ runID: Int64, _ first: StoredSample, _ next: () throws -> (sample: StoredSample, index: Int)?) throws -> Void
    ) throws {
        let firstSample = try database.prepare(
            "SELECT seq, offset_ms, distance_dm, hr FROM samples WHERE run_id = ? ORDER BY seq LIMIT 1")
        let newestFirst = try database.prepare(
            "SELECT seq, offset_ms, distance_dm, hr FROM samples WHERE run_id = ? ORDER BY seq DESC")
        defer {
            firstSample.reset()
            newestFirst.reset()
        }
        func sample(_ statement: Statement) -> (seq: Int64, sample: StoredSample) {
            (statement.column(0).int64Value ?? 0,
             StoredSample(
                offsetMs: statement.column(1).int64Value ?? 0, hr: statement.column(3).int64Value,
                distanceDm: statement.column(2).int64Value))
        }
        for runID in runIDs {
            try firstSample.bind([.integer(runID)])
            guard try firstSample.step() else {
                firstSample.reset()
                continue
            }
            let first = sample(firstSample)
            firstSample.reset()
            try newestFirst.bind([.integer(runID)])
            try body(runID, first.sample) {
                guard try newestFirst.step() else { return nil }
                let next = sample(newestFirst)
                // Positions counted from the first sample (logbook numbers samples 0, 1, 2, ...).
                let index = Int(clamping: next.seq.subtractingReportingOverflow(first.seq).partialValue)
                return (next.sample, max(index, 0))
            }
            newestFirst.reset()
        }
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
        run.device = DeviceTotals(
            distance: row[RunColumn.deviceDistance].doubleValue, timer: row[RunColumn.deviceTimer].doubleValue,
            elapsed: row[RunColumn.deviceElapsed].doubleValue)
        run.gpsDistance = row[RunColumn.gpsDistance].doubleValue
        // An unknown stored word reads as unknown (`nil`), like a run stored before 0007.
        run.distanceSource = row[RunColumn.distanceSource].stringValue.flatMap(DistanceSource.init(rawValue:))
        run.sportSource = row[RunColumn.sportSource].stringValue.flatMap(SportSource.init(rawValue:))
        return run
    }
}
