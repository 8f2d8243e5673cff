import Foundation
import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookSupport

/// Writes runs, their splits and samples, and finds duplicates, over one connection.
///
/// Knows nothing of file formats and derives nothing: it stores `AnalyzedRun`s. Callers wrap writes in a
/// transaction (`Database.inTransaction`), one per imported file.
public struct RunStore {
    /// The connection.
    public let database: Database
    /// The pace thresholds its writers analyse runs with (`RunAnalysis.analyze`) before saving them.
    public var thresholds: PaceThresholds

    /// Creates a store over an open, migrated connection.
    public init(database: Database, thresholds: PaceThresholds = .standard) {
        self.database = database
        self.thresholds = thresholds
    }

    /// The content hash of every completely imported file (for `KnownHashes`).
    public func completeFileHashes() throws -> [String] {
        try database.rows(
            "SELECT \(ImportFileColumn.contentSHA256.rawValue) FROM \(ImportFileColumn.table) WHERE \(ImportFileColumn.complete.rawValue) = 1"
        ).compactMap { $0.first?.stringValue }
    }

    /// The id of the imported file with this content hash, if it was imported before (every
    /// run of it stored), and the ids of the runs that hold its data (those in quarantine last).
    public func importedFile(sha256: String) throws -> (fileID: Int64, runIDs: [Int64])? {
        guard let fileID = try database.scalar(
            "SELECT id FROM import_files WHERE content_sha256 = ? AND complete = 1", [.text(sha256)]).int64Value
        else { return nil }
        let runIDs = try database.rows("SELECT id FROM runs WHERE file_id = ? ORDER BY id", [.integer(fileID)])
            .compactMap { $0.first?.int64Value }
        // Runs of the file that sit in quarantine still hold its data: they come after the others.
        let quarantinedIDs = try database.rows("SELECT id FROM quarantined_runs WHERE file_id = ? ORDER BY id", [.integer(fileID)])
            .compactMap { $0.first?.int64Value }
        return (fileID, runIDs + quarantinedIDs)
    }

    /// Records an imported file and returns its id; `complete: false` records a file whose
    /// runs are stored one transaction each, until `markComplete` says the last one is in.
    public func recordFile(sha256: String, name: String, format: String, importedAt: Int64, complete: Bool = true) throws -> Int64 {
        let columns: [ImportFileColumn] = [.contentSHA256, .name, .format, .importedAt, .complete]
        try database.execute(
            "INSERT INTO import_files (\(ImportFileColumn.sqlList(columns))) VALUES (?, ?, ?, ?, ?)",
            [.text(sha256), .text(name), .text(format), .integer(importedAt), .integer(complete ? 1 : 0)])
        return database.lastInsertedRowID
    }

    /// The id of the file with this content hash that an earlier import stored only some runs
    /// of (stopped, or a run that could not be stored), if any.
    public func unfinishedFile(sha256: String) throws -> Int64? {
        try database.scalar("SELECT id FROM import_files WHERE content_sha256 = ? AND complete = 0", [.text(sha256)]).int64Value
    }

    /// Records the file `fileID` under another content hash: that of the bytes its runs were
    /// read from, when it was known only after the file was recorded.
    public func setContentHash(_ sha256: String, ofFile fileID: Int64) throws {
        try database.execute("UPDATE import_files SET content_sha256 = ? WHERE id = ?", [.text(sha256), .integer(fileID)])
    }

    /// Records that every run of the file `fileID` is stored: the next import of the same
    /// bytes is a duplicate.
    public func markComplete(fileID: Int64) throws {
        try database.execute("UPDATE import_files SET complete = 1 WHERE id = ?", [.integer(fileID)])
    }

    /// The stored run that is the same run as `run` (see `DuplicateRule`), if any;
    /// the closest start wins when several match.
    ///
    /// A run whose sport the runner set with `logbook edit` matches a copy of any sport: the
    /// runner said what it was, and the file that says otherwise is still a copy of it.
    /// The match's richness is read from what the stored copy holds: its samples, heart rate
    /// and cadence, whether its file stated the UTC offset and device totals, and its format
    /// (criteria a run stored before they were recorded cannot tell are unknown, `nil`).
    ///
    /// Runs in quarantine are looked at too, after the others: a run that `logbook clean`
    /// moved out (a broken copy, a duplicate) must not come back with the next import of
    /// the same folder. A quarantined match reports the richest possible richness, so that
    /// an importer never replaces it: a quarantined run comes back only through a restore.
    public func findDuplicate(of run: Run) throws -> StoredRunMatch? {
        if let live = try findDuplicate(of: run, in: "runs", samples: .live) { return live }
        guard var quarantined = try findDuplicate(of: run, in: "quarantined_runs", samples: .quarantine) else {
            return nil
        }
        quarantined.richness = RunRichness(hasSamples: true, hasHeartRate: true)
        quarantined.isQuarantined = true
        return quarantined
    }

