import Foundation

/// Paths of the package and its test files, found once from this file's location
/// (`Tests/LogbookTestSupport/TestPaths.swift`), wherever a test file sits.
public enum TestPaths {
    /// The package root.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/LogbookCoreTests/Fixtures`.
    public static let fixtures = packageRoot.appendingPathComponent("Tests/LogbookCoreTests/Fixtures")
    /// `Tests/Examples`, the bundled example exports.
    public static let examples = packageRoot.appendingPathComponent("Tests/Examples")

    /// The variable naming the shared folder elsewhere; a path that does not exist
    /// (`/nonexistent`) runs the tests as a clone alone, without it.
    public static let sharedFolderVariable = "LOGBOOK_SHARED_DIR"
    /// The `../shared` folder next to the package (GPL/AGPL test files, never copied into
    /// it), which may be absent; `LOGBOOK_SHARED_DIR` names it elsewhere. Every test that
    /// reads it finds it here.
    public static let sharedFolder = ProcessInfo.processInfo.environment[sharedFolderVariable].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    /// `corpus` in the shared folder; `LOGBOOK_SHARED_CORPUS` names it elsewhere alone.
    public static let sharedCorpus = ProcessInfo.processInfo.environment["LOGBOOK_SHARED_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? sharedFolder.appendingPathComponent("corpus")

    /// True when the shared corpus is there to read.
    public static var hasSharedCorpus: Bool {
        FileManager.default.fileExists(atPath: sharedCorpus.path)
    }

    /// Why a test that reads `path` of the shared corpus (the whole corpus when nil) is
    /// skipped, or nil when the file is there: the words of every such skip.
    public static func sharedCorpusAbsence(_ path: String? = nil) -> String? {
        let url = path.map { sharedCorpus.appendingPathComponent($0) } ?? sharedCorpus
        if FileManager.default.fileExists(atPath: url.path) { return nil }
        let corpus = hasSharedCorpus ? "the shared corpus lacks \(path ?? "")" : "the shared corpus (../shared/corpus, or $\(sharedFolderVariable)/corpus) is absent"
        return "\(corpus): \(url.path); its GPL/AGPL files are never copied into the package"
    }
}
