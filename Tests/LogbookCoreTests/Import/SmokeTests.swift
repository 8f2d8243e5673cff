import XCTest
@testable import LogbookCore

final class SmokeTests: XCTestCase {
    func testEmbeddedMigrationsIncludeInitialSchema() {
        XCTAssertEqual(EmbeddedMigrations.all.first?.fileName, "0001_runs_splits_samples.sql")
        XCTAssertTrue(EmbeddedMigrations.all.first?.sql.contains("CREATE TABLE runs") ?? false)
    }
}