    private func findDuplicate(of run: Run, in table: String, samples: SamplePlace) throws -> StoredRunMatch? {
        let sampleCount = SampleChunkTable(database: database, place: samples).sampleCountSQL(runKey: "\(table).id")
        let rows = try database.rows(
            """
            SELECT id, start_utc, distance_m, avg_hr IS NOT NULL,
                   \(sampleCount),
                   avg_cadence IS NOT NULL, source, utc_offset_stated,
                   device_distance_m IS NOT NULL OR device_timer_s IS NOT NULL OR device_elapsed_s IS NOT NULL,
                   sport_source IS NOT NULL, edited_fields, recovered_at_byte IS NOT NULL
            FROM \(table)
            WHERE (sport = ? OR instr(coalesce(edited_fields, ''), 'sport') > 0) AND start_utc BETWEEN ? AND ?
            ORDER BY abs(start_utc - ?), id
            """,
            [.text(run.sport), .integer(run.startUTC - DuplicateRule.startWindow),
             .integer(run.startUTC + DuplicateRule.startWindow), .integer(run.startUTC)])
        for row in rows {
            guard let id = row[0].int64Value, let start = row[1].int64Value else { continue }
            if DuplicateRule.isSameRun(
                sport: run.sport, start: run.startUTC, distance: run.distance,
                otherSport: run.sport, otherStart: start, otherDistance: row[2].doubleValue,
                recovered: run.recoveredAtByte != nil, otherRecovered: row[11].int64Value == 1)
            {
                let sampleCount = Int(clamping: row[4].int64Value ?? 0)
                // Device totals are known to be absent only for runs stored since 0007 (which
                // always record `sport_source`); older runs cannot tell.
                let hasDeviceTotals: Bool? = row[8].int64Value == 1 ? true : row[9].int64Value == 1 ? false : nil
                return StoredRunMatch(
                    id: id,
                    richness: RunRichness(
                        hasSamples: sampleCount > 0, hasHeartRate: row[3].int64Value == 1,
                        hasStatedOffset: row[7].int64Value.map { $0 != 0 }, hasDeviceTotals: hasDeviceTotals,
                        format: row[6].stringValue, hasCadence: row[5].int64Value == 1, sampleCount: sampleCount,
                        isWhole: row[11].int64Value != 1),
                    editedFields: EditableField.fields(stored: row[10].stringValue))
            }
        }
        return nil
    }

    /// Writes `analyzed` as `kind` says, with its child rows (`RunChildTable`), and returns
    /// its id: the one way a run is written. Throws a `SpoolError` when its samples cannot
    /// be read back from their temporary file (call it inside a transaction, which then
    /// rolls back).
    ///
    /// A new run's id is one more than the highest id in use, in `runs` or in quarantine,
    /// so that a quarantined run can always be restored under its own id. When a file gives
    /// the run (`RunSave.resolvesGear`), its gear is resolved first (`GearBook.resolve`): a
    /// name becomes its `gear` row, and a run without one gets its sport's default. Child
    /// rows are deleted table by table, not by a cascade: an import session stores with
    /// foreign keys not enforced.
    @discardableResult
    public func save(_ analyzed: AnalyzedRun, _ kind: RunSave) throws -> Int64 {
        var run = analyzed.run
        if kind.resolvesGear { run = try GearBook(database: database).resolve(run) }
        let (fileID, importedAt) = kind.origin
        let columns = kind.columns(of: run)
        let id: Int64
        if let runID = kind.runID {
            id = runID
            if case .betterCopy = kind { try TrimOriginalTables(database: database).discard(runID: runID) }
            if kind.replacesDetails { try deleteDetails(runID: runID) }
            try update(runID: runID, columns: columns, from: run, fileID: fileID, importedAt: importedAt)
        } else {
            let placeholders = columns.map { $0 == .id ? Self.nextRunID : "?" }.joined(separator: ", ")
            try database.execute(
                "INSERT INTO runs (\(RunColumn.sqlList(columns))) VALUES (\(placeholders))",
                columns.filter { $0 != .id }.map { $0.value(of: run, importedAt: importedAt, fileID: fileID) })
            id = database.lastInsertedRowID
        }
        if kind.replacesDetails { try insertDetails(of: analyzed, runID: id) }
        return id
    }

    /// The words (name, description, gear, commute) of stored run `runID`, none when it is
    /// absent. Gear given by its sport's default is no word of the run's: a file naming a
    /// pair gives it.
    public func words(ofRun runID: Int64) throws -> RunWords {
        try database.fetchOne(
            RunWords.self,
            "SELECT name, description, CASE WHEN gear_by = 'default' THEN NULL ELSE gear END AS gear, commute FROM runs WHERE id = ?",
            [.integer(runID)]) ?? RunWords()
    }

