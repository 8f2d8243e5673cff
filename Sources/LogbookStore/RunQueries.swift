import LogbookAnalysis
import LogbookModel
import LogbookSQLite

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
        var result: [Run] = []
        for id in ids {
            try statement.bind([.integer(id)])
            if try statement.step() {
                result.append(Self.run { statement.column(Int32($0)) })
            }
            statement.reset()
        }
        return result
    }

    /// The run with this id, or nil.
    public func run(id: Int64) throws -> Run? {
        try runs(ids: [id]).first
    }

    /// The live run with this id; throws `RunLookupError` when it is quarantined or unknown.
    public func liveRun(id: Int64) throws -> Run {
        if let run = try run(id: id) { return run }
        throw try RunLookupError.missing(id, in: database)
    }

    /// The runs that `filter` keeps, newest start first (ties: highest id first), at most
    /// `limit` of them when given.
    ///
    /// Only `columns` are read (default: all); the others keep what `Run` starts with (no
    /// name, unknown numbers, no edits). `list`'s table reads the dozen it shows and
    /// judges: each text column read is a string made per row.
    public func runs(matching filter: RunFilter, limit: Int? = nil, columns: [RunColumn] = RunColumn.ordered) throws -> [Run] {
        var runs: [Run] = []
        try forEachRun(matching: filter, limit: limit, columns: columns) { runs.append($0) }
        return runs
    }

    /// Hands `body` the runs that `filter` keeps one at a time, in the order of
    /// `runs(matching:limit:columns:)`, without holding them: `list` prints thousands.
    /// Each run is `body`'s to change in place.
    public func forEachRun(
        matching filter: RunFilter, limit: Int? = nil, columns: [RunColumn] = RunColumn.ordered, _ body: (inout Run) throws -> Void
    ) throws {
        let (condition, values) = filter.condition
        let list = columns == RunColumn.ordered ? Self.runColumns : RunColumn.sqlList(columns)
        // Read by position straight from the statement.
        let statement = try database.prepare(
            "SELECT \(list) FROM runs WHERE \(condition) ORDER BY start_utc DESC, id DESC LIMIT ?")
        try statement.bind(values + [.integer(Int64(limit ?? -1))])
        defer { statement.reset() }
        while try statement.step() {
            var run = Self.run(columns: columns) { statement.column(Int32($0)) }
            try body(&run)
        }
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

    /// The live runs of `filter` that every report leaves out because they cannot be true
    /// (`RunColumn.leftOutSQL`), by id, each with its doubt: what `stats`, `records`,
    /// `load`, `predict` and the report say they left out, and what `clean` lists.
    public func leftOutRuns(matching filter: RunFilter = RunFilter()) throws -> [LeftOutRun] {
        let (condition, values) = filter.condition
        return try database.namedRows(
            """
            SELECT id, start_utc, utc_offset_s, sport, doubt FROM runs
            WHERE (\(condition)) AND \(RunColumn.leftOutSQL(alias: nil)) ORDER BY id
            """, values
        ).compactMap { row in
            guard let id = row[RunColumn.id].int64Value, let doubt = row[RunColumn.doubt].stringValue else { return nil }
            return LeftOutRun(
                id: id, startUTC: row[RunColumn.startUTC].int64Value ?? 0, utcOffset: Int(clamping: row[RunColumn.utcOffset].int64Value ?? 0),
                sport: row[RunColumn.sport].stringValue ?? Sport.fallback, doubt: RunDoubt(stored: doubt))
        }
    }

    /// Every run in `runs` (not the quarantined ones), by id, with its totals exactly as stored.
    ///
    /// `readingSamplePresence` false leaves `richness.hasSamples` false for every run, for
    /// a caller that reads each run's samples anyway (one lookup in the chunks per run).
    public func storedTotals(readingSamplePresence: Bool = true) throws -> [StoredRunTotals] {
        let presence = readingSamplePresence ? SampleChunkTable(database: database).hasChunkSQL(runKey: "runs.id") : "0"
        return try database.namedRows(
            """
            SELECT id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                   avg_hr, max_hr, device_distance_m, gps_distance_m, distance_source, doubt, believed,
                   avg_hr IS NOT NULL AS has_hr, \(presence) AS has_samples
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
            totals.doubt = row[RunColumn.doubt].stringValue.map(RunDoubt.init(stored:))
            totals.believed = row[RunColumn.believed].int64Value == 1
            return totals
        }
    }

    /// The samples of a run, in order, every column read.
    public func samples(runID: Int64) throws -> [StoredSample] {
        var samples: [StoredSample] = []
        try SampleChunkTable(database: database).forEachChunk(runID: runID) { entries in
            samples.append(contentsOf: entries.lazy.map(\.sample))
            return true
        }
        return samples
    }

    /// For each run of `runIDs` that has samples, calls `body` with its id, its first
    /// sample and `next`, which gives the run's samples from the newest back, each with its
    /// position counted from the first (`nil` after the first), so a caller reads only as
    /// far as it needs: the first chunk, then chunks from the last back, one decoded at a time.
    public func forEachRunFromItsEnd(
        _ runIDs: [Int64],
        _ body: (_ runID: Int64, _ first: StoredSample, _ next: () throws -> (sample: StoredSample, index: Int)?) throws -> Void
    ) throws {
        let chunks = SampleChunkTable(database: database)
        for runID in runIDs {
            var firstEntry: SequencedSample?
            try chunks.forEachChunk(runID: runID) { entries in
                firstEntry = entries.first
                return false
            }
            guard let first = firstEntry else { continue }
            let older = try chunks.chunksFromEnd(runID: runID)
            var pending: [SequencedSample] = []
            try body(runID, first.sample) {
                if pending.isEmpty {
                    guard let chunk = try older() else { return nil }
                    pending = chunk
                }
                guard let next = pending.popLast() else { return nil }
                // Positions counted from the first sample (logbook numbers samples 0, 1, 2, ...).
                let index = Int(clamping: next.seq.subtractingReportingOverflow(first.seq).partialValue)
                return (next.sample, max(index, 0))
            }
        }
    }

    /// Builds a `Run` from a row holding the columns of `runs` (`RunColumn`), read by name.
    ///
    /// A stored status that is not a known reason reads as `no_time`; a stored pace is
    /// passed through as it is (readers judge it again before using it).
    public static func run(from row: SQLiteRow) -> Run {
        run(declaredOrder: RunColumn.ordered.map { row[$0] })
    }

    /// Builds a `Run` from the values of one row of `SELECT \(runColumns)`: every column
    /// of `runs`, in `RunColumn.ordered` order, read by position (`list` builds thousands
    /// of runs; a lookup by name hashes the name). A missing value reads as NULL.
    static func run(declaredOrder values: [SQLiteValue]) -> Run {
        run { $0 < values.count ? values[$0] : .null }
    }

    /// Builds a `Run` from `read(position)`, the value of each of `columns` (default: those
    /// of `runColumns`) by its position.
    private static func run(columns: [RunColumn] = RunColumn.ordered, _ read: (Int) -> SQLiteValue) -> Run {
        var run = Run(
            startUTC: 0, utcOffset: 0, sport: "running", name: nil, distance: nil, elapsed: nil, moving: nil,
            pace: Pace(secondsPerKm: nil, status: .noTime), averageHeartRate: nil, maxHeartRate: nil,
            averageCadence: nil, elevationGain: nil, source: "")
        for (position, column) in columns.enumerated() {
            let value = read(position)
            switch column {
            case .id: run.id = value.int64Value
            case .startUTC: run.startUTC = value.int64Value ?? 0
            case .utcOffset: run.utcOffset = Int(value.int64Value ?? 0)
            case .sport: run.sport = value.stringValue ?? "running"
            case .name: run.name = value.stringValue
            case .distance: run.distance = value.doubleValue
            case .elapsed: run.elapsed = value.doubleValue
            case .moving: run.moving = value.doubleValue
            case .pace: run.pace.secondsPerKm = value.doubleValue
            case .paceStatus: run.pace.status = PaceStatus(rawValue: value.stringValue ?? "") ?? .noTime
            case .averageHeartRate: run.averageHeartRate = value.doubleValue
            case .maxHeartRate: run.maxHeartRate = value.doubleValue
            case .averageCadence: run.averageCadence = value.doubleValue
            case .elevationGain: run.elevationGain = value.doubleValue
            case .source: run.source = value.stringValue ?? ""
            case .description: run.description = value.stringValue
            case .gear: run.gear = value.stringValue
            case .commute: run.commute = value.int64Value.map { $0 != 0 }
            case .deviceDistance: run.device.distance = value.doubleValue
            case .deviceTimer: run.device.timer = value.doubleValue
            case .deviceElapsed: run.device.elapsed = value.doubleValue
            case .gpsDistance: run.gpsDistance = value.doubleValue
            // An unknown stored word reads as unknown (`nil`), like a run stored before 0007.
            case .distanceSource: run.distanceSource = value.stringValue.flatMap(DistanceSource.init(rawValue:))
            case .sportSource: run.sportSource = value.stringValue.flatMap(SportSource.init(rawValue:))
            case .subSport: run.subSport = value.stringValue
            case .offsetStated: run.offsetIsStated = value.int64Value.map { $0 != 0 }
            case .editedFields: run.editedFields = EditableField.fields(stored: value.stringValue)
            case .offsetSource: run.offsetSource = value.stringValue.flatMap(UTCOffsetSource.init(rawValue:))
            case .timeZone: run.timeZone = value.stringValue
            case .gearID: run.gearID = value.int64Value
            case .gearAssignment: run.gearAssignment = value.stringValue.flatMap(GearAssignment.init(rawValue:))
            case .recoveredAtByte: run.recoveredAtByte = value.int64Value
            case .gpsMoving: run.gpsMoving = value.doubleValue
            case .movingSource: run.movingSource = value.stringValue.flatMap(MovingSource.init(rawValue:))
            case .doubt: run.doubt = value.stringValue.map(RunDoubt.init(stored:))
            case .believed: run.believed = value.int64Value == 1
            case .rulings: run.rulings = RunRulings(stored: value.stringValue)
            case .importedAt, .fileID: break
            }
        }
        return run
    }
}
