/// Cuts the recording tail off a stored run, and puts it back.
///
/// A trim keeps the run as it was before its first trim in `trim_originals`,
/// `trim_original_splits` and `trim_original_samples` (the row, its splits and all its
/// samples, as stored), so that `undo` restores it byte for byte; trimming again cuts
/// further and still undoes to that first original. Each public method is one transaction.
public struct TrimStore {
    /// The connection.
    public let database: Database

    /// The live tables and the tables holding their originals: (live, original, key in live).
    static let tablePairs = [
        (live: "runs", original: "trim_originals", key: "id"),
        (live: "splits", original: "trim_original_splits", key: "run_id"),
        (live: "samples", original: "trim_original_samples", key: "run_id"),
    ]

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
            let columns = try mirroredColumns()
            try database.execute("PRAGMA ignore_check_constraints = ON")
            defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
            let runColumns = columns[0].filter { $0 != "id" }
            let list = runColumns.joined(separator: ", ")
            try database.execute(
                "UPDATE runs SET (\(list)) = (SELECT \(list) FROM trim_originals WHERE run_id = ?) WHERE id = ?",
                [.integer(runID), .integer(runID)])
            for (index, pair) in Self.tablePairs.enumerated().dropFirst() {
                let list = columns[index].joined(separator: ", ")
                try database.execute("DELETE FROM \(pair.live) WHERE run_id = ?", [.integer(runID)])
                try database.execute(
                    "INSERT INTO \(pair.live) (\(list)) SELECT \(list) FROM \(pair.original) WHERE run_id = ?", [.integer(runID)])
            }
            for pair in Self.tablePairs.reversed() {
                try database.execute("DELETE FROM \(pair.original) WHERE run_id = ?", [.integer(runID)])
            }
            return TrimOutcome(before: trimmed, after: try liveRun(runID), cut: Double(cutMs.int64Value ?? 0) / 1000)
        }
    }

    /// True when run `runID` has an original kept by an earlier trim.
    public func hasOriginal(_ runID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM trim_originals WHERE run_id = ?", [.integer(runID)]).int64Value == 1
    }

    private func keepOriginal(runID: Int64, cut: Double, now: Int64) throws {
        let columns = try mirroredColumns()
        let runColumns = columns[0]
        let targets = runColumns.map { $0 == "id" ? "run_id" : $0 }.joined(separator: ", ")
        try database.execute(
            """
            INSERT INTO trim_originals (\(targets), trimmed_at, cut_offset_ms)
            SELECT \(runColumns.joined(separator: ", ")), ?, ? FROM runs WHERE id = ?
            """, [.integer(now), .integer(Int64((cut * 1000).rounded())), .integer(runID)])
        for (index, pair) in Self.tablePairs.enumerated().dropFirst() {
            let list = columns[index].joined(separator: ", ")
            try database.execute(
                "INSERT INTO \(pair.original) (\(list)) SELECT \(list) FROM \(pair.live) WHERE run_id = ?", [.integer(runID)])
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

    /// For each table pair, the live table's columns, checked to exist in the original's
    /// table (where `runs.id` is `run_id`).
    func mirroredColumns() throws -> [[String]] {
        try Self.tablePairs.map { pair in
            let live = try QuarantineStore.columns(of: pair.live, in: database)
            let twin = Set(try QuarantineStore.columns(of: pair.original, in: database))
            if let lacking = live.first(where: { !twin.contains($0 == "id" ? "run_id" : $0) }) {
                throw CleanupError.missingColumn(table: pair.original, column: lacking)
            }
            return live
        }
    }
}
