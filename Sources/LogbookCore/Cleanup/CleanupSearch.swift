import LogbookSQLite
import LogbookStore

/// Finds what `logbook clean` reports: reads the stored runs (and their samples when
/// `recording_tail` is asked for) and runs every rule over them with `CleanupScan`.
public struct CleanupSearch: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates a search over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The findings of every rule over the stored runs (see `CleanupScan`). Samples are
    /// read only when `recording_tail` is asked for, and then only each run's first and
    /// last few, all in one read transaction.
    public func findings(options: CleanupOptions) throws -> [CleanupFinding] {
        try database.inReadTransaction {
            let queries = RunQueries(database: database)
            guard options.rules.contains(.recordingTail) else {
                return CleanupScan.findings(runs: try queries.storedTotals(), tails: [:], options: options)
            }
            // The tail search reads every run's first sample anyway: that says which runs
            // have samples, without a second lookup per run.
            var runs = try queries.storedTotals(readingSamplePresence: false)
            let (tails, withSamples) = try tailsAndSamplePresence(of: runs)
            for index in runs.indices { runs[index].richness.hasSamples = withSamples.contains(runs[index].id) }
            return CleanupScan.findings(runs: runs, tails: tails, options: options)
        }
    }

    /// `findings(options:)` taking each run's recording-tail verdict from `known` when it
    /// was found in the rows `digests` (by run id, `RunRowBytes.digests`) says the run has
    /// now, and reading the samples of the other runs only; returns the findings and every
    /// stored run's verdict, for the next time.
    public func findings(
        options: CleanupOptions, digests: [Int64: String], known: [Int64: TailVerdict]
    ) throws -> (findings: [CleanupFinding], verdicts: [Int64: TailVerdict]) {
        try database.inReadTransaction {
            let queries = RunQueries(database: database)
            guard options.rules.contains(.recordingTail) else {
                return (CleanupScan.findings(runs: try queries.storedTotals(), tails: [:], options: options), [:])
            }
            var runs = try queries.storedTotals(readingSamplePresence: false)
            var verdicts = Self.reusable(known, digests: digests, of: runs.map(\.id))
            let unknown = runs.filter { verdicts[$0.id] == nil }
            let (tails, withSamples) = try tailsAndSamplePresence(of: unknown)
            for run in unknown {
                verdicts[run.id] = TailVerdict(digest: digests[run.id] ?? "", hasSamples: withSamples.contains(run.id), cut: tails[run.id])
            }
            for index in runs.indices { runs[index].richness.hasSamples = verdicts[runs[index].id]?.hasSamples ?? false }
            return (CleanupScan.findings(runs: runs, tails: verdicts.compactMapValues(\.cut), options: options), verdicts)
        }
    }

    /// The verdicts of `known` that still hold for runs `ids`: those whose digest is the
    /// one `digests` gives the run now (a run without a digest now has no verdict kept).
    public static func reusable(_ known: [Int64: TailVerdict], digests: [Int64: String], of ids: [Int64]) -> [Int64: TailVerdict] {
        var kept: [Int64: TailVerdict] = [:]
        for id in ids {
            guard let verdict = known[id], let digest = digests[id], !digest.isEmpty, verdict.digest == digest else { continue }
            kept[id] = verdict
        }
        return kept
    }

    /// The recording-tail cut of every stored run that has one.
    public func tails() throws -> [Int64: TailCut] {
        try database.inReadTransaction {
            try tailsAndSamplePresence(of: RunQueries(database: database).storedTotals(readingSamplePresence: false)).tails
        }
    }

    /// The recording-tail cut of every run in `runs` that has one (see `RecordingTailRule`).
    public func tails(of runs: [StoredRunTotals]) throws -> [Int64: TailCut] {
        try database.inReadTransaction { try tailsAndSamplePresence(of: runs).tails }
    }

    /// The recording-tail cuts of `runs`, and the ids of those that have samples.
    ///
    /// Each run is read backwards from its last sample, only as far as
    /// `RecordingTailSearch` needs (usually a sample or two), so the cost grows with the
    /// number of runs, not of samples.
    private func tailsAndSamplePresence(of runs: [StoredRunTotals]) throws -> (tails: [Int64: TailCut], withSamples: Set<Int64>) {
        let hasHeartRate = Dictionary(runs.map { ($0.id, $0.richness.hasHeartRate) }, uniquingKeysWith: { first, _ in first })
        var tails: [Int64: TailCut] = [:]
        var withSamples: Set<Int64> = []
        try RunQueries(database: database).forEachRunFromItsEnd(runs.map(\.id)) { runID, first, next in
            withSamples.insert(runID)
            var search = RecordingTailSearch(first: TailSample(first), hasHeartRate: hasHeartRate[runID] ?? false)
            while let (sample, index) = try next() {
                if !search.add(TailSample(sample), index: index) { break }
            }
            if let cut = search.cut { tails[runID] = cut }
        }
        return (tails, withSamples)
    }
}
