/// Finds what `logbook clean` reports: reads the stored runs (and their samples when
/// `recording_tail` is asked for) and runs every rule over them with `CleanupScan`.
public struct CleanupSearch {
    /// The connection.
    public let database: Database

    /// Creates a search over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The findings of every rule over the stored runs (see `CleanupScan`). Samples are
    /// read only when `recording_tail` is asked for.
    public func findings(options: CleanupOptions) throws -> [CleanupFinding] {
        let queries = RunQueries(database: database)
        let tails = options.rules.contains(.recordingTail) ? try tails() : [:]
        return CleanupScan.findings(runs: try queries.storedTotals(), tails: tails, options: options)
    }

    /// The recording-tail cut of every run that has one, reading all samples once, run by run.
    public func tails() throws -> [Int64: TailCut] {
        var result: [Int64: TailCut] = [:]
        try RunQueries(database: database).forEachRunsTimeline { runID, samples in
            if let cut = RecordingTailRule.cut(samples.map(TailSample.init)) { result[runID] = cut }
        }
        return result
    }
}
