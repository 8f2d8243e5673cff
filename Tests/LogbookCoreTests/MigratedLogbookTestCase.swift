import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// A test case with a scratch folder and a migrated logbook in it, new for each test: the
/// set-up the store and import tests share.
class MigratedLogbookTestCase: XCTestCase {
    /// The test's scratch folder, removed after it.
    var folder: ScratchFolder!
    /// A logbook migrated to the latest version, in `folder`.
    var database: Database!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try folder.migratedLogbook()
    }

    override func tearDown() {
        database = nil
        folder.remove()
    }
}
