import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Seeds that include an earlier seed get its rows first and add their own.
final class SeedFixtureTests: XCTestCase {
    func testAnIncludedSeedsRowsComeFirstAndTheIncludingSeedAddsToThem() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("seeded.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: 4)
        try database.executeScript(try SeedFixture.sql(for: "0004_bounded_times"))
        XCTAssertEqual(try database.rows("SELECT id, name FROM runs ORDER BY id").map { $0[1].stringValue ?? "" },
                       ["Morning Run", "Night Run", "Edge of the window"])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_runs").int64Value, 2)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM trim_originals").int64Value, 1)
    }

    func testAMissingIncludeNamesTheSeed() {
        XCTAssertThrowsError(try SeedFixture.sql(for: "0999_no_such_seed")) { error in
            XCTAssertEqual("\(error)", "no seed fixture at Tests/LogbookCoreTests/Fixtures/seeds/0999_no_such_seed.sql")
        }
    }
}