    /// Sets `columns` of stored run `runID` to `run`'s values (what `logbook edit` writes).
    public func setColumns(_ columns: [RunColumn], ofRun runID: Int64, from run: Run) throws {
        try update(runID: runID, columns: columns, from: run, fileID: run.id, importedAt: 0)
    }

    /// Sets the judged pace of each of `splits` of stored run `runID`, by split index.
    public func setSplitPaces(_ splits: [Split], ofRun runID: Int64) throws {
        let statement = try database.prepare(
            "UPDATE splits SET pace_s_per_km = ?, pace_status = ? WHERE run_id = ? AND split_index = ?")
        for split in splits {
            try statement.execute([
                SplitColumn.pace.value(of: split, runID: runID), SplitColumn.paceStatus.value(of: split, runID: runID),
                .integer(runID), .integer(Int64(split.index)),
            ])
        }
    }

    /// Replaces the best efforts of stored run `runID` with `efforts` (the same windows
    /// judged again: what an edit of the sport changes).
    public func replaceEfforts(_ efforts: [BestEffort], ofRun runID: Int64) throws {
        try database.execute("DELETE FROM \(BestEffortColumn.table) WHERE run_id = ?", [.integer(runID)])
        try BestEffortColumn.insert(efforts, runID: runID, in: database)
    }

    /// Sets the words of stored run `runID`. A gear name becomes its `gear` row; without one
    /// the run keeps the gear it has (none, or its sport's default).
    public func setWords(_ words: RunWords, ofRun runID: Int64) throws {
        try database.execute(
            "UPDATE runs SET name = ?, description = ?, commute = ? WHERE id = ?",
            [words.name.sqliteValue, words.description.sqliteValue,
             words.commute.map { .integer($0 ? 1 : 0) } ?? .null, .integer(runID)])
        guard let name = words.gear, let stored = try RunQueries(database: database).run(id: runID) else { return }
        var named = stored
        named.gear = name
        named.gearAssignment = .run
        let resolved = try GearBook(database: database).resolve(named)
        try update(runID: runID, columns: [.gear, .gearID, .gearAssignment], from: resolved, fileID: nil, importedAt: 0)
    }

    /// Sets `columns` of stored run `runID` to `run`'s values.
    private func update(runID: Int64, columns: [RunColumn], from run: Run, fileID: Int64?, importedAt: Int64) throws {
        let assignments = columns.map { "\($0.rawValue) = ?" }.joined(separator: ", ")
        try database.execute(
            "UPDATE runs SET \(assignments) WHERE id = ?",
            columns.map { $0.value(of: run, importedAt: importedAt, fileID: fileID) } + [.integer(runID)])
    }

    /// The SQL expression of the next run id: above every id in `runs` and in quarantine.
    static let nextRunID = """
        (SELECT max(coalesce((SELECT max(id) FROM runs), 0), coalesce((SELECT max(id) FROM quarantined_runs), 0)) + 1)
        """

    /// Deletes a run's rows in every child table (`RunChildTable.all`).
    private func deleteDetails(runID: Int64) throws {
        for table in RunChildTable.all {
            try database.execute("DELETE FROM \(table.name) WHERE run_id = ?", [.integer(runID)])
        }
    }

    /// Inserts a run's splits, its samples, and the best efforts and heart-rate summary
    /// the analysis derived from them.
    private func insertDetails(of analyzed: AnalyzedRun, runID: Int64) throws {
        let built = analyzed.built
        try SplitColumn.insert(built.splits, runID: runID, in: database)
        // Samples go in chunks (`SampleChunkWriter`), written as each fills. They are read
        // in pieces from wherever the builder left them (memory or a temporary file), so a
        // long run is never all in memory. A temporary file that fails to read back gives
        // fewer samples and sets `sampleList.failure`: that throws below, so the caller's
        // transaction rolls back.
        var writer = try SampleChunkWriter(runID: runID, in: database)
        try built.sampleList.forEachChunk { chunk in
            for sample in chunk { try writer.append(StoredSample(built: sample)) }
        }
        try writer.finish()
        if let failure = built.sampleList.failure { throw SpoolError(reason: failure) }
        try BestEffortColumn.insert(analyzed.efforts, runID: runID, in: database)
        try HeartRateSummaryTable(database: database).store(analyzed.heartRates, runID: runID)
        try RunTileColumn.write(analyzed.tiles, runID: runID, in: database)
        try RouteBook(database: database).place(
            runID: runID, samples: built.sampleList, verdict: built.foundDerivations.jumpVerdict, kept: analyzed.keptPositions)
    }
}
