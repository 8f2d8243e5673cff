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
    /// read only when `recording_tail` is asked for, and then only each run's last few.
    public func findings(options: CleanupOptions) throws -> [CleanupFinding] {
        let runs = try RunQueries(database: database).storedTotals()
        let tails = options.rules.contains(.recordingTail) ? try tails(of: runs) : [:]
        return CleanupScan.findings(runs: runs, tails: tails, options: options)
    }

    /// The recording-tail cut of every stored run that has one.
    public func tails() throws -> [Int64: TailCut] {
        try tails(of: RunQueries(database: database).storedTotals())
    }

    /// The recording-tail cut of every run in `runs` that has one (see `RecordingTailRule`).
    ///
    /// Each run with samples is read backwards from its last sample, only as far as
    /// `RecordingTailSearch` needs (usually a sample or two), so the cost grows with the
    /// number of runs, not of samples.
    public func tails(of runs: [StoredRunTotals]) throws -> [Int64: TailCut] {
        let withSamples = runs.filter(\.richness.hasSamples)
        let hasHeartRate = Dictionary(withSamples.map { ($0.id, $0.richness.hasHeartRate) }, uniquingKeysWith: { first, _ in first })
        var result: [Int64: TailCut] = [:]
        try RunQueries(database: database).forEachRunFromItsEnd(withSamples.map(\.id)) { runID, first, next in
            var search = RecordingTailSearch(first: TailSample(first), hasHeartRate: hasHeartRate[runID] ?? false)
            while let (sample, index) = try next() {
                if !search.add(TailSample(sample), index: index) { break }
            }
            if let cut = search.cut { result[runID] = cut }
        }
        return result
    }
}
