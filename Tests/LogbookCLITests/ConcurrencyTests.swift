import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Several `logbook import` processes writing one logbook at once, while others read it:
/// every process finishes with exit 0 and every run is stored exactly once.
final class ConcurrencyTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Hour-long 1 Hz runs `indices` (long enough for the imports to overlap).
    private func runs(_ indices: Range<Int>) throws -> [String] {
        try HourLongRuns.write(indices, into: folder.url.appendingPathComponent("runs"))
    }

    /// Starts `writers` imports (each its own files plus the shared ones, in its own order)
    /// and readers (`migrate --list`, `stats`) until the writers are done; asserts every process
    /// exited 0 (a `stats` before the file existed, 1 with no logbook made), at most one writer
    /// said it made the logbook, and every run is in `db` exactly once, whole.
    private func assertConcurrentImports(
        db: String, own: [[String]], shared: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let binary = CLIRunner.binary
        var writers: [LogbookProcess] = []
        for (index, files) in own.enumerated() {
            let order = index % 2 == 0 ? files + shared : shared.reversed() + files
            writers.append(try LogbookProcess(["import", "--db", db] + order, executable: binary))
        }
        var readers = 0
        while writers.contains(where: { $0.process.isRunning }) {
            if readers % 2 == 0 {
                let (list, _) = try LogbookProcess.run(["migrate", "--list", "--db", db], executable: binary, timeout: 30)
                // The database may not exist yet on the very first read: then nothing is applied.
                XCTAssertEqual(list.status, 0, list.stderr, file: file, line: line)
                XCTAssertTrue(list.stdout.hasPrefix("Applied:\n"), list.stdout, file: file, line: line)
            } else {
                // A reading command that also opens (and, on a file not yet migrated, upgrades) the
                // logbook; before any writer made the file it finds no logbook and makes none.
                let (stats, _) = try LogbookProcess.run(["stats", "--monthly", "--json", "--db", db], executable: binary, timeout: 30)
                if stats.status == 1 {
                    XCTAssertEqual(stats.stderr, "Error: No logbook at \(db); 'logbook import FILE --db \(db)' creates one\n", file: file, line: line)
                } else {
                    XCTAssertEqual(stats.status, 0, stats.stderr, file: file, line: line)
                    XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [Any], stats.stdout, file: file, line: line)
                }
            }
            readers += 1
        }
        // On a fresh path the writer that made the logbook says so; the others find it made.
        var creators = 0
        for (index, writer) in writers.enumerated() {
            let result = try writer.wait(timeout: 120, file: file, line: line)
            XCTAssertEqual(result.status, 0, "writer \(index): \(result.stderr)", file: file, line: line)
            if result.stderr == "Created a new logbook at \(db)\n" { creators += 1 } else {
                XCTAssertEqual(result.stderr, "", "writer \(index)", file: file, line: line)
            }
        }
        XCTAssertLessThanOrEqual(creators, 1, "more than one writer said it made the logbook", file: file, line: line)
        XCTAssertGreaterThan(readers, 0, file: file, line: line)
        let database = try Database(path: db, mode: .readOnly)
        let expected = Set(own.joined()).union(shared)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok", file: file, line: line)
        XCTAssertEqual(try database.scalar("PRAGMA journal_mode").stringValue, "wal", file: file, line: line)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, Int64(expected.count), file: file, line: line)
        XCTAssertEqual(try database.scalar("SELECT count(DISTINCT start_utc) FROM runs").int64Value, Int64(expected.count), file: file, line: line)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, Int64(expected.count), file: file, line: line)
        XCTAssertEqual(
            try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, Int64(expected.count * HourLongRuns.pointsPerRun), file: file, line: line)
        XCTAssertEqual(
            try database.scalar("SELECT count(*) FROM logbook_migrations").int64Value, Int64(Migrator().migrations.count), file: file, line: line)
    }

    func testTwoWritersWithSharedFilesOnAFreshDatabase() throws {
        let files = try runs(0..<10)
        try assertConcurrentImports(
            db: folder.path("two.sqlite"), own: [Array(files[0..<3]), Array(files[3..<6])], shared: Array(files[6..<10]))
    }

    func testFourWritersWithSharedFilesOnAFreshDatabase() throws {
        let files = try runs(0..<14)
        try assertConcurrentImports(
            db: folder.path("four.sqlite"),
            own: [Array(files[0..<2]), Array(files[2..<4]), Array(files[4..<6]), Array(files[6..<8])],
            shared: Array(files[8..<14]))
    }

    func testFourWritersOnAnExistingLogbook() throws {
        let files = try runs(0..<12)
        let db = folder.path("existing.sqlite")
        let first = try CLIRunner.run(["import", "--db", db, files[0]], executable: CLIRunner.binary)
        XCTAssertEqual(first.status, 0, first.stderr)
        try assertConcurrentImports(
            db: db, own: [[files[1]], [files[2]], [files[3]], [files[4]]], shared: [files[0]] + Array(files[5..<12]))
    }

    func testManyProcessesOpeningOneFreshDatabaseAtOnce() throws {
        // The first open of a new file is where WAL is switched on and the migrations run:
        // six importers, `migrate` and three `stats` racing there, ten times over. (Before
        // the WAL switch retried on SQLITE_BUSY, about one `stats` in a hundred failed with
        // "database is locked - while executing `PRAGMA journal_mode = WAL`".)
        let files = try HourLongRuns.write(0..<6, into: folder.url.appendingPathComponent("short"), seconds: 120)
        let binary = CLIRunner.binary
        for round in 0..<10 {
            let db = folder.path("race-\(round).sqlite")
            var children = try files.map { try LogbookProcess(["import", "--db", db, $0], executable: binary) }
            children.append(try LogbookProcess(["migrate", "--db", db], executable: binary))
            for _ in 0..<3 { children.append(try LogbookProcess(["stats", "--monthly", "--db", db], executable: binary)) }
            let readers = files.count + 1
            for (index, child) in children.enumerated() {
                let result = try child.wait(timeout: 60)
                // A `stats` that starts before any importer has made the file only reads: it
                // must say there is no logbook yet, and nothing else.
                if index >= readers && result.status == 1 {
                    XCTAssertEqual(result.stderr, "Error: No logbook at \(db); 'logbook import FILE --db \(db)' creates one\n", "round \(round)")
                    continue
                }
                XCTAssertEqual(result.status, 0, "round \(round), process \(index): \(result.stderr)")
            }
            XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 6, "round \(round)")
            XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok")
        }
    }

    func testTheSameRunFromTwoFilesImportedAtOnceIsStoredOnce() throws {
        // Different bytes (so no file-hash match), the same run: only the in-transaction
        // duplicate check can catch it, and it must, whichever process gets there first.
        let text = HourLongRuns.gpx(index: 40, seconds: 600)
        let binary = CLIRunner.binary
        for round in 0..<4 {
            let db = folder.path("twins-\(round).sqlite")
            let a = folder.path("twin-a-\(round).gpx"), b = folder.path("twin-b-\(round).gpx")
            try Data(text.utf8).write(to: URL(fileURLWithPath: a))
            try Data((text + "\n<!-- copy -->\n").utf8).write(to: URL(fileURLWithPath: b))
            let children = [
                try LogbookProcess(["import", "--json", "--db", db, a], executable: binary),
                try LogbookProcess(["import", "--json", "--db", db, b], executable: binary),
            ]
            let results = try children.map { try $0.wait(timeout: 60) }
            XCTAssertEqual(results.map(\.status), [0, 0], results.map(\.stderr).joined())
            let statuses = try results.map { result in
                try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]).first?["status"] as? String
            }
            XCTAssertEqual(statuses.sorted { ($0 ?? "") < ($1 ?? "") }, ["duplicate", "imported"], results.map(\.stdout).joined())
            XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 1)
            XCTAssertEqual(try SampleRows.scalar("SELECT count(*) FROM samples", path: db).int64Value, 601)
        }
    }
}
