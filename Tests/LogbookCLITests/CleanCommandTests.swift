import Foundation
import LogbookTestSupport
import XCTest

/// `logbook clean` and `logbook trim` on the logbook of `CleanLogbook`, run as child
/// processes; every expected number is worked out by hand in the comments.
final class CleanCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        try CleanLogbook.create(at: db)
    }
    override func tearDown() { folder.remove() }

    @discardableResult
    private func run(_ arguments: [String], status: Int32 = 0) throws -> CLIResult {
        let result = try CLIRunner.run(arguments + ["--db", db])
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
        return result
    }

    private func jsonArray(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try run(arguments + ["--json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], result.stdout)
    }

    private func jsonObject(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments + ["--json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
    }

    /// `[id, rule, duplicate_of or 0, action]` per finding.
    private func findings(_ arguments: [String] = []) throws -> [[String]] {
        try jsonArray(["clean"] + arguments).map { finding in
            [
                "\(finding["id"] ?? "")", "\(finding["rule"] ?? "")", "\((finding["duplicate_of"] as? Int) ?? 0)",
                "\(finding["action"] ?? "")",
            ]
        }
    }

    /// `stats --monthly --json` as (period, runs, distance, moving, average pace) per month.
    private func monthly() throws -> [(String, Int, Double, Double, Double)] {
        try jsonArray(["stats", "--monthly"]).map { row in
            (
                row["period"] as? String ?? "", row["runs"] as? Int ?? -1, row["distance_m"] as? Double ?? -1,
                row["moving_s"] as? Double ?? -1, row["avg_pace_s_per_km"] as? Double ?? -1
            )
        }
    }

    private func assertMonth(
        _ row: (String, Int, Double, Double, Double), _ period: String, runs: Int, distance: Double, moving: Double, pace: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(row.0, period, file: file, line: line)
        XCTAssertEqual(row.1, runs, "runs in \(period)", file: file, line: line)
        XCTAssertEqual(row.2, distance, accuracy: 0.01, "distance in \(period)", file: file, line: line)
        XCTAssertEqual(row.3, moving, accuracy: 0.001, "moving time in \(period)", file: file, line: line)
        XCTAssertEqual(row.4, pace, accuracy: 0.001, "average pace in \(period)", file: file, line: line)
    }

    func testDryRunFindsExactlyTheBadRecordsAndChangesNothing() throws {
        let before = try CleanLogbook.dump(db)
        let table = try run(["clean"])
        XCTAssertEqual(
            table.stdout,
            """
            ID  START             DISTANCE      PACE  RULE            DETAIL
             2  2024-04-14 07:00   8.00 km   invalid  non_finite      pace_s_per_km is infinite
             3  2024-04-20 07:00   0.00 km        --  zero_distance   distance is 0 m
             4  2024-05-01 07:00   0.03 km        --  too_short       30 m is shorter than 50 m
             6  2024-05-02 08:00   3.55 km  5:35 /km  duplicate       same run as 5 (starts 10 s apart, 3550 m and 3600 m); 5 is kept: it has samples and heart rate
             7  2024-05-12 07:00  45.00 km  1:40 /km  too_fast        pace 1:40 /km is faster than 2:00 /km
             7  2024-05-12 07:00  45.00 km  1:40 /km  wrong_sport     pace 1:40 /km (36 km/h) is a ride's, not running
             8  2024-06-01 01:30   7.55 km  5:18 /km  recording_tail  no heart rate after 32:30 (02:02:30): ending there removes 7:30 and 1.70 km
            Dry run: 5 runs would be quarantined and 1 recording tail could be trimmed; nothing was changed. 'logbook clean --apply' quarantines them.

            """)
        XCTAssertEqual(
            try findings(),
            [
                ["2", "non_finite", "0", "would_quarantine"], ["3", "zero_distance", "0", "would_quarantine"],
                ["4", "too_short", "0", "would_quarantine"], ["6", "duplicate", "5", "would_quarantine"],
                ["7", "too_fast", "0", "would_quarantine"], ["7", "wrong_sport", "0", "would_quarantine"],
                ["8", "recording_tail", "0", "suggest_trim"],
            ])
        let first = try XCTUnwrap(try jsonArray(["clean"]).first)
        XCTAssertEqual(first.keys.sorted(), ["action", "detail", "duplicate_of", "id", "rule", "start"])
        XCTAssertEqual(first["start"] as? String, "2024-04-14T07:00:00+02:00")
        XCTAssertTrue(first["duplicate_of"] is NSNull)
        XCTAssertEqual(try CleanLogbook.dump(db), before)
    }

    func testThresholdsSportsAndRuleChoice() throws {
        // 5:30 /km: the GPX run (1200 s / 3.6 km = 5:33) and its twin (1190 s / 3.55 km = 5:35)
        // now fail too; the twin is still the duplicate (both fail, the GPX copy is richer).
        XCTAssertEqual(
            try findings(["--max-pace", "5:30"]),
            [
                ["2", "non_finite", "0", "would_quarantine"], ["3", "zero_distance", "0", "would_quarantine"],
                ["4", "too_short", "0", "would_quarantine"], ["5", "too_slow", "0", "would_quarantine"],
                ["6", "too_slow", "0", "would_quarantine"], ["6", "duplicate", "5", "would_quarantine"],
                ["7", "too_fast", "0", "would_quarantine"], ["7", "wrong_sport", "0", "would_quarantine"],
                ["8", "recording_tail", "0", "suggest_trim"],
            ])
        // The hike at 35:00 /km is judged only when its sport is asked for, and then by the
        // hiking range (3:30 to 60:00 /km), which it is inside: an ordinary hike is not flagged.
        XCTAssertEqual(try findings(["--rules", "too_slow"]), [])
        XCTAssertEqual(try findings(["--rules", "too_slow", "--sport", "all"]), [])
        XCTAssertEqual(try findings(["--rules", "too_slow", "--sport", "hike"]), [])
        // --max-pace sets the running range only.
        XCTAssertEqual(try findings(["--rules", "too_slow", "--sport", "all", "--max-pace", "30:00"]), [])
        XCTAssertEqual(
            try findings(["--rules", "duplicate,recording_tail"]),
            [["6", "duplicate", "5", "would_quarantine"], ["8", "recording_tail", "0", "suggest_trim"]])
        // 1 km minimum: the 30 m run and nothing else.
        XCTAssertEqual(try findings(["--rules", "too_short", "--min-distance", "1000"]), [["4", "too_short", "0", "would_quarantine"]])
    }

    func testApplyRemovesRunsFromStatsAndListAndRestoreAllPutsBackEveryByte() throws {
        let dumpBefore = try CleanLogbook.dump(db)
        let statsBefore = try run(["stats", "--monthly", "--json"]).stdout
        let listBefore = try run(["list", "--json"]).stdout
        let listAllBefore = try run(["list", "--sport", "all", "--json"]).stdout
        // Before (running only; the hike is not counted):
        //   April: runs 1, 2, 3: 10000 + 8000 + 0 = 18000 m, 3000 + 2400 + 0 = 5400 s; pace from run 1 alone: 300 s/km.
        //   May: runs 4-7: 30 + 3600 + 3550 + 45000 = 52180 m, 5 + 1200 + 1190 + 4500 = 6895 s;
        //     pace from 5 and 6: (1200 + 1190) / 7.15 km = 334.266 s/km (7 is outside the thresholds, 4 too short).
        //   June: runs 8 and 10: 7550 + 5000 = 12550 m, 2400 + 1500 = 3900 s, 3900 / 12.55 = 310.757 s/km.
        let before = try monthly()
        XCTAssertEqual(before.count, 3)
        assertMonth(before[0], "2024-04", runs: 3, distance: 18_000, moving: 5400, pace: 300)
        assertMonth(before[1], "2024-05", runs: 4, distance: 52_180, moving: 6895, pace: 2390 / 7.15)
        assertMonth(before[2], "2024-06", runs: 2, distance: 12_550, moving: 3900, pace: 3900 / 12.55)

        let applied = try run(["clean", "--apply"])
        XCTAssertTrue(
            applied.stdout.hasSuffix(
                "Moved 5 runs to quarantine (see 'logbook clean --quarantined'); 1 recording tail left for 'logbook trim ID --auto'.\n"),
            applied.stdout)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT group_concat(id) FROM quarantined_runs").stringValue, "2,3,4,6,7")

        // After: April keeps run 1 (10 km, 3000 s, 5:00); May keeps run 5 (3600 m, 1200 s, 333.333 s/km); June is unchanged.
        let after = try monthly()
        XCTAssertEqual(after.count, 3)
        assertMonth(after[0], "2024-04", runs: 1, distance: 10_000, moving: 3000, pace: 300)
        assertMonth(after[1], "2024-05", runs: 1, distance: 3600, moving: 1200, pace: 1200 / 3.6)
        assertMonth(after[2], "2024-06", runs: 2, distance: 12_550, moving: 3900, pace: 3900 / 12.55)
        XCTAssertEqual(try jsonArray(["list"]).map { $0["id"] as? Int }, [10, 8, 5, 1])
        XCTAssertEqual(try jsonArray(["list", "--sport", "all"]).map { $0["id"] as? Int }, [10, 9, 8, 5, 1])
        let show = try run(["show", "7"], status: 1)
        XCTAssertEqual(show.stderr, "Error: no run with id 7\n")
        // Only the tail is left to find.
        XCTAssertEqual(try findings(), [["8", "recording_tail", "0", "suggest_trim"]])

        let quarantined = try jsonArray(["clean", "--quarantined"])
        XCTAssertEqual(quarantined.map { $0["id"] as? Int }, [2, 3, 4, 6, 7])
        XCTAssertEqual(quarantined.map { $0["rule"] as? String }, ["non_finite", "zero_distance", "too_short", "duplicate", "too_fast,wrong_sport"])
        XCTAssertEqual(quarantined[3]["duplicate_of"] as? Int, 5)
        XCTAssertTrue(quarantined[0]["pace_s_per_km"] is NSNull)
        XCTAssertEqual(quarantined[4]["distance_m"] as? Double, 45_000)
        let listing = try run(["clean", "--quarantined"]).stdout
        XCTAssertTrue(listing.hasPrefix("ID  START             DISTANCE      PACE  RULE                  QUARANTINED  DETAIL\n"), listing)
        XCTAssertTrue(listing.hasSuffix("5 runs in quarantine: 'logbook clean --restore ID' puts one back, 'logbook clean --purge' deletes them for good.\n"), listing)

        let restored = try run(["clean", "--restore-all"])
        XCTAssertEqual(
            restored.stdout,
            """
            Restored run 2: 2024-04-14 07:00, running, 8.00 km
            Restored run 3: 2024-04-20 07:00, running, 0.00 km
            Restored run 4: 2024-05-01 07:00, running, 0.03 km
            Restored run 6: 2024-05-02 08:00, running, 3.55 km
            Restored run 7: 2024-05-12 07:00, running, 45.00 km

            """)
        XCTAssertEqual(try run(["stats", "--monthly", "--json"]).stdout, statsBefore)
        XCTAssertEqual(try run(["list", "--json"]).stdout, listBefore)
        XCTAssertEqual(try run(["list", "--sport", "all", "--json"]).stdout, listAllBefore)
        XCTAssertEqual(try CleanLogbook.dump(db), dumpBefore)
        XCTAssertEqual(try run(["clean", "--quarantined"]).stdout, "The quarantine is empty.\n")
    }

    func testRestoreSomeAndRefuseUnknownIds() throws {
        try run(["clean", "--apply", "--rules", "non_finite,too_fast"])
        let refused = try run(["clean", "--restore", "2", "5"], status: 1)
        XCTAssertEqual(refused.stderr, "Error: run 5 is not in quarantine\n")
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT group_concat(id) FROM quarantined_runs").stringValue, "2,7")
        XCTAssertEqual(try jsonObject(["clean", "--restore", "7"])["restored"] as? [Int], [7])
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT pace_s_per_km FROM runs WHERE id = 7").doubleValue, 100)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT group_concat(id) FROM quarantined_runs").stringValue, "2")
    }

    func testAutoTrimGivesTheHandComputedRunAndUndoRestoresIt() throws {
        let dumpBefore = try CleanLogbook.dump(db)
        let statsBefore = try run(["stats", "--monthly", "--json"]).stdout
        let trimmed = try jsonObject(["trim", "8", "--auto"])
        XCTAssertEqual(trimmed["action"] as? String, "trimmed")
        XCTAssertEqual(trimmed["cut_s"] as? Double, 1950)
        XCTAssertEqual(trimmed["start"] as? String, "2024-06-01T01:30:00+02:00")
        let before = try XCTUnwrap(trimmed["before"] as? [String: Any])
        let after = try XCTUnwrap(trimmed["after"] as? [String: Any])
        // Before: 1950 s × 3 m/s + 1700 m = 7550 m in 2400 s: 317.881 s/km.
        XCTAssertEqual(try XCTUnwrap(before["distance_m"] as? Double), 7550, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(before["pace_s_per_km"] as? Double), 2400 / 7.55, accuracy: 0.001)
        // After: 1950 s × 3 m/s = 5850 m in 1950 s: 333.333 s/km (5:33).
        XCTAssertEqual(try XCTUnwrap(after["distance_m"] as? Double), 5850, accuracy: 0.01)
        XCTAssertEqual(after["moving_s"] as? Double, 1950)
        XCTAssertEqual(after["elapsed_s"] as? Double, 1950)
        XCTAssertEqual(try XCTUnwrap(after["pace_s_per_km"] as? Double), 1950 / 5.85, accuracy: 0.001)
        XCTAssertEqual(after["pace_status"] as? String, "ok")
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM splits WHERE run_id = 8").int64Value, 6)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT round(distance_m, 2) FROM splits WHERE run_id = 8 AND split_index = 6").doubleValue, 850)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM samples WHERE run_id = 8").int64Value, 391)
        // June: 5850 + 5000 = 10850 m, 1950 + 1500 = 3450 s, 3450 / 10.85 = 317.972 s/km.
        assertMonth(try monthly()[2], "2024-06", runs: 2, distance: 10_850, moving: 3450, pace: 3450 / 10.85)
        let show = try run(["show", "8", "--json"]).stdout
        XCTAssertTrue(show.contains("\"start\": \"2024-06-01T01:30:00+02:00\""), show)
        XCTAssertTrue(show.contains("\"name\": \"Night Run\""), show)
        XCTAssertEqual(try findings(["--rules", "recording_tail"]), [])

        let undone = try run(["trim", "8", "--undo"])
        XCTAssertEqual(
            undone.stdout,
            "Restored run 8 as it was before it was cut at 32:30 (02:02:30): 5.85 km → 7.55 km, moving 32:30 → 40:00, pace 5:33 /km → pace 5:18 /km.\n")
        XCTAssertEqual(try CleanLogbook.dump(db), dumpBefore)
        XCTAssertEqual(try run(["stats", "--monthly", "--json"]).stdout, statsBefore)
        let again = try run(["trim", "8", "--undo"], status: 1)
        XCTAssertEqual(again.stderr, "Error: run 8 was never trimmed; there is nothing to undo\n")
    }

    func testTrimAtAnElapsedOrAClockTime() throws {
        let dumpBefore = try CleanLogbook.dump(db)
        let human = try run(["trim", "8", "--at", "T02:02:30"])
        XCTAssertEqual(
            human.stdout,
            """
            Trimmed run 8 at 32:30 (02:02:30): 7.55 km → 5.85 km, moving 40:00 → 32:30, pace 5:18 /km → pace 5:33 /km.
            Undo with 'logbook trim 8 --undo'.

            """)
        try run(["trim", "8", "--undo"])
        XCTAssertEqual(try jsonObject(["trim", "8", "--at", "32:30"])["cut_s"] as? Double, 1950)
        try run(["trim", "8", "--undo"])
        XCTAssertEqual(try jsonObject(["trim", "8", "--at", "2024-06-01T02:02:30"])["cut_s"] as? Double, 1950)
        try run(["trim", "8", "--undo"])
        XCTAssertEqual(try CleanLogbook.dump(db), dumpBefore)
        let late = try run(["trim", "8", "--at", "1:00:00"], status: 1)
        XCTAssertEqual(late.stderr, "Error: run 8 ends at 40:00; there is nothing after 1:00:00 to trim\n")
        XCTAssertEqual(try run(["trim", "1", "--auto"], status: 1).stderr, "Error: run 1 has no samples to trim\n")
        XCTAssertEqual(try run(["trim", "5", "--auto"], status: 1).stderr,
            "Error: run 5 has no recording tail to trim (no 60 s or more without heart rate or movement at its end)\n")
        XCTAssertEqual(try CleanLogbook.dump(db), dumpBefore)
    }

    func testPurgeAsksForConfirmation() throws {
        try run(["clean", "--apply"])
        // Standard input is a pipe here, not a terminal: no question can be asked.
        let refused = try run(["clean", "--purge"], status: 1)
        XCTAssertEqual(
            refused.stderr,
            "Error: refusing to delete 5 quarantined runs for good without confirmation: standard input is not a terminal; pass --yes\n")
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM quarantined_runs").int64Value, 5)
        let one = try run(["clean", "--purge", "6", "--yes"])
        XCTAssertEqual(one.stdout, "Deleted 1 quarantined run for good: 6.\n")
        XCTAssertEqual(try run(["clean", "--purge", "6", "--yes"], status: 1).stderr, "Error: run 6 is not in quarantine\n")
        XCTAssertEqual(try jsonObject(["clean", "--purge", "-y"])["purged"] as? [Int], [2, 3, 4, 7])
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM quarantined_runs").int64Value, 0)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM quarantined_samples").int64Value, 0)
        XCTAssertEqual(try run(["clean", "--purge"]).stdout, "The quarantine is empty; nothing to purge.\n")
        XCTAssertEqual(try run(["clean", "--restore-all"]).stdout, "The quarantine is empty; nothing to restore.\n")
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT group_concat(id) FROM runs").stringValue, "1,5,8,9,10")
    }

    /// On a terminal, purge asks and deletes only on `y`. The terminal is util-linux
    /// `script`'s pseudo-terminal; the test is skipped where `script` is missing.
    func testPurgeOnATerminalDeletesOnlyOnYes() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            throw XCTSkip("util-linux script is absent: no pseudo-terminal to answer the question")
        }
        try run(["clean", "--apply", "--rules", "too_fast,zero_distance"])
        func purge(answer: String) throws -> CLIResult {
            let command = "'\(CLIRunner.binary.path)' clean --purge --db '\(db)'"
            return try CLIRunner.run(["-qec", command, "/dev/null"], stdin: Data(answer.utf8), executable: script)
        }
        let declined = try purge(answer: "n\n")
        XCTAssertEqual(declined.status, 1)
        XCTAssertTrue(declined.stdout.contains("Delete 2 quarantined runs (3, 7) for good? [y/N] Nothing was deleted."), declined.stdout)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM quarantined_runs").int64Value, 2)
        let accepted = try purge(answer: "y\n")
        XCTAssertEqual(accepted.status, 0)
        XCTAssertTrue(accepted.stdout.contains("Deleted 2 quarantined runs for good: 3, 7."), accepted.stdout)
        XCTAssertEqual(try CleanLogbook.scalar(db, "SELECT count(*) FROM quarantined_runs").int64Value, 0)
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["clean", "--apply", "--restore-all"], "Error: use only one of --apply, --quarantined, --restore, --restore-all, --purge"),
            (["clean", "--restore"], "Error: Missing expected argument '<id> ...' for --restore"),
            (["clean", "7"], "Error: Unexpected argument '7'"),
            (["clean", "--restore", "x7"], "Error: The value 'x7' is invalid for '<id>': expected a run id (a whole number)"),
            (["clean", "--rules", "too_fast,speedy"],
             "Error: The value 'too_fast,speedy' is invalid for '--rules <list>': expected rules separated by commas: non_finite, impossible, zero_distance, too_short, too_fast, too_slow, wrong_sport, duplicate, distance_mismatch, left_running, recording_tail"),
            (["clean", "--quarantined", "--rules", "too_fast"], "Error: --rules applies only to a dry run or --apply"),
            (["clean", "--yes"], "Error: --yes applies only to --purge"),
            (["clean", "--table", "--csv"], "Error: use only one of --table, --csv, --json"),
            (["clean", "--max-pace", "slow"], "Error: The value 'slow' is invalid for '--max-pace <m:ss>': expected a pace per km as M:SS, e.g. 4:30"),
            (["trim", "8"], "Error: Missing one of --at <time>, --auto, --undo"),
            (["trim", "8", "--auto", "--undo"], "Error: use only one of --at, --auto, --undo"),
            (["trim", "--auto"], "Error: Missing expected argument '<id>'"),
            (["trim", "8", "--at", "7:52:3"],
             "Error: The value '7:52:3' is invalid for '--at <time>': expected a time since the start (52:30, 1:02:30) or a local clock time (T07:52:30)"),
            (["trim", "8", "--undo", "--max-pace", "5:00"], "Error: --max-pace does not apply to --undo"),
        ]
        let dumpBefore = try CleanLogbook.dump(db)
        for (arguments, message) in cases {
            let result = try run(arguments, status: 64)
            XCTAssertTrue(result.stderr.hasPrefix(message + "\nUsage: logbook \(arguments[0]) "), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try CleanLogbook.dump(db), dumpBefore)
        let help = try CLIRunner.run(["help", "trim"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: logbook trim <id> (--at <time> | --auto | --undo) [--json]\n"), help.stdout)
        XCTAssertTrue(help.stdout.contains("  --at <time>             Cut here: m:ss or h:mm:ss since the start, or\n                          THH:MM[:SS] local time.\n"), help.stdout)
    }

    /// A run in quarantine does not come back when the same folder is imported again.
    func testAQuarantinedRunIsADuplicateOnTheNextImport() throws {
        let other = folder.path("fresh.sqlite")
        let csv = try TrackFiles.write(
            "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:00Z,running,30,5,5,,Oops\n2024-05-03T06:00:00Z,running,5000,1500,1500,,Fine\n",
            to: "exports/activities.csv", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", other, folder.path("exports")]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["clean", "--apply", "--db", other]).status, 0)
        let again = try CLIRunner.run(["import", "--db", other, folder.path("exports")])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "\(csv): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
        // Another export holding the same 30 m run (a second later, with heart rate): still not a new run.
        try TrackFiles.write(
            "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:01Z,running,30.4,5,5,120,Oops\n",
            to: "exports/again.csv", in: folder)
        let twin = try CLIRunner.run(["import", "--json", "--db", other, folder.path("exports/again.csv")])
        XCTAssertTrue(twin.stdout.contains("\"status\": \"duplicate\""), twin.stdout)
        XCTAssertTrue(twin.stdout.contains("\"duplicate_of\": 1"), twin.stdout)
        XCTAssertEqual(try CleanLogbook.scalar(other, "SELECT group_concat(id) FROM runs").stringValue, "2")
        XCTAssertEqual(try CleanLogbook.scalar(other, "SELECT group_concat(id) FROM quarantined_runs").stringValue, "1")
    }
}
