import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// A command that only reads, given a path where no logbook is, says so and makes nothing
/// there; `import` and `migrate` make the logbook and say so, once.
final class MissingLogbookTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("typo/logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Nothing at the path, nor beside it, nor the folder it would be in.
    private func assertNothingMade(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        for path in [db, db + "-wal", db + "-shm", db + "-journal", folder.path("typo")] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(label) made \(path)", file: file, line: line)
        }
    }

    func testEveryReadingCommandRefusesAMissingLogbookAndMakesNothing() throws {
        let out = folder.path("out")
        let commands: [[String]] = [
            ["list"], ["show"], ["show", "1"], ["show", "-2"], ["stats"], ["stats", "--monthly"],
            ["stats", "--yearly", "--by", "gear"], ["records"], ["clean"], ["clean", "--quarantined"], ["load"], ["predict"],
            ["report", "--out", out], ["export", "--all", "--format", "gpx", "--out", out], ["gear"], ["original", "1", "--out", folder.path("x.gpx")],
            ["original", "--drop-before", "2024-01-01"],
        ]
        for arguments in commands {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "Error: No logbook at \(db); 'logbook import FILE --db \(db)' creates one\n", "\(arguments)")
            assertNothingMade("\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "report or export made their folder")
    }

    func testTheDefaultLocationIsNamedWhenNoDBIsGiven() throws {
        let data = folder.path("data")
        let result = try CLIRunner.run(["list"], environment: ["XDG_DATA_HOME": data])
        XCTAssertEqual(result.status, 1)
        let path = data + "/logbook/logbook.sqlite"
        XCTAssertEqual(result.stderr, "Error: No logbook at \(path); 'logbook import FILE --db \(path)' creates one\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: data))
    }

    func testImportSaysItMadeANewLogbookTheFirstTimeOnly() throws {
        let gpx = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx").path
        let first = try CLIRunner.run(["import", "--db", db, gpx])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.hasPrefix("Created a new logbook at \(db)\n"), first.stderr)
        let again = try CLIRunner.run(["import", "--db", db, gpx])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stderr.contains("Created a new logbook"), again.stderr)
        let listed = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stderr, "")
    }

    func testMigrateSaysItMadeANewLogbookTheFirstTimeOnly() throws {
        let first = try CLIRunner.run(["migrate", "--db", db])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "Created a new logbook at \(db)\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: db))
        let again = try CLIRunner.run(["migrate", "--db", db])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "")
        // Listing or checking the migrations of a missing logbook makes none either.
        let other = folder.path("other.sqlite")
        XCTAssertEqual(try CLIRunner.run(["migrate", "--list", "--db", other]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: other))
    }
}
