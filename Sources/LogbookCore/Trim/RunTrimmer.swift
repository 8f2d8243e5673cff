import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Cuts the recording tail off a stored run, and puts it back: what `logbook trim` does.
///
/// A trim keeps the run as it was before its first trim (`TrimOriginalTables`: the row,
/// its splits and all its samples, as stored), so that `undo` restores it byte for byte;
/// trimming again cuts further and still undoes to that first original. Each public
/// method is one transaction.
public struct RunTrimmer: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    private var originals: TrimOriginalTables { TrimOriginalTables(database: database) }

    /// Cuts run `runID` after `at` (its recording tail, see `RecordingTailRule`, when `nil`)
    /// and recomputes it from the kept samples with `TrimRebuilder` and `thresholds`.
    public func trim(runID: Int64, at: TrimTime?, thresholds: PaceThresholds = .standard, now: Int64) throws -> TrimOutcome {
        try database.inTransaction {
            let run = try liveRun(runID)
            // The samples are walked from the logbook row by row, never all held.
            let track = StoredTrack.stored(runID: runID, in: database)
            let cut: Double
            if let at {
                cut = at.secondsSinceStart(startUTC: run.startUTC, utcOffset: run.utcOffset)
            } else {
                guard let tail = try recordingTail(runID) else { throw TrimError.noTail(id: runID) }
                cut = tail.endOffset
            }
            let built = try TrimRebuilder.rebuild(run: run, track: track, cut: cut, thresholds: thresholds)
            if try !originals.hasOriginal(runID) {
                try originals.keep(runID: runID, cutMs: Int64((cut * 1000).rounded()), now: now)
            }
            try RunStore(database: database).save(RunAnalysis.analyze(built, thresholds: thresholds), .trimmed(runID: runID))
            return TrimOutcome(before: run, after: try liveRun(runID), cut: cut)
        }
    }

    /// Puts run `runID` back exactly as it was before its first trim, but for what the
    /// runner set with `logbook edit` since (`EditedValues`: a sport with other thresholds
    /// judges the restored paces by them, `thresholds` being the running ones).
    public func undo(runID: Int64, thresholds: PaceThresholds = .standard) throws -> TrimOutcome {
        try database.inTransaction {
            let trimmed = try liveRun(runID)
            guard try originals.hasOriginal(runID) else { throw TrimError.notTrimmed(id: runID) }
            let cutMs = try originals.restore(runID: runID)
            // The original's samples are back: its heart-rate summary is theirs again.
            try HeartRateSummaryTable(database: database).recompute(runID: runID)
            var restored = try liveRun(runID)
            if !trimmed.editedFields.isEmpty {
                let queries = RunQueries(database: database)
                let original = BuiltRun(run: restored, splits: try queries.splits(runID: runID), samples: [], warnings: [])
                let kept = EditedValues.kept(from: trimmed, in: original, thresholds: thresholds)
                let store = RunStore(database: database)
                try store.setColumns(RunEditor.storedColumns, ofRun: runID, from: kept.run)
                try store.setSplitPaces(kept.splits, ofRun: runID)
                restored = try liveRun(runID)
            }
            return TrimOutcome(before: trimmed, after: restored, cut: Double(cutMs) / 1000)
        }
    }

    /// True when run `runID` has an original kept by an earlier trim.
    public func hasOriginal(_ runID: Int64) throws -> Bool {
        try originals.hasOriginal(runID)
    }

    /// The recording tail of run `runID` (`RecordingTailRule`), found as `clean` finds it:
    /// reading its samples from the newest back only as far as the rule needs;
    /// `TrimError.noSamples` when it has none.
    private func recordingTail(_ runID: Int64) throws -> TailCut? {
        let hasHeartRate = try RunQueries(database: database).hasHeartRateSamples(runID: runID)
        var found: TailCut??
        try RunQueries(database: database).forEachRunFromItsEnd([runID]) { _, first, next in
            var search = RecordingTailSearch(first: TailSample(first), hasHeartRate: hasHeartRate)
            while let (sample, index) = try next(), search.add(TailSample(sample), index: index) {}
            found = .some(search.cut)
        }
        guard let found else { throw TrimError.noSamples(id: runID) }
        return found
    }

    /// The run, or `RunLookupError`.
    private func liveRun(_ runID: Int64) throws -> Run {
        try RunQueries(database: database).liveRun(id: runID)
    }
}
