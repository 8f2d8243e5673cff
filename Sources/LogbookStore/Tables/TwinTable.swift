import LogbookSQLite

/// A table that mirrors a live table: the quarantine copies and the trim originals.
///
/// Its columns are the live table's declared columns (`id` renamed where the twin keys on
/// `run_id`) followed by its own, so a column added to a live table's list is a column of
/// its twins too; moving rows between them copies every declared column.
public struct TwinTable: Sendable {
    /// The twin's name, e.g. `quarantined_splits`.
    public let name: String
    /// The live table's name, e.g. `splits`.
    public let live: String
    /// The live table's declared columns.
    public let liveColumns: [String]
    /// The live column naming the run (`id` in `runs`, `run_id` elsewhere).
    public let liveKey: String
    /// The twin's name for the live `id` column, when it differs (`run_id` in `trim_originals`).
    public let renamedID: String?
    /// The twin's own columns after the mirrored ones, e.g. `quarantined_at`.
    public let ownColumns: [String]

    /// The twin's column for a live column.
    public func twinName(of liveColumn: String) -> String {
        liveColumn == "id" ? (renamedID ?? liveColumn) : liveColumn
    }

    /// The twin's column naming the run.
    public var key: String { twinName(of: liveKey) }

    /// The twin's mirrored columns, in the live table's order.
    public var mirroredColumns: [String] { liveColumns.map(twinName(of:)) }

    /// Every column the twin must have: the mirrored ones, then its own.
    public var columns: [String] { mirroredColumns + ownColumns }

    /// The quarantine twins: runs, the run's child tables that have one (`RunChildTable`)
    /// and the run's sources (in the order rows are copied in).
    public static let quarantine = mirrors(
        of: "quarantined_runs", renamedID: nil, ownColumns: ["quarantined_at", "rule", "detail", "duplicate_of"],
        twin: \.quarantineTwin)
        + [
            TwinTable(
                name: RunSourceTables.quarantineTwin, live: RunSourceColumn.table, liveColumns: RunSourceColumn.names,
                liveKey: "run_id", renamedID: nil, ownColumns: []),
        ]

    /// The trim-original twins: runs and the run's child tables that have one (a trim never
    /// changes where a run came from, so its sources have no trim twin).
    public static let trimOriginals = mirrors(
        of: "trim_originals", renamedID: "run_id", ownColumns: ["trimmed_at", "cut_offset_ms"], twin: \.trimTwin)

    /// The twin of `runs` named `runs`, then those of the child tables whose `twin` is
    /// named; only the run twin has its own columns (and may rename `id`).
    private static func mirrors(
        of runs: String, renamedID: String?, ownColumns: [String], twin: KeyPath<RunChildTable, String?>
    ) -> [TwinTable] {
        [
            TwinTable(
                name: runs, live: RunColumn.table, liveColumns: RunColumn.names, liveKey: "id", renamedID: renamedID,
                ownColumns: ownColumns)
        ]
            + RunChildTable.all.compactMap { child in
                child[keyPath: twin].map {
                    TwinTable(name: $0, live: child.name, liveColumns: child.columns, liveKey: "run_id", renamedID: nil, ownColumns: [])
                }
            }
    }

    /// Every twin table.
    public static let all = quarantine + trimOriginals

    /// Copies the rows of run `runID` from the live table into this twin, appending
    /// `extraValues` for the first `extraValues.count` own columns.
    func copyFromLive(runID: Int64, extraValues: [SQLiteValue] = [], in database: Database) throws {
        let own = Array(ownColumns.prefix(extraValues.count))
        let targets = (mirroredColumns + own).joined(separator: ", ")
        let sources = (liveColumns + own.map { _ in "?" }).joined(separator: ", ")
        try database.execute(
            "INSERT INTO \(name) (\(targets)) SELECT \(sources) FROM \(live) WHERE \(liveKey) = ?",
            extraValues + [.integer(runID)])
    }

    /// Copies the rows of run `runID` from this twin back into the live table.
    func copyToLive(runID: Int64, in database: Database) throws {
        try database.execute(
            """
            INSERT INTO \(live) (\(liveColumns.joined(separator: ", ")))
            SELECT \(mirroredColumns.joined(separator: ", ")) FROM \(name) WHERE \(key) = ?
            """, [.integer(runID)])
    }

    /// Deletes the rows of run `runID` from this twin.
    func deleteRows(runID: Int64, in database: Database) throws {
        try database.execute("DELETE FROM \(name) WHERE \(key) = ?", [.integer(runID)])
    }

    /// Deletes the rows of run `runID` from the live table.
    func deleteLiveRows(runID: Int64, in database: Database) throws {
        try database.execute("DELETE FROM \(live) WHERE \(liveKey) = ?", [.integer(runID)])
    }
}
