import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// Reads and writes `run_heart_rates`, one `HeartRateSummary` per run (migration 0016).
public struct HeartRateSummaryTable {
    /// The table.
    public static let table = HeartRateSummaryColumn.table
    /// The bytes each bpm with time takes in `seconds_by_bpm`.
    static let bytesPerBPM = 9
    /// The columns a `HeartRateSummary` is read from (`summary(from:)`): all but the run and
    /// the peak, which is derived from them (and missing before migration 0028).
    static let summaryColumns: [HeartRateSummaryColumn] = [.span, .secondsByBPM, .outOfRange, .steepStep, .constantReading]

    /// The logbook written to.
    public let database: Database
    /// Whether the table has the sustained peak's column (from migration 0028 on): the
    /// follow-up step of 0016 writes summaries into the table as 0016 made it.
    let storesPeaks: Bool

    /// A table in `database`.
    public init(database: Database) {
        self.init(database: database, storesPeaks: true)
    }

    /// A table in `database` that has the sustained peak's column when `storesPeaks`.
    init(database: Database, storesPeaks: Bool) {
        self.database = database
        self.storesPeaks = storesPeaks
    }

    /// Stores `summary` as run `runID`'s, replacing any it had.
    public func store(_ summary: HeartRateSummary, runID: Int64) throws {
        guard storesPeaks else {
            let columns = HeartRateSummaryColumn.allCases.filter { $0 != .sustainedPeak }
            try database.execute(
                "INSERT OR REPLACE INTO \(Self.table) (\(HeartRateSummaryColumn.sqlList(columns))) VALUES (?, ?, ?, ?, ?, ?)",
                columns.map { $0.value(of: summary, runID: runID) })
            return
        }
        try HeartRateSummaryColumn.insert(CollectionOfOne(summary), runID: runID, verb: "INSERT OR REPLACE", in: database)
    }

    /// Deletes run `runID`'s summary, if any.
    public func delete(runID: Int64) throws {
        try database.execute("DELETE FROM \(Self.table) WHERE run_id = ?", [.integer(runID)])
    }

    /// Run `runID`'s stored summary, or nil when it has none.
    public func summary(runID: Int64) throws -> HeartRateSummary? {
        let rows = try database.namedRows(
            "SELECT \(HeartRateSummaryColumn.sqlList(Self.summaryColumns)) FROM \(Self.table) WHERE run_id = ?",
            [.integer(runID)])
        return rows.first.map(Self.summary(from:))
    }

    /// Computes run `runID`'s summary from its stored samples, read one at a time, and stores it.
    @discardableResult
    public func recompute(runID: Int64) throws -> HeartRateSummary {
        let summary = try computed(runID: runID)
        try store(summary, runID: runID)
        return summary
    }

    /// Run `runID`'s summary computed from its stored samples, one chunk at a time (for a
    /// run without a stored one; nothing is written).
    public func computed(runID: Int64) throws -> HeartRateSummary {
        var builder = HeartRateSummaryBuilder()
        try SampleChunkTable(database: database).forEachChunk(runID: runID) { entries in
            for entry in entries { builder.add(Self.point(entry.sample)) }
            return true
        }
        return builder.finish()
    }

    /// Computes and stores the summary of every live and quarantined run (the step after
    /// migration 0016, on the samples as they are stored then): one pass over each place's
    /// samples in run order, then an empty summary for each run without samples; returns the
    /// runs walked.
    @discardableResult
    public func fillAll() throws -> Int {
        var walked = 0
        for (runs, place) in [("runs", SamplePlace.live), ("quarantined_runs", .quarantine)] {
            var current: (id: Int64, builder: HeartRateSummaryBuilder)?
            var summarised = Set<Int64>()
            func storeCurrent() throws {
                guard var done = current else { return }
                try store(done.builder.finish(), runID: done.id)
                summarised.insert(done.id)
            }
            try SampleChunkTable.detectingLayout(in: database, place: place).forEachRunChunk { runID, entries in
                if current?.id != runID {
                    try storeCurrent()
                    current = (runID, HeartRateSummaryBuilder())
                }
                for entry in entries { current?.builder.add(Self.point(entry.sample)) }
            }
            try storeCurrent()
            for row in try database.rows("SELECT id FROM \(runs) ORDER BY id") {
                guard let id = row.first?.int64Value else { continue }
                walked += 1
                guard !summarised.contains(id) else { continue }
                var empty = HeartRateSummaryBuilder()
                try store(empty.finish(), runID: id)
            }
        }
        return walked
    }

    /// The point of stored sample `sample`: its time, heart rate, distance and segment.
    private static func point(_ sample: StoredSample) -> HeartRatePoint {
        HeartRatePoint(
            offset: Double(sample.offsetMs) / 1000, bpm: sample.hr.map(Double.init),
            distance: sample.distanceDm.map { Double($0) / 10 }, segment: sample.segment)
    }

