import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

final class SmokeTests: XCTestCase {
    func testEmbeddedMigrationsIncludeInitialSchema() {
        XCTAssertEqual(EmbeddedMigrations.all.first?.fileName, "0001_runs_splits_samples.sql")
        XCTAssertTrue(EmbeddedMigrations.all.first?.sql.contains("CREATE TABLE runs") ?? false)
    }
}
