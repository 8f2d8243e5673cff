import LogbookModel
import LogbookSQLite

extension Gear: FetchableRow {
    /// A `gear` row, its columns named as `GearColumn` declares them.
    public init(row: SQLiteRow) {
        self.init(
            id: row[GearColumn.id].int64Value ?? 0, name: row[GearColumn.name].stringValue ?? "",
            kind: row[GearColumn.kind].stringValue.flatMap(GearKind.init(rawValue:)) ?? .other,
            brand: row[GearColumn.brand].stringValue, model: row[GearColumn.model].stringValue,
            startedOn: row[GearColumn.startedOn].stringValue.flatMap(LocalDate.parse),
            retiredOn: row[GearColumn.retiredOn].stringValue.flatMap(LocalDate.parse),
            limit: row[GearColumn.limit].doubleValue, notes: row[GearColumn.notes].stringValue)
    }
}

extension GearUsage: FetchableRow {
    /// A `gear` row with its use: `runs`, `distance_m`, `moving_s`, and the local seconds of
    /// the first and last run (`first_local`, `last_local`).
    public init(row: SQLiteRow) {
        self.init(
            gear: Gear(row: row), distance: row["distance_m"].doubleValue ?? 0, runs: Int(row["runs"].int64Value ?? 0),
            moving: row["moving_s"].doubleValue ?? 0, firstUsed: row["first_local"].int64Value.map(LocalDate.init(localSeconds:)),
            lastUsed: row["last_local"].int64Value.map(LocalDate.init(localSeconds:)))
    }
}
