import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// One run as `logbook show` and a report's run page present it, read at one moment: the
/// run, its splits with their marks, its best efforts as `records` judges them, the files
/// it came from and its training load.
public struct RunDetail: Sendable {
    /// The run, its numbers beyond belief shown as unknown.
    public var run: Run
    /// Its km splits, in order.
    public var splits: [ShownSplit]
    /// Its fastest and slowest full-length splits.
    public var marks: SplitMarks
    /// Its best efforts, judged as `records` judges them by default.
    public var efforts: [BestEffort]
    /// The files it came from, best copy first.
    public var sources: [RunSource]
    /// Its heart-rate zones and training load, or why it has none.
    public var load: ShownRunLoad

    /// Reads run `id` in one read transaction (one moment, one lock), its zones placed by
    /// `zones`; `nil` when there is no live run with that id.
    public static func read(id: Int64, from logbook: Logbook, zones: ZoneModel = .percentOfMax) throws -> RunDetail? {
        try read(id: id, from: logbook.database, zones: zones)
    }

    /// The same read over the connection, for the core's own readers.
    package static func read(id: Int64, from database: Database, zones: ZoneModel = .percentOfMax) throws -> RunDetail? {
        try read(id: id, from: database) { run in
            try ShownRunLoad.load(runID: id, startUTC: run.startUTC, utcOffset: run.utcOffset, from: database, zones: zones)
        }
    }

    /// Reads run `id` in one read transaction, its load given by `load` from the run as read
    /// (a report computes every run's from one read of the heart rates); `nil` when there is
    /// no live run with that id.
    package static func read(id: Int64, from database: Database, load: (Run) throws -> ShownRunLoad) throws -> RunDetail? {
        try database.inReadTransaction { () throws -> RunDetail? in
            guard let run = try RunQueries(database: database).run(id: id)?.believable else { return nil }
            return try read(run: run, from: database, load: load)
        }
    }

    /// Reads the rest of `run` (a live run as `RunListing` gives it, read in the caller's
    /// read transaction), its load given by `load`: a report lists every run once and does
    /// not read each one's row again.
    package static func read(run: Run, from database: Database, load: (Run) throws -> ShownRunLoad) throws -> RunDetail {
        let id = run.id ?? 0
        return try database.inReadTransaction { () throws -> RunDetail in
            let splits = try RunQueries(database: database).splits(runID: id).map(ShownSplit.init)
            let stored = try BestEffortQueries(database: database).efforts(runID: id)
            return RunDetail(
                run: run, splits: splits, marks: SplitMarks.find(inShown: splits),
                // Judged as `records` judges them by default, whatever thresholds they were stored with.
                efforts: EffortJudge.onRead(stored, sport: run.sport, thresholds: .standard),
                sources: try RunSourceTables(database: database).sources(ofRun: id),
                load: try load(run))
        }
    }
}
