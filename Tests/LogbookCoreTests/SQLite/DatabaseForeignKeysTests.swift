import Foundation
import XCTest

@testable import LogbookSQLite

/// `Database.withoutForeignKeyEnforcement`: off for its body only, back on after a failure
/// too, and nothing changed inside a transaction (where SQLite ignores the setting).
final class DatabaseForeignKeysTests: XCTestCase {
    private struct Failure: Error {}

    private func parentAndChild() throws -> Database {
        let database = try Database(path: ":memory:")
        try database.configure()
        try database.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
        try database.execute("CREATE TABLE child (parent_id INTEGER NOT NULL REFERENCES parent (id))")
        return database
    }

    func testEnforcementIsOffInsideTheBodyAndOnAgainAfterwards() throws {
        let database = try parentAndChild()
        XCTAssertTrue(try database.enforcesForeignKeys)
        let inside = try database.withoutForeignKeyEnforcement { try database.enforcesForeignKeys }
        XCTAssertFalse(inside)
        XCTAssertTrue(try database.enforcesForeignKeys)
        // Enforced again: a child without its parent is refused.
        XCTAssertThrowsError(try database.execute("INSERT INTO child VALUES (7)")) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "FOREIGN KEY constraint failed")
        }
    }

    func testEnforcementIsOnAgainWhenTheBodyThrows() throws {
        let database = try parentAndChild()
        XCTAssertThrowsError(try database.withoutForeignKeyEnforcement { throw Failure() }) { error in
            XCTAssertTrue(error is Failure)
        }
        XCTAssertTrue(try database.enforcesForeignKeys)
    }

    func testInsideATransactionTheConnectionStaysAsItIs() throws {
        let database = try parentAndChild()
        try database.inTransaction {
            XCTAssertTrue(try database.withoutForeignKeyEnforcement { try database.enforcesForeignKeys })
            XCTAssertThrowsError(try database.withoutForeignKeyEnforcement { try database.execute("INSERT INTO child VALUES (7)") })
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM child").int64Value, 0)
    }

    func testAConnectionThatDoesNotEnforceThemIsLeftSo() throws {
        let database = try parentAndChild()
        try database.execute("PRAGMA foreign_keys = OFF")
        XCTAssertFalse(try database.withoutForeignKeyEnforcement { try database.enforcesForeignKeys })
        XCTAssertFalse(try database.enforcesForeignKeys)
    }
}
