import Foundation

/// Writes runs, their splits and samples, and finds duplicates, over one connection.
///
/// Knows nothing of file formats: it stores `BuiltRun`s. Callers wrap writes in a
/// transaction (`Database.inTransaction`), one per imported file.
public struct RunStore {
    /// The connection.
    public let database: Database

    /// Creates a store over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The id of the imported file with this content hash, if it was imported before,
    /// and the ids of the runs that hold its data (those in quarantine last).
    public func importedFile(sha256: String) throws -> (fileID: Int64, runIDs: [Int64])? {
        guard let fileID = try database.scalar("SELECT id FROM import_files WHERE content_sha256 = ?", [.text(sha256)]).int64Value
        else { return nil }
        let runIDs = try database.rows("SELECT id FROM runs WHERE file_id = ? ORDER BY id", [.integer(fileID)])
            .compactMap { $0.first?.int64Value }
        // Runs of the file that sit in quarantine still hold its data: they come after the others.
        let quarantinedIDs = try database.rows("SELECT id FROM quarantined_runs WHERE file_id = ? ORDER BY id", [.integer(fileID)])
            .compactMap { $0.first?.int64Value }
        return (fileID, runIDs + quarantinedIDs)
    }

    /// Records an imported file and returns its id.
    public func recordFile(sha256: String, name: String, format: String, importedAt: Int64) throws -> Int64 {
        try database.execute(
            "INSERT INTO import_files (content_sha256, name, format, imported_at) VALUES (?, ?, ?, ?)",
            [.text(sha256), .text(name), .text(format), .integer(importedAt)])
        return database.lastInsertedRowID
    }

    /// The stored run that is the same run as `run` (see `DuplicateRule`), if any;
    /// the closest start wins when several match.
    ///
    /// Runs in quarantine are looked at too, after the others: a run that `logbook clean`
    /// moved out (a broken copy, a duplicate) must not come back with the next import of
    /// the same folder. A quarantined match reports the richest possible richness, so that
    /// an importer never replaces it: a quarantined run comes back only through a restore.
    public func findDuplicate(of run: Run) throws -> StoredRunMatch? {
        if let live = try findDuplicate(of: run, in: "runs", samples: "samples") { return live }
        guard var quarantined = try findDuplicate(of: run, in: "quarantined_runs", samples: "quarantined_samples") else {
            return nil
        }
        quarantined.richness = RunRichness(hasSamples: true, hasHeartRate: true)
        quarantined.isQuarantined = true
        return quarantined
    }

    private func findDuplicate(of run: Run, in table: String, samples: String) throws -> StoredRunMatch? {
        let rows = try database.rows(
            """
            SELECT id, start_utc, distance_m, avg_hr IS NOT NULL,
                   EXISTS (SELECT 1 FROM \(samples) WHERE \(samples).run_id = \(table).id)
            FROM \(table)
            WHERE sport = ? AND start_utc BETWEEN ? AND ?
            ORDER BY abs(start_utc - ?), id
            """,
            [.text(run.sport), .integer(run.startUTC - DuplicateRule.startWindow),
             .integer(run.startUTC + DuplicateRule.startWindow), .integer(run.startUTC)])
        for row in rows {
            guard let id = row[0].int64Value, let start = row[1].int64Value else { continue }
            if DuplicateRule.isSameRun(
                sport: run.sport, start: run.startUTC, distance: run.distance,
                otherSport: run.sport, otherStart: start, otherDistance: row[2].doubleValue)
            {
                return StoredRunMatch(
                    id: id, richness: RunRichness(hasSamples: row[4].int64Value == 1, hasHeartRate: row[3].int64Value == 1))
            }
        }
        return nil
    }

