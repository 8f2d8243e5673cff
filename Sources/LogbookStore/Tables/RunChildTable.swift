import LogbookSQLite

/// A table of rows that belong to one run (`run_id`): the one list from which the store's
/// deletes and the quarantine and trim-original twins are derived.
///
/// A new child table is one entry here and its migration: `RunStore.save` then deletes its
/// rows when it replaces a run's details, and where the entry names twins, quarantine and
/// trim copy its rows with the run's (`TwinTable`). A child without twins (a value derived
/// from the samples, such as the heart-rate summary) is recomputed instead.
public struct RunChildTable: Sendable {
    /// The live table, e.g. `splits`.
    public let name: String
    /// Its declared columns, in order.
    public let columns: [String]
    /// Its twin in quarantine, when quarantine keeps its rows.
    public let quarantineTwin: String?
    /// Its twin among a trim's originals, when a trim keeps its rows.
    public let trimTwin: String?

    /// Describes a child table from its column declaration.
    init<Column: TableColumn>(_ column: Column.Type, quarantineTwin: String?, trimTwin: String?) {
        self.name = Column.table
        self.columns = Column.names
        self.quarantineTwin = quarantineTwin
        self.trimTwin = trimTwin
    }

    /// The table holding this child's rows for the runs of `place`; `nil` when that place keeps none.
    public func table(at place: SamplePlace) -> String? {
        switch place {
        case .live: return name
        case .quarantine: return quarantineTwin
        case .trimOriginal: return trimTwin
        }
    }

    /// The km splits.
    public static let splits = RunChildTable(
        SplitColumn.self, quarantineTwin: "quarantined_splits", trimTwin: "trim_original_splits")
    /// The samples, in chunks (migration 0026): quarantine and trim copy whole chunks.
    public static let samples = RunChildTable(
        SampleChunkColumn.self, quarantineTwin: SamplePlace.quarantine.chunkTable, trimTwin: SamplePlace.trimOriginal.chunkTable)
    /// The best efforts found in the samples.
    public static let bestEfforts = RunChildTable(
        BestEffortColumn.self, quarantineTwin: "quarantined_best_efforts", trimTwin: "trim_original_best_efforts")
    /// The heart-rate summary of the samples: recomputed, never twinned.
    public static let heartRates = RunChildTable(HeartRateSummaryColumn.self, quarantineTwin: nil, trimTwin: nil)

    /// The map tiles the run visits (migration 0021).
    public static let tiles = RunChildTable(
        RunTileColumn.self, quarantineTwin: "quarantined_run_tiles", trimTwin: "trim_original_run_tiles")
    /// The route the run is on: placed again whenever the run is saved or restored, never twinned.
    public static let routeRuns = RunChildTable(RouteRunColumn.self, quarantineTwin: nil, trimTwin: nil)
    /// The run's passes through segments: found again whenever the run is saved or restored, never twinned.
    public static let segmentEfforts = RunChildTable(SegmentEffortColumn.self, quarantineTwin: nil, trimTwin: nil)

    /// Every child table a run's details are written to, in the order they are written.
    public static let all: [RunChildTable] = [splits, samples, bestEfforts, heartRates, tiles, routeRuns, segmentEfforts]
}
