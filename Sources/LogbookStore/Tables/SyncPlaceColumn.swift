import LogbookSQLite

/// The columns of `sync_places`, the devices and folders `sync` and `watch` read from: the
/// one place a new column of it is declared (see `RunColumn`).
public enum SyncPlaceColumn: String, TableColumn {
    /// The place's number, which its files' rows name.
    case placeID = "place_id"
    /// What the place is known by whatever folder it is mounted on (`garmin:<unit id>`, `folder:<path>`).
    case key
    /// The layout that recognised it (`SyncPlaceKind`).
    case kind
    /// The name `sync` prints.
    case name
    /// Where it was last seen.
    case root
    /// 1 for a folder `watch add` added.
    case watched
    /// When it was first seen (unix seconds).
    case addedAt = "added_at"
    /// When a sync of it last ended (unix seconds), or NULL.
    case syncedAt = "synced_at"

    /// The table.
    public static let table = "sync_places"
}
