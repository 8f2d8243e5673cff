import Foundation
import LogbookCore

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
}