    /// Inserts a run with its splits and samples and returns its id. Throws a `SpoolError`
    /// when its samples cannot be read back from their temporary file (call it inside a
    /// transaction, which then rolls back).
    ///
    /// The id is one more than the highest id in use, in `runs` or in quarantine, so that
    /// a quarantined run can always be restored under its own id.
    public func insert(_ built: BuiltRun, fileID: Int64?, importedAt: Int64) throws -> Int64 {
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                              pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m,
                              source, imported_at, file_id)
            VALUES (\(Self.nextRunID), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            Self.runValues(built.run) + [.integer(importedAt), fileID.sqliteValue])
        let id = database.lastInsertedRowID
        try insertDetails(of: built, runID: id)
        return id
    }

    /// Replaces a stored run's data with a richer copy, keeping its id.
    ///
    /// The original kept by an earlier `logbook trim` is dropped: the new copy replaces it too.
    public func replace(runID: Int64, with built: BuiltRun, fileID: Int64?, importedAt: Int64) throws {
        try database.execute("DELETE FROM trim_originals WHERE run_id = ?", [.integer(runID)])
        try database.execute("DELETE FROM splits WHERE run_id = ?", [.integer(runID)])
        try database.execute("DELETE FROM samples WHERE run_id = ?", [.integer(runID)])
        try database.execute(
            """
            UPDATE runs SET start_utc = ?, utc_offset_s = ?, sport = ?, name = ?, distance_m = ?, elapsed_s = ?,
                            moving_s = ?, pace_s_per_km = ?, pace_status = ?, avg_hr = ?, max_hr = ?,
                            avg_cadence = ?, elevation_gain_m = ?, source = ?, imported_at = ?, file_id = ?
            WHERE id = ?
            """,
            Self.runValues(built.run) + [.integer(importedAt), fileID.sqliteValue, .integer(runID)])
        try insertDetails(of: built, runID: runID)
    }

    /// Replaces what a stored run measures (distance, times, pace, heart rate, cadence,
    /// elevation, splits and samples) with `built`'s, keeping its start, offset, sport,
    /// name, source, import time and file: what `logbook trim` changes.
    public func replaceMeasurements(runID: Int64, with built: BuiltRun) throws {
        try database.execute("DELETE FROM splits WHERE run_id = ?", [.integer(runID)])
        try database.execute("DELETE FROM samples WHERE run_id = ?", [.integer(runID)])
        let run = built.run
        try database.execute(
            """
            UPDATE runs SET distance_m = ?, elapsed_s = ?, moving_s = ?, pace_s_per_km = ?, pace_status = ?,
                            avg_hr = ?, max_hr = ?, avg_cadence = ?, elevation_gain_m = ?
            WHERE id = ?
            """,
            [
                Self.finite(run.distance), Self.finite(run.elapsed), Self.finite(run.moving),
                Self.finite(run.pace.secondsPerKm), .text(run.pace.status.rawValue), Self.finite(run.averageHeartRate),
                Self.finite(run.maxHeartRate), Self.finite(run.averageCadence), Self.finite(run.elevationGain),
                .integer(runID),
            ])
        try insertDetails(of: built, runID: runID)
    }

    /// The SQL expression of the next run id: above every id in `runs` and in quarantine.
    static let nextRunID = """
        (SELECT max(coalesce((SELECT max(id) FROM runs), 0), coalesce((SELECT max(id) FROM quarantined_runs), 0)) + 1)
        """

    private func insertDetails(of built: BuiltRun, runID: Int64) throws {
        let split = try database.prepare(
            """
            INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                                avg_hr, avg_cadence, elevation_gain_m)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for item in built.splits {
            try split.execute([
                .integer(runID), .integer(Int64(item.index)), .real(item.distance), .real(item.elapsed), .real(item.moving),
                item.pace.secondsPerKm.sqliteValue, .text(item.pace.status.rawValue),
                item.averageHeartRate.sqliteValue, item.averageCadence.sqliteValue, item.elevationGain.sqliteValue,
            ])
        }
        // Samples go in `sampleBatch` rows per statement: one step, one set of cursors and
        // one reset for 32 rows instead of one each per row (the leftover rows go one by one).
        // They are read in chunks from wherever the builder left them (memory or a
        // temporary file), so a long run is never all in memory. A temporary file that
        // fails to read back gives fewer samples and sets `sampleList.failure`: that
        // throws below, so the caller's transaction rolls back.
        let columns = "(run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)"
        let placeholders = "(?, ?, ?, ?, ?, ?, ?, ?, ?)"
        let total = built.sampleList.count
        var seq = 0
        let batch = total >= Self.sampleBatch
            ? try database.prepare(
                "INSERT INTO samples \(columns) VALUES "
                    + Array(repeating: placeholders, count: Self.sampleBatch).joined(separator: ", "))
            : nil
        let single = total % Self.sampleBatch != 0
            ? try database.prepare("INSERT INTO samples \(columns) VALUES \(placeholders)")
            : nil
        var pending: [Sample] = []
        pending.reserveCapacity(Self.sampleBatch)
        try built.sampleList.forEachChunk { chunk in
            for sample in chunk {
                pending.append(sample)
                guard pending.count == Self.sampleBatch, let batch else { continue }
                batch.reset()
                for row in 0..<Self.sampleBatch {
                    Self.bind(pending[row], seq: seq + row, runID: runID, to: batch, from: Int32(row * 9 + 1))
                }
                try batch.step()
                seq += Self.sampleBatch
                pending.removeAll(keepingCapacity: true)
            }
        }
        batch?.reset()
        if let single {
            for sample in pending {
                single.reset()
                Self.bind(sample, seq: seq, runID: runID, to: single, from: 1)
                try single.step()
                seq += 1
            }
            single.reset()
        }
        if let failure = built.sampleList.failure { throw SpoolError(reason: failure) }
    }

    /// Samples per multi-row INSERT (9 parameters each, far below SQLite's limit).
    static let sampleBatch = 32

    /// Binds one sample's nine columns at parameters `first`...`first + 8`.
    private static func bind(_ item: Sample, seq: Int, runID: Int64, to statement: Statement, from first: Int32) {
        statement.bindInt(runID, at: first)
        statement.bindInt(Int64(seq), at: first + 1)
        bindScaled(statement, item.offset, scale: 1000, at: first + 2)
        bindScaled(statement, item.point.lat, scale: 1e7, at: first + 3)
        bindScaled(statement, item.point.lon, scale: 1e7, at: first + 4)
        bindScaled(statement, item.point.ele, scale: 10, at: first + 5)
        bindScaled(statement, within(Double(item.point.hr), 1...400), scale: 1, at: first + 6)
        bindScaled(statement, within(Double(item.point.cadence), 0...1000), scale: 1, at: first + 7)
        bindScaled(statement, item.distance, scale: 10, at: first + 8)
    }

    /// Binds `value × scale` rounded to an integer, or NULL when the value is missing or absurd.
    private static func bindScaled(_ statement: Statement, _ value: Double, scale: Double, at index: Int32) {
        let scaled = (value * scale).rounded()
        if scaled.isFinite && abs(scaled) < 9e15 {
            statement.bindInt(Int64(scaled), at: index)
        } else {
            statement.bindNull(at: index)
        }
    }

    /// The value when it lies in `range`, else `.nan` (no value).
    private static func within(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        range.contains(value) ? value : .nan
    }

    private static func runValues(_ run: Run) -> [SQLiteValue] {
        [
            .integer(run.startUTC), .integer(Int64(run.utcOffset)), .text(run.sport), run.name.sqliteValue,
            finite(run.distance), finite(run.elapsed), finite(run.moving), finite(run.pace.secondsPerKm),
            .text(run.pace.status.rawValue), finite(run.averageHeartRate), finite(run.maxHeartRate),
            finite(run.averageCadence), finite(run.elevationGain), .text(run.source),
        ]
    }

    /// A finite number, else NULL: a last line of defence behind the CHECK constraints.
    private static func finite(_ value: Double?) -> SQLiteValue {
        guard let value, value.isFinite else { return .null }
        return .real(value)
    }
}
