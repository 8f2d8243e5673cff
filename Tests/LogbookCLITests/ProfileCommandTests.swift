import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook profile` as a child process: set, list, JSON, and the refusals with the allowed range.
final class ProfileCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testSetThenListWithTheDatesEachValueHoldsFrom() throws {
        let empty = try CLIRunner.run(["profile", "--db", db])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(
            empty.stdout,
            """
            Max HR: not set; estimated from your runs' heart rate. Set it with 'logbook profile set --max-hr N'.
            Resting HR: not set; 60 bpm is used. Set it with 'logbook profile set --resting-hr N'.

            """)
        let set = try CLIRunner.run(["profile", "set", "--max-hr", "188", "--resting-hr", "48", "--db", db])
        XCTAssertEqual(set.status, 0, set.stderr)
        let later = try CLIRunner.run(["profile", "set", "--max-hr", "182", "--lthr", "170", "--sex", "f", "--from", "2025-06-01", "--db", db])
        XCTAssertEqual(later.status, 0, later.stderr)
        XCTAssertEqual(
            later.stdout,
            """
            Profile set from 2025-06-01.
            setting       value    from
            max HR        188 bpm  always
            max HR        182 bpm  2025-06-01
            resting HR    48 bpm   always
            threshold HR  170 bpm  2025-06-01
            sex           f        2025-06-01

            """)
        let json = try CLIRunner.run(["profile", "--json", "--db", db])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let settings = try XCTUnwrap(object["settings"] as? [[String: Any]])
        XCTAssertEqual(settings.count, 2)
        XCTAssertTrue(settings[0]["from"] is NSNull)
        XCTAssertEqual(settings[0]["max_hr"] as? Int, 188)
        XCTAssertEqual(settings[0]["resting_hr"] as? Int, 48)
        XCTAssertEqual(settings[1]["from"] as? String, "2025-06-01")
        XCTAssertEqual(settings[1]["max_hr"] as? Int, 182)
        XCTAssertTrue(settings[1]["resting_hr"] is NSNull)
        XCTAssertEqual(settings[1]["sex"] as? String, "f")
        XCTAssertEqual(object["default_resting_hr"] as? Int, 60)
        XCTAssertEqual(object["max_hr_estimated"] as? Bool, false)
    }

    func testValuesNoHeartHasAreRefusedWithTheAllowedRange() throws {
        let cases: [([String], String)] = [
            (["--max-hr", "300"], "expected a maximum heart rate from 100 to 250 bpm"),
            (["--max-hr", "99"], "expected a maximum heart rate from 100 to 250 bpm"),
            (["--resting-hr", "20"], "expected a resting heart rate from 25 to 120 bpm"),
            (["--resting-hr", "121"], "expected a resting heart rate from 25 to 120 bpm"),
            (["--max-hr", "110", "--resting-hr", "115"], "the resting heart rate (115 bpm) must be below the maximum (110 bpm)"),
            (["--sex", "x"], "expected m or f"),
            ([], "nothing to set"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["profile", "set"] + arguments + ["--db", db])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
        let noSet = try CLIRunner.run(["profile", "--max-hr", "180", "--db", db])
        XCTAssertEqual(noSet.status, 64)
        XCTAssertTrue(noSet.stderr.contains("say 'set'"), noSet.stderr)
    }

    /// A resting rate of 115 from 2025-07-01, then a max of 110 from 2026: refused (exit 1),
    /// naming the date, and nothing stored.
    func testAMaximumBelowALaterRestingRateIsRefused() throws {
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "188", "--resting-hr", "48", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--resting-hr", "115", "--from", "2025-07-01", "--db", db]).status, 0)
        let refused = try CLIRunner.run(["profile", "set", "--max-hr", "110", "--from", "2026-01-01", "--db", db])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.stderr,
            "Error: the resting heart rate (115 bpm) must be below the maximum (110 bpm) holding on 2026-01-01: give a resting heart rate from 25 to 109 bpm, or a higher --max-hr\n")
        let count = try Database(path: db, mode: .readOnly).scalar("SELECT count(*) FROM athlete_settings").int64Value
        XCTAssertEqual(count, 2)
    }
}
