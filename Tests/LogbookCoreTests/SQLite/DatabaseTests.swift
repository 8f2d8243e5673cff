import Foundation
import XCTest

@testable import LogbookSQLite

final class DatabaseTests: XCTestCase {
    private func memory() throws -> Database {
        let database = try Database(path: ":memory:")
        try database.configure()
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, value REAL)")
        return database
    }

    func testErrorsCarryCodeMessageAndSQL() throws {
        let database = try memory()
        XCTAssertThrowsError(try database.execute("INSERT INTO t (name) VALUES (NULL)")) { error in
            let sqliteError = error as? SQLiteError
            XCTAssertEqual(sqliteError?.code, .constraintNotNull)
            XCTAssertEqual(sqliteError?.primaryCode, .constraint)
            XCTAssertEqual(sqliteError?.message, "NOT NULL constraint failed: t.name")
            XCTAssertEqual(sqliteError?.sql, "INSERT INTO t (name) VALUES (NULL)")
            XCTAssertEqual(
                "\(error)", "SQLite error 1299: NOT NULL constraint failed: t.name - while executing `INSERT INTO t (name) VALUES (NULL)`")
        }
        XCTAssertThrowsError(try database.prepare("SELEC 1")) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "near \"SELEC\": syntax error")
        }
    }

    func testTransactionRollsBackOnAnyErrorAndRethrowsIt() throws {
        let database = try memory()
        struct Stop: Error {}
        XCTAssertThrowsError(
            try database.inTransaction {
                try database.execute("INSERT INTO t (name) VALUES ('kept?')")
                throw Stop()
            }
        ) { error in XCTAssertTrue(error is Stop) }
        XCTAssertTrue(database.isAutocommit)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM t").int64Value, 0)
        // A failing statement inside the transaction rolls back the statements before it.
        XCTAssertThrowsError(
            try database.inTransaction {
                try database.execute("INSERT INTO t (name) VALUES ('first')")
                try database.execute("INSERT INTO t (name) VALUES (NULL)")
            })
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM t").int64Value, 0)
        try database.inTransaction { try database.execute("INSERT INTO t (name) VALUES ('committed')") }
        XCTAssertEqual(try database.scalar("SELECT name FROM t").stringValue, "committed")
    }

    func testValuesAreBoundNeverSpliced() throws {
        let database = try memory()
        let hostile = "Robert'); DROP TABLE t;-- \"quoted\" ; <b>"
        try database.execute("INSERT INTO t (name, value) VALUES (?, ?)", [.text(hostile), .real(.nan)])
        XCTAssertEqual(try database.scalar("SELECT name FROM t").stringValue, hostile)
        XCTAssertEqual(try database.scalar("SELECT value IS NULL FROM t").int64Value, 1, "NaN is stored as NULL")
        try database.execute("INSERT INTO t (name, value) VALUES (?, ?)", [.text("inf"), .real(.infinity)])
        XCTAssertEqual(try database.scalar("SELECT value FROM t WHERE name = 'inf'").doubleValue, .infinity)
    }

    func testScriptErrorNamesTheFailingStatement() throws {
        let database = try memory()
        XCTAssertThrowsError(try database.executeScript("INSERT INTO t (name) VALUES ('a');\n-- comment\nINSERT INTO missing VALUES (1);\nINSERT INTO t (name) VALUES ('b');")) { error in
            XCTAssertEqual((error as? SQLiteError)?.sql, "INSERT INTO missing VALUES (1);")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM t").int64Value, 1, "statements before the failing one ran")
    }

    /// A reusable statement is prepared once per SQL text and comes back reset: the second
    /// use after a step left it at its end inserts again, and a table rebuilt in between
    /// (the schema changed) is written through the same statement.
    func testAReusableStatementIsPreparedOnceAndComesBackReset() throws {
        let database = try memory()
        let sql = "INSERT INTO t (name, value) VALUES (?, ?)"
        let first = try database.reusable(sql)
        try first.bind([.text("a"), .real(1.5)])
        XCTAssertFalse(try first.step())
        let second = try database.reusable(sql)
        XCTAssertTrue(first === second)
        XCTAssertFalse(try database.reusable("SELECT 1") === first)
        // Bound without `bind([...])`'s own reset: stepping again needs the reset `reusable` did.
        try second.bind(.text("b"), at: 1)
        try second.bind(.real(2.5), at: 2)
        XCTAssertFalse(try second.step())
        try database.executeScript(
            """
            CREATE TABLE t2 (id INTEGER PRIMARY KEY, name TEXT NOT NULL, value REAL, extra TEXT);
            INSERT INTO t2 (id, name, value) SELECT id, name, value FROM t;
            DROP TABLE t;
            ALTER TABLE t2 RENAME TO t;
            """)
        let third = try database.reusable(sql)
        try third.bind([.text("c"), .real(3.5)])
        XCTAssertFalse(try third.step())
        XCTAssertEqual(try database.rows("SELECT name, value FROM t ORDER BY id"),
                       [[.text("a"), .real(1.5)], [.text("b"), .real(2.5)], [.text("c"), .real(3.5)]])
    }
}
