import Foundation
import LogbookTestSupport

/// The shared scratch folder, under the name these tests were written with.
typealias TemporaryFolder = ScratchFolder

/// Paths of the package and its fixtures, found from this file's location.
enum TestPaths {
    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Tests/LogbookCoreTests/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/LogbookCoreTests/Fixtures")
    /// `../shared/corpus`, which may be absent; `LOGBOOK_SHARED_CORPUS` names it elsewhere
    /// (a checkout that does not sit beside it).
    static let sharedCorpus = ProcessInfo.processInfo.environment["LOGBOOK_SHARED_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
}
