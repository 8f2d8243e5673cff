import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// What `logbook records` shows: per distance the fastest efforts and the counts of those left out.
public struct RecordsReport: Sendable, Equatable {
    /// One distance's records.
    public struct Row: Sendable, Equatable {
        /// The distance.
        public var distance: RecordDistance
        /// The best efforts that may be records, fastest first (one per run).
        public var entries: [RecordEntry]
        /// The efforts left out, by reason.
        public var excluded: [RecordExclusion: Int]

        /// Creates a row.
        public init(distance: RecordDistance, entries: [RecordEntry], excluded: [RecordExclusion: Int]) {
            self.distance = distance
            self.entries = entries
            self.excluded = excluded
        }
    }

    /// One row per distance asked for, in the order asked.
    public var rows: [Row]
    /// The runs of the filter's sport and dates left out because they cannot be true
    /// (`RunDoubt`): none of their efforts is a record.
    public var leftOut: [LeftOutRun]

    /// Creates a report.
    public init(rows: [Row], leftOut: [LeftOutRun] = []) {
        self.rows = rows
        self.leftOut = leftOut
    }

    /// The `top` best runs per distance among the runs `filter` keeps, their paces judged
    /// with the running `thresholds` (`EffortJudge.onRead`). Standard distances are read
    /// from the stored efforts; any other is computed from the samples now (see
    /// `BestEffortQueries.computed`).
    public static func load(
        from logbook: Logbook, distances: [RecordDistance], filter: RecordFilter, top: Int, thresholds: PaceThresholds
    ) throws -> RecordsReport {
        try load(from: logbook.database, distances: distances, filter: filter, top: top, thresholds: thresholds)
    }

    /// The same report over the connection, for the core's own readers and the tests.
    package static func load(
        from database: Database, distances: [RecordDistance], filter: RecordFilter, top: Int, thresholds: PaceThresholds
    ) throws -> RecordsReport {
        let queries = BestEffortQueries(database: database)
        let limit = max(1, top)
        let stored = distances.contains { RecordDistance.standard(metres: $0.metres) != nil }
            ? try queries.exclusions(filter: filter, thresholds: thresholds) : [:]
        var rows: [Row] = []
        for distance in distances {
            if RecordDistance.standard(metres: distance.metres) != nil {
                let entries = try queries.fastest(metres: distance.metres, filter: filter, thresholds: thresholds, limit: limit)
                rows.append(Row(distance: distance, entries: entries, excluded: stored[distance.metres] ?? [:]))
            } else {
                let computed = try queries.computed(metres: distance.metres, filter: filter, thresholds: thresholds)
                rows.append(Row(distance: distance, entries: Array(computed.entries.prefix(limit)), excluded: computed.excluded))
            }
        }
        let leftOut = try RunQueries(database: database).leftOutRuns(
            matching: RunFilter(begin: filter.begin, end: filter.end, sport: filter.sport))
        return RecordsReport(rows: rows, leftOut: leftOut)
    }

    /// Each time the record over `distance` was beaten among the runs `filter` keeps (paces
    /// judged with the running `thresholds`), in date order (`RecordProgression.improvements`), with the counts of efforts left out.
    public static func progression(
        from logbook: Logbook, distance: RecordDistance, filter: RecordFilter, thresholds: PaceThresholds
    ) throws -> Row {
        try progression(from: logbook.database, distance: distance, filter: filter, thresholds: thresholds)
    }

    /// The same progression over the connection, for the tests.
    package static func progression(
        from database: Database, distance: RecordDistance, filter: RecordFilter, thresholds: PaceThresholds
    ) throws -> Row {
        let queries = BestEffortQueries(database: database)
        if RecordDistance.standard(metres: distance.metres) != nil {
            let entries = try queries.inDateOrder(metres: distance.metres, filter: filter, thresholds: thresholds)
            let excluded = try queries.exclusions(filter: filter, thresholds: thresholds)[distance.metres] ?? [:]
            return Row(distance: distance, entries: RecordProgression.improvements(entries), excluded: excluded)
        }
        let computed = try queries.computed(metres: distance.metres, filter: filter, thresholds: thresholds)
        let dated = computed.entries.sorted { ($0.startUTC, $0.runID) < ($1.startUTC, $1.runID) }
        return Row(distance: distance, entries: RecordProgression.improvements(dated), excluded: computed.excluded)
    }
}
