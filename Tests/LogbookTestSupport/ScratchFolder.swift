import Foundation
import LogbookCore
import LogbookSQLite
import LogbookStore

/// A fresh folder under the system temporary folder, for one test; `remove()` deletes it.
public struct ScratchFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the folder.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}

extension ScratchFolder {
    /// A new logbook database `name` in the folder with every migration applied: the
    /// starting point of a test that imports or stores runs.
    public func migratedLogbook(_ name: String = "logbook.sqlite") throws -> Database {
        let database = try Database(path: path(name))
        _ = try Migrator().migrate(database)
        return database
    }

    /// One 5 km run as an INSERT every schema since the first accepts.
    public static let oneRunSQL =
        "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) "
        + "VALUES (1700000000, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)"

    /// A logbook `name` in the folder migrated up to schema `version` only (in WAL), holding
    /// what `seed` inserts (one 5 km run unless told otherwise): an older logbook for the
    /// upgrade tests. Returns its path.
    @discardableResult
    public func olderLogbook(_ name: String = "logbook.sqlite", version: Int, seed: String = oneRunSQL) throws -> String {
        let database = try Database(path: path(name))
        try database.configure()
        try Migrator().migrate(database, upTo: version)
        try database.executeScript(seed)
        return path(name)
    }
}
