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
    /// `../shared/corpus` next to the package, which may be absent; `LOGBOOK_SHARED_CORPUS`
    /// names it elsewhere (a checkout that does not sit beside it).
    public static let sharedCorpus = ProcessInfo.processInfo.environment["LOGBOOK_SHARED_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
}
