import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Values no logbook writes, stored by another tool past the CHECKs
/// (`PRAGMA ignore_check_constraints`): no command traps on them, JSON stays valid, and
/// `clean` judges what is stored.
final class HostileStoredValuesTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let database = try Database(path: db)
        try database.configure()
        try Migrator().migrate(database)
        try database.execute("PRAGMA ignore_check_constraints = ON")
        let insert = """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km,
                              pace_status, avg_hr, source, imported_at)
            VALUES (?, ?, 0, 'running', ?, ?, ?, ?, ?, ?, ?, 'csv', 1735000000)
            """
        let rows: [[SQLiteValue]] = [
            // A believable run, the only one that should count anywhere.
            [.integer(1), .integer(1_717_200_000), .text("fine"), .real(5000), .real(1500), .real(1500), .real(300), .text("ok"), .real(150)],
            // Beyond every CHECK, with status ok.
            [.integer(2), .integer(1_717_300_000), .text("huge"), .real(1e308), .real(1e308), .real(1e308), .real(1e308), .text("ok"), .real(1e308)],
            // A start near Int64.min (clean once crashed with an illegal instruction on it).
            [.integer(3), .integer(Int64.min + 5), .text("ancient"), .real(5000), .real(1500), .real(1500), .real(300), .text("ok"), .null],
            [.integer(4), .integer(Int64.max - 5), .text("far future"), .real(5000), .real(1500), .real(1500), .real(300), .text("ok"), .null],
            // A pace too fast to be real with status ok, and an unknown status.
            [.integer(5), .integer(1_717_400_000), .text("tiny pace"), .real(5000), .real(1500), .real(1500), .real(1e-300), .text("ok"), .null],
            [.integer(6), .integer(1_717_500_000), .text("odd status"), .real(5000), .real(1500), .real(1500), .null, .text("warp"), .null],
        ]
        for row in rows { try database.execute(insert, row) }
        try database.execute("PRAGMA ignore_check_constraints = OFF")
    }

    override func tearDown() { folder.remove() }

    private func run(_ arguments: [String]) throws -> CLIResult {
        try CLIRunner.run(arguments + ["--db", db])
    }

    private func assertValidJSON(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments + ["--json"])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertFalse(result.stdout.contains("inf"), "\(arguments): \(result.stdout)", file: file, line: line)
        XCTAssertNoThrow(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), "\(arguments): \(result.stdout)", file: file, line: line)
    }

    func testJSONIsValidWhateverIsStored() throws {
        try assertValidJSON(["list"])
        try assertValidJSON(["show", "2"])
        try assertValidJSON(["stats", "--monthly"])
        try assertValidJSON(["clean"])
    }

    /// The 1e308 run with status ok counts as a run but none of its numbers is summed:
    /// June 2024 holds only the believable run's distance, time, pace and heart rate.
    func testStatsSumOnlyBelievableNumbers() throws {
        let result = try run(["stats", "--monthly", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let june = try XCTUnwrap(rows.first { $0["period"] as? String == "2024-06" }, result.stdout)
        XCTAssertEqual(june["runs"] as? Int, 4)
        XCTAssertEqual(june["distance_m"] as? Double, 15_000)
        XCTAssertEqual(june["moving_s"] as? Double, 4500)
        XCTAssertEqual(june["pace_runs"] as? Int, 1)
        XCTAssertEqual(june["avg_pace_s_per_km"] as? Double, 300)
        XCTAssertEqual(june["avg_hr"] as? Double, 150)
        XCTAssertEqual(june["longest_m"] as? Double, 5000)
        XCTAssertEqual(june["unusable_totals"] as? Int, 1)
        XCTAssertEqual(
            june["excluded_reasons"] as? [String: Int],
            ["warp": 1, "missing or non-finite distance or time": 1, "outside thresholds": 1], result.stdout)
        let table = try run(["stats", "--monthly"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertFalse(table.stdout.contains("e+"), table.stdout)
        XCTAssertTrue(table.stdout.contains("5:00 /km"), table.stdout)
    }

    func testCleanJudgesWhatIsStoredAndNeverTraps() throws {
        let result = try run(["clean", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: findings.map { ("\($0["id"] ?? "")", $0) })
        XCTAssertNil(byID["1"], "the believable run was flagged: \(result.stdout)")
        for id in ["2", "3", "4", "5", "6"] {
            XCTAssertEqual(byID[id]?["rule"] as? String, "non_finite", "run \(id): \(result.stdout)")
        }
        XCTAssertTrue((byID["2"]?["detail"] as? String ?? "").contains("distance_m is beyond any run (1e+308)"), result.stdout)
        XCTAssertTrue((byID["2"]?["detail"] as? String ?? "").contains("avg_hr is beyond any heart rate (1e+308)"), result.stdout)
        XCTAssertTrue((byID["3"]?["detail"] as? String ?? "").contains("start_utc is outside 1900-2100"), result.stdout)
        XCTAssertTrue((byID["5"]?["detail"] as? String ?? "").contains("pace_s_per_km is beyond any pace (1e-300)"), result.stdout)
        XCTAssertTrue((byID["6"]?["detail"] as? String ?? "").contains("pace_status 'warp' is unknown"), result.stdout)
        // And --apply quarantines them without trapping either.
        let applied = try run(["clean", "--apply"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let database = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try database.scalar("SELECT group_concat(id) FROM runs").stringValue, "1")
    }

    /// `list` and `show` apply the test `stats` applies: a number beyond belief is shown
    /// unknown (null in JSON), whatever its status says.
    func testListAndShowShowUnbelievableNumbersAsUnknown() throws {
        let listed = try run(["list", "--json"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let runs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: runs.compactMap { run in (run["id"] as? Int).map { ($0, run) } })
        let huge = try XCTUnwrap(byID[2], listed.stdout)
        for key in ["distance_m", "elapsed_s", "moving_s", "pace_s_per_km", "avg_hr"] {
            XCTAssertTrue(huge[key] is NSNull, "\(key): \(String(describing: huge[key]))")
        }
        XCTAssertEqual(huge["pace_status"] as? String, "no_distance")
        let tinyPace = try XCTUnwrap(byID[5], listed.stdout)
        XCTAssertTrue(tinyPace["pace_s_per_km"] is NSNull, listed.stdout)
        XCTAssertEqual(tinyPace["pace_status"] as? String, "too_fast")
        XCTAssertEqual(tinyPace["distance_m"] as? Double, 5000)
        let fine = try XCTUnwrap(byID[1], listed.stdout)
        XCTAssertEqual(fine["distance_m"] as? Double, 5000)
        XCTAssertEqual(fine["pace_s_per_km"] as? Double, 300)
        XCTAssertEqual(fine["pace_status"] as? String, "ok")
        XCTAssertEqual(fine["avg_hr"] as? Double, 150)

        let table = try run(["list"])
        XCTAssertEqual(table.status, 0, table.stderr)
        let hugeLine = try XCTUnwrap(table.stdout.split(separator: "\n").first { $0.contains("huge") }, table.stdout)
        XCTAssertFalse(hugeLine.contains("e+"), String(hugeLine))
        XCTAssertFalse(hugeLine.contains("0:00"), String(hugeLine))

        let shown = try run(["show", "2"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("  Distance    --\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("  Moving      --\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("  Pace        -- (no_distance)\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("  Heart rate  --"), shown.stdout)
        let shownJSON = try run(["show", "5", "--json"])
        XCTAssertEqual(shownJSON.status, 0, shownJSON.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(shownJSON.stdout.utf8)) as? [String: Any])
        let shownRun = (object["run"] as? [String: Any]) ?? object
        XCTAssertTrue(shownRun["pace_s_per_km"] is NSNull, shownJSON.stdout)
        XCTAssertEqual(shownRun["pace_status"] as? String, "too_fast", shownJSON.stdout)
    }

    /// `show` judges split rows as it judges runs: a stored split number beyond belief is
    /// `--` in the table and null in JSON, and such a split is never marked fastest.
    func testShowShowsUnbelievableSplitNumbersAsUnknown() throws {
        let database = try Database(path: db)
        try database.execute("PRAGMA ignore_check_constraints = ON")
        let insert = """
            INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                                avg_hr, avg_cadence, elevation_gain_m)
            VALUES (1, ?, ?, ?, ?, ?, 'ok', ?, ?, ?)
            """
        let rows: [[SQLiteValue]] = [
            [.integer(1), .real(1000), .real(310), .real(310), .real(310), .real(150), .real(170), .real(4)],
            [.integer(2), .real(1e308), .real(1e308), .real(1e308), .real(1e308), .real(1e308), .real(1e308), .real(1e308)],
            [.integer(3), .real(1000), .real(290), .real(290), .real(1e-300), .real(151), .real(171), .real(5)],
            [.integer(4), .real(1000), .real(300), .real(300), .real(300), .real(152), .real(172), .real(6)],
        ]
        for row in rows { try database.execute(insert, row) }
        try database.execute("PRAGMA ignore_check_constraints = OFF")

        let shownJSON = try run(["show", "1", "--json"])
        XCTAssertEqual(shownJSON.status, 0, shownJSON.stderr)
        XCTAssertFalse(shownJSON.stdout.contains("e+"), shownJSON.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(shownJSON.stdout.utf8)) as? [String: Any])
        let splits = try XCTUnwrap(object["splits"] as? [[String: Any]], shownJSON.stdout)
        XCTAssertEqual(splits.count, 4)
        for key in ["distance_m", "elapsed_s", "pace_s_per_km", "avg_hr", "avg_cadence", "elevation_gain_m"] {
            XCTAssertTrue(splits[1][key] is NSNull, "\(key): \(String(describing: splits[1][key]))")
        }
        XCTAssertEqual(splits[1]["pace_status"] as? String, "no_distance", shownJSON.stdout)
        XCTAssertTrue(splits[2]["pace_s_per_km"] is NSNull, shownJSON.stdout)
        XCTAssertEqual(splits[2]["pace_status"] as? String, "too_fast", shownJSON.stdout)
        XCTAssertEqual(splits[2]["distance_m"] as? Double, 1000)
        XCTAssertEqual(splits[0]["pace_s_per_km"] as? Double, 310)
        XCTAssertEqual(splits[0]["pace_status"] as? String, "ok")
        XCTAssertEqual(splits[0]["avg_hr"] as? Double, 150)
        // The believable splits compete: 4 (5:00) is the fastest, 1 (5:10) the slowest.
        XCTAssertEqual(splits.map { $0["fastest"] as? Bool }, [false, false, false, true], shownJSON.stdout)
        XCTAssertEqual(splits.map { $0["slowest"] as? Bool }, [true, false, false, false], shownJSON.stdout)

        let table = try run(["show", "1"])
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let second = try XCTUnwrap(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("2 ") }, table.stdout)
        XCTAssertFalse(second.contains("e+"), second)
        XCTAssertEqual(second.split(separator: " ").filter { $0 == "--" }.count, 6, second)
        let third = try XCTUnwrap(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("3 ") }, table.stdout)
        XCTAssertFalse(third.contains("0:00"), third)
        XCTAssertFalse(third.contains("fastest"), third)
    }
}
