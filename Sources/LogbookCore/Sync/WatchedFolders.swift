import Foundation
import LogbookSQLite
import LogbookStore

/// `watch add`, `watch rm`, `watch list`: the folders `sync` reads besides the mounted watches.
public struct WatchedFolders: LogbookUseCase {
    /// The connection.
    let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Watches the folder at `path` (made absolute); false when it was watched already.
    /// Throws when it is no folder.
    public func add(_ path: String, now: Date = Date()) throws -> (place: SyncPlace, added: Bool) {
        let place = SyncPlace.folder(path)
        guard SyncPlaceFinder.isFolder(place.root) else { throw SyncError.notAFolder(path) }
        let added = try SyncMemory(database: database).setWatched(
            true, key: place.key, kind: place.kind.rawValue, name: place.name, root: place.root, now: Int64(now.timeIntervalSince1970))
        return (place, added)
    }

    /// Stops watching the folder at `path` (its memory stays, and its runs); throws when it
    /// was not watched.
    public func remove(_ path: String) throws -> SyncPlace {
        let place = SyncPlace.folder(path)
        let removed = try SyncMemory(database: database).setWatched(
            false, key: place.key, kind: place.kind.rawValue, name: place.name, root: place.root, now: 0)
        guard removed else { throw SyncError.notWatched(place.root) }
        return place
    }

    /// The watched folders, in the order they were added.
    public func list() throws -> [SyncPlace] {
        try SyncMemory(database: database).watchedPlaces().map { SyncPlace.folder($0.root) }
    }
}
