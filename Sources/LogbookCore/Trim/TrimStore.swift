/// Cuts the recording tail off a stored run, and puts it back.
///
/// A trim keeps the run as it was before its first trim in `trim_originals`,
/// `trim_original_splits` and `trim_original_samples` (the row, its splits and all its
/// samples, as stored), so that `undo` restores it byte for byte; trimming again cuts
/// further and still undoes to that first original. Each public method is one transaction.
public struct TrimStore {
    /// The connection.
    public let database: Database

    /// Creates a store over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Cuts run `runID` after `at` (its recording tail, see `RecordingTailRule`, when `nil`)
    /// and recomputes it from the kept samples with `TrimRebuilder` and `thresholds`.
    public func trim(runID: Int64, at: TrimTime?, thresholds: PaceThresholds = .standard, now: Int64) throws -> TrimOutcome {
        try database.inTransaction {
            let run = try liveRun(runID)
            let samples = try CleanupQueries(database: database).samples(runID: runID)
            if samples.isEmpty { throw TrimError.noSamples(id: runID) }
            let cut: Double
            if let at {
                cut = at.secondsSinceStart(startUTC: run.startUTC, utcOffset: run.utcOffset)
            } else {
                guard let tail = RecordingTailRule.cut(samples.map(\.tailSample)) else { throw TrimError.noTail(id: runID) }
                cut = tail.endOffset
            }
            let built = try TrimRebuilder.rebuild(run: run, samples: samples, cut: cut, thresholds: thresholds)
            if try !hasOriginal(runID) {
                try keepOriginal(runID: runID, cut: cut, now: now)
            }
            try RunStore(database: database).replaceMeasurements(runID: runID, with: built)
            return TrimOutcome(before: run, after: try liveRun(runID), cut: cut)
        }
    }

    /// Puts run `runID` back exactly as it was before its first trim.
    public func undo(runID: Int64) throws -> TrimOutcome {
        try database.inTransaction {
            let trimmed = try liveRun(runID)
            guard try hasOriginal(runID) else { throw TrimError.notTrimmed(id: runID) }
            let cutMs = try database.scalar("SELECT cut_offset_ms FROM trim_originals WHERE run_id = ?", [.integer(runID)])
            let twins = TwinTable.trimOriginals
            try database.execute("PRAGMA ignore_check_constraints = ON")
            defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
            let runs = twins[0]
            let columns = runs.liveColumns.filter { $0 != "id" }
            let list = columns.joined(separator: ", ")
            let sources = columns.map(runs.twinName(of:)).joined(separator: ", ")
            try database.execute(
                "UPDATE runs SET (\(list)) = (SELECT \(sources) FROM \(runs.name) WHERE \(runs.key) = ?) WHERE id = ?",
                [.integer(runID), .integer(runID)])
            for twin in twins.dropFirst() {
                try twin.deleteLiveRows(runID: runID, in: database)
                try twin.copyToLive(runID: runID, in: database)
            }
            for twin in twins.reversed() {
                try twin.deleteRows(runID: runID, in: database)
            }
            return TrimOutcome(before: trimmed, after: try liveRun(runID), cut: Double(cutMs.int64Value ?? 0) / 1000)
        }
    }

    /// True when run `runID` has an original kept by an earlier trim.
    public func hasOriginal(_ runID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM trim_originals WHERE run_id = ?", [.integer(runID)]).int64Value == 1
    }

    private func keepOriginal(runID: Int64, cut: Double, now: Int64) throws {
        for twin in TwinTable.trimOriginals {
            // The run row also records when, and where the first cut was.
            let extra: [SQLiteValue] = twin.live != RunColumn.table ? [] : [
                .integer(now), .integer(Int64((cut * 1000).rounded())),
            ]
            try twin.copyFromLive(runID: runID, extraValues: extra, in: database)
        }
    }

    /// The run, or `TrimError.runQuarantined` / `.runNotFound`.
    private func liveRun(_ runID: Int64) throws -> Run {
        if let run = try RunQueries(database: database).run(id: runID) { return run }
        if try database.scalar("SELECT count(*) FROM quarantined_runs WHERE id = ?", [.integer(runID)]).int64Value == 1 {
            throw TrimError.runQuarantined(id: runID)
        }
        throw TrimError.runNotFound(id: runID)
    }
}
