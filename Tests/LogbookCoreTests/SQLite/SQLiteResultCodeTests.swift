import CSQLite
import XCTest

@testable import LogbookSQLite

/// The named result codes carry SQLite's numbers and match as families.
final class SQLiteResultCodeTests: XCTestCase {
    func testPrimaryCodesAreSQLitesNumbers() {
        let pairs: [(SQLiteResultCode, Int32)] = [
            (.ok, SQLITE_OK), (.error, SQLITE_ERROR), (.internal, SQLITE_INTERNAL), (.permission, SQLITE_PERM),
            (.abort, SQLITE_ABORT), (.busy, SQLITE_BUSY), (.locked, SQLITE_LOCKED), (.noMemory, SQLITE_NOMEM),
            (.readOnly, SQLITE_READONLY), (.interrupt, SQLITE_INTERRUPT), (.ioError, SQLITE_IOERR),
            (.corrupt, SQLITE_CORRUPT), (.notFound, SQLITE_NOTFOUND), (.full, SQLITE_FULL),
            (.cannotOpen, SQLITE_CANTOPEN), (.protocol, SQLITE_PROTOCOL), (.schema, SQLITE_SCHEMA),
            (.tooBig, SQLITE_TOOBIG), (.constraint, SQLITE_CONSTRAINT), (.mismatch, SQLITE_MISMATCH),
            (.misuse, SQLITE_MISUSE), (.range, SQLITE_RANGE), (.notADatabase, SQLITE_NOTADB),
            (.row, SQLITE_ROW), (.done, SQLITE_DONE),
        ]
        for (code, number) in pairs {
            XCTAssertEqual(code.rawValue, number, "\(code)")
            XCTAssertTrue(code.isPrimary)
        }
    }

    func testExtendedCodesAreSQLitesDocumentedNumbers() {
        XCTAssertEqual(SQLiteResultCode.ioErrorSharedMemorySize.rawValue, 4874)
        XCTAssertEqual(SQLiteResultCode.constraintNotNull.rawValue, 1299)
        XCTAssertEqual(SQLiteResultCode.constraintUnique.rawValue, 2067)
        XCTAssertEqual(SQLiteResultCode.constraintForeignKey.rawValue, 787)
        XCTAssertEqual(SQLiteResultCode.constraintCheck.rawValue, 275)
        XCTAssertEqual(SQLiteResultCode.constraintPrimaryKey.rawValue, 1555)
        XCTAssertEqual(SQLiteResultCode.constraintTrigger.rawValue, 1811)
        XCTAssertEqual(SQLiteResultCode.busySnapshot.rawValue, 517)
        XCTAssertEqual(SQLiteResultCode.readOnlyDatabaseMoved.rawValue, 1032)
        XCTAssertFalse(SQLiteResultCode.constraintUnique.isPrimary)
        XCTAssertEqual(SQLiteResultCode.constraintUnique.primary, .constraint)
        XCTAssertEqual(SQLiteResultCode.ioErrorSharedMemorySize.primary, .ioError)
    }

    func testAPrimaryPatternMatchesItsFamilyAndAnExtendedOneOnlyItself() {
        func family(_ code: SQLiteResultCode) -> String {
            switch code {
            case .constraintUnique: return "unique"
            case .constraint: return "constraint"
            case .ioErrorSharedMemorySize: return "shm"
            case .busy: return "busy"
            default: return "other"
            }
        }
        XCTAssertEqual(family(.constraintUnique), "unique")
        XCTAssertEqual(family(.constraintNotNull), "constraint")
        XCTAssertEqual(family(.constraint), "constraint")
        XCTAssertEqual(family(.ioErrorSharedMemorySize), "shm")
        XCTAssertEqual(family(.ioError), "other")
        XCTAssertEqual(family(.busySnapshot), "busy")
        XCTAssertEqual(family(.readOnly), "other")
        XCTAssertFalse(SQLiteResultCode.constraintUnique ~= .constraintNotNull)
        XCTAssertFalse(SQLiteResultCode.readOnly ~= .constraint)
    }

    func testErrorsFromSQLiteCarryTheNamedExtendedCode() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try database.executeScript("""
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parent (id),
                                name TEXT UNIQUE, size INTEGER CHECK (size > 0));
            INSERT INTO child (id, name) VALUES (1, 'a');
            """)
        let cases: [(String, SQLiteResultCode)] = [
            ("INSERT INTO child (id, name) VALUES (2, 'a')", .constraintUnique),
            ("INSERT INTO child (id) VALUES (1)", .constraintPrimaryKey),
            ("INSERT INTO child (id, parent) VALUES (3, 99)", .constraintForeignKey),
            ("INSERT INTO child (id, size) VALUES (4, 0)", .constraintCheck),
            ("SELECT * FROM missing", .error),
        ]
        for (sql, expected) in cases {
            XCTAssertThrowsError(try database.execute(sql), sql) { error in
                XCTAssertEqual((error as? SQLiteError)?.code, expected, sql)
            }
        }
    }

    func testOpeningAFolderIsCannotOpenAndGarbageIsNotADatabase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rescode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try Database(path: folder.appendingPathComponent("no/such/file.sqlite").path, mode: .readWrite)) { error in
            XCTAssertTrue((error as? SQLiteError).map { $0.code ~= .cannotOpen } ?? false, "\(error)")
        }
        let garbage = folder.appendingPathComponent("garbage.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: garbage)
        let database = try Database(path: garbage.path, mode: .readOnly)
        XCTAssertThrowsError(try database.userTableNames()) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, .notADatabase)
            XCTAssertTrue((error as? SQLiteError)?.isCorruption ?? false)
        }
    }
}
