import LogbookSQLite

/// A device or folder the logbook remembers (a `sync_places` row).
public struct StoredSyncPlace: Sendable, Equatable, FetchableRow {
    /// Its number.
    public var placeID: Int64
    /// What it is known by (`garmin:<unit id>`, `folder:<path>`).
    public var key: String
    /// The layout that recognised it.
    public var kind: String
    /// The name `sync` prints.
    public var name: String
    /// Where it was last seen.
    public var root: String
    /// True for a folder `watch add` added.
    public var watched: Bool
    /// When it was first seen (unix seconds).
    public var addedAt: Int64
    /// When a sync of it last ended (unix seconds).
    public var syncedAt: Int64?

    /// The place of a `sync_places` row.
    public init(row: SQLiteRow) throws {
        placeID = row[SyncPlaceColumn.placeID].int64Value ?? 0
        key = row[SyncPlaceColumn.key].stringValue ?? ""
        kind = row[SyncPlaceColumn.kind].stringValue ?? ""
        name = row[SyncPlaceColumn.name].stringValue ?? ""
        root = row[SyncPlaceColumn.root].stringValue ?? ""
        watched = row[SyncPlaceColumn.watched].int64Value == 1
        addedAt = row[SyncPlaceColumn.addedAt].int64Value ?? 0
        syncedAt = row[SyncPlaceColumn.syncedAt].int64Value
    }
}
