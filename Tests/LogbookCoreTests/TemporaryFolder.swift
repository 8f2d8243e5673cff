import Foundation

/// A fresh folder under the system temporary folder, removed when the test is done.
struct TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates the folder.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Paths of the package and its fixtures, found from this file's location.
enum TestPaths {
    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Tests/LogbookCoreTests/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/LogbookCoreTests/Fixtures")
    /// `../shared/corpus`, which may be absent.
    static let sharedCorpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
}
