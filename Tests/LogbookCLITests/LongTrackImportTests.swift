import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// A track longer than what an import keeps in memory (`SpoolSettings.defaultMemoryLimit`
/// points) goes through a temporary file: it imports whole, and where the temporary folder
/// cannot be used the file is refused with a message saying what to do, storing nothing.
final class LongTrackImportTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 11 hours and 7 minutes at 1 Hz: 40,001 points, more than the 32,768 kept in memory.
    static let longSeconds = 40_000

    func testALongTrackImportsWholeThroughTheTemporaryFolder() throws {
        let long = try HourLongRuns.write(0..<1, into: folder.url.appendingPathComponent("long"), seconds: Self.longSeconds)[0]
        let db = folder.path("logbook.sqlite")
        let result = try CLIRunner.run(["import", "--verbose", "--db", db, long], environment: ["TMPDIR": folder.url.path], executable: CLIRunner.binary)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("120.00 km, 5:33 /km\nThe new runs added "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\nImported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n"), result.stdout)
        func value(_ sql: String) throws -> SQLiteValue { try SampleRows.scalar(sql, path: db) }
        XCTAssertEqual(try value("SELECT count(*) FROM samples").int64Value, 40_001)
        XCTAssertEqual(try value("SELECT count(*) FROM samples WHERE seq * 1000 = offset_ms AND distance_dm = seq * 30").int64Value, 40_001)
        XCTAssertEqual(try value("SELECT round(distance_m, 2) FROM runs").doubleValue, 120_000)
        XCTAssertEqual(try value("SELECT moving_s FROM runs").doubleValue, 40_000)
        XCTAssertEqual(try value("SELECT count(*) FROM splits").int64Value, 120)
        // The heart rates cycle 140...159: a time-weighted mean over whole cycles of 149.5.
        XCTAssertEqual(try XCTUnwrap(try value("SELECT avg_hr FROM runs").doubleValue), 149.5, accuracy: 0.001)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("logbook-spool") }, [])
    }

    func testAMissingTemporaryFolderRefusesOnlyTheLongTrack() throws {
        let long = try HourLongRuns.write(0..<1, into: folder.url.appendingPathComponent("long"), seconds: Self.longSeconds)[0]
        let short = try HourLongRuns.write(1..<2, into: folder.url.appendingPathComponent("short"))[0]
        let db = folder.path("logbook.sqlite")
        let result = try CLIRunner.run(
            ["import", "--db", db, long, short], environment: ["TMPDIR": "/nonexistent-logbook-tmp"], executable: CLIRunner.binary)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "Created a new logbook at \(db)\nError: \(long): cannot create a temporary file in /nonexistent-logbook-tmp: No such file or directory; "
                + "long tracks are kept in a temporary file while they are imported (set TMPDIR to a writable folder "
                + "with free space); nothing of this file was stored\n")
        XCTAssertEqual(try SampleRows.scalar("SELECT count(*) FROM samples", path: db).int64Value, Int64(HourLongRuns.pointsPerRun))
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM import_files", path: db).int64Value, 1)
    }
}