    /// The summary stored in `row` (span_s, seconds_by_bpm and the three counts, by name).
    static func summary(from row: SQLiteRow) -> HeartRateSummary {
        var summary = HeartRateSummary(span: row[HeartRateSummaryColumn.span].doubleValue ?? 0)
        if case .blob(let bytes) = row[HeartRateSummaryColumn.secondsByBPM] {
            var index = 0
            while index + bytesPerBPM <= bytes.count {
                var bits: UInt64 = 0
                for byte in 0..<8 { bits |= UInt64(bytes[index + 1 + byte]) << (8 * UInt64(byte)) }
                summary.add(WeightedReading(bpm: Double(bytes[index]), seconds: Double(bitPattern: bits)))
                index += bytesPerBPM
            }
        }
        for reason in HeartRateExclusion.allCases {
            if let count = row[HeartRateSummaryColumn.count(of: reason)].int64Value, count > 0 { summary.excluded[reason] = Int(clamping: count) }
        }
        return summary
    }

    /// The bytes of `seconds_by_bpm` for `summary`.
    static func encode(_ summary: HeartRateSummary) -> [UInt8] {
        var bytes: [UInt8] = []
        for (bpm, seconds) in summary.secondsByBPM.enumerated() where seconds > 0 && bpm <= Int(UInt8.max) {
            bytes.append(UInt8(bpm))
            let bits = seconds.bitPattern
            for byte in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(byte)))) }
        }
        return bytes
    }

    /// The live runs whose start lies in `starts` (all when nil), but `excluding` and the
    /// runs that cannot be true (`RunColumn.leftOutSQL`), in start order, each with its
    /// stored summary (computed from its samples when it has none): what `load` and `show`
    /// compute loads from, read in one query.
    public func runs(starting starts: ClosedRange<Int64>? = nil, excluding: Int64? = nil) throws -> [RunHeartRate] {
        let (conditions, values) = Self.liveRuns(starting: starts, excluding: excluding)
        let summaryColumns = Self.summaryColumns.map { "h.\($0.rawValue)" }.joined(separator: ", ")
        let rows = try database.namedRows(
            """
            SELECT r.\(RunColumn.id.rawValue) AS id, r.\(RunColumn.startUTC.rawValue) AS start_utc,
                   r.\(RunColumn.utcOffset.rawValue) AS utc_offset, r.\(RunColumn.distance.rawValue) AS distance,
                   r.\(RunColumn.moving.rawValue) AS moving, h.run_id AS summarised, \(summaryColumns)
            FROM \(RunColumn.table) r LEFT JOIN \(Self.table) h ON h.run_id = r.\(RunColumn.id.rawValue)
            WHERE \(conditions)
            ORDER BY r.\(RunColumn.startUTC.rawValue), r.\(RunColumn.id.rawValue)
            """, values)
        var runs: [RunHeartRate] = []
        for row in rows {
            guard let id = row["id"].int64Value, let start = row["start_utc"].int64Value else { continue }
            let summary = row["summarised"].int64Value == nil ? try computed(runID: id) : Self.summary(from: row)
            runs.append(
                RunHeartRate(
                    runID: id, startUTC: start, utcOffset: Int(clamping: row["utc_offset"].int64Value ?? 0), summary: summary,
                    distance: row["distance"].doubleValue, movingSeconds: row["moving"].doubleValue))
        }
        return runs
    }

    /// The sustained peaks of the runs `runs(starting: starts, excluding: excluding)` gives,
    /// each with its run's local date (a run without a peak gives none): what the estimate
    /// of a run's maximum heart rate needs of the others, read from the stored column
    /// (0028), one small integer per run, without decoding their summaries (a run without a
    /// stored summary has its peak found in its samples).
    public func peaks(starting starts: ClosedRange<Int64>, excluding: Int64?) throws -> [(date: LocalDate, bpm: Double)] {
        let (conditions, values) = Self.liveRuns(starting: starts, excluding: excluding)
        let rows = try database.rows(
            """
            SELECT r.\(RunColumn.id.rawValue), r.\(RunColumn.startUTC.rawValue), r.\(RunColumn.utcOffset.rawValue), h.run_id,
                   h.\(HeartRateSummaryColumn.sustainedPeak.rawValue)
            FROM \(RunColumn.table) r LEFT JOIN \(Self.table) h ON h.run_id = r.\(RunColumn.id.rawValue)
            WHERE \(conditions)
            """, values)
        var peaks: [(date: LocalDate, bpm: Double)] = []
        peaks.reserveCapacity(rows.count)
        for row in rows where row.count == 5 {
            guard let id = row[0].int64Value, let start = row[1].int64Value else { continue }
            let peak: Double?
            if row[3].int64Value == nil {
                peak = MaxHeartRateEstimate.sustainedPeak(try computed(runID: id).readings)
            } else {
                peak = row[4].int64Value.map(Double.init)
            }
            guard let peak else { continue }
            peaks.append((date: LocalDate(utc: start, offset: Int(clamping: row[2].int64Value ?? 0)), bpm: peak))
        }
        return peaks
    }

    /// The WHERE condition (over `runs r`) and its values of the live runs that may be true
    /// whose start lies in `starts` (all when nil), but `excluding`.
    private static func liveRuns(starting starts: ClosedRange<Int64>?, excluding: Int64?) -> (String, [SQLiteValue]) {
        var conditions = "NOT \(RunColumn.leftOutSQL(alias: "r"))"
        var values: [SQLiteValue] = []
        if let starts {
            conditions += " AND r.\(RunColumn.startUTC.rawValue) BETWEEN ? AND ?"
            values += [.integer(starts.lowerBound), .integer(starts.upperBound)]
        }
        if let excluding {
            conditions += " AND r.\(RunColumn.id.rawValue) <> ?"
            values.append(.integer(excluding))
        }
        return (conditions, values)
    }
}
