import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook gear` as a child process: pairs with their mileage from live runs, defaults,
/// refusals with a reason, and the warning when a pair passes its limit.
final class GearCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// One 3,322.95 m run (a Garmin Venu Sq FIT).
    private let fit = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// `gear --json`, one dictionary per pair.
    private func gearJSON(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["gear"] + extra + ["--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], result.stdout)
    }

    func testAnEditedGearIsAPairWithTheRunsMileage() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, fit.path]).status, 0)
        let edit = try CLIRunner.run(["edit", "1", "--gear", "Pegasus 40", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        let pairs = try gearJSON()
        XCTAssertEqual(pairs.count, 1)
        XCTAssertEqual(pairs[0]["name"] as? String, "Pegasus 40")
        XCTAssertEqual(pairs[0]["kind"] as? String, "shoes")
        XCTAssertEqual(pairs[0]["runs"] as? Int, 1)
        XCTAssertEqual(try XCTUnwrap(pairs[0]["distance_m"] as? Double), 3_322.95, accuracy: 0.005)
        XCTAssertTrue(pairs[0]["limit_m"] is NSNull)
        XCTAssertTrue(pairs[0]["retired_on"] is NSNull)
        // A second pair of the same name, however spelt, is refused with the reason.
        let again = try CLIRunner.run(["gear", "add", "  pegasus 40", "--db", db])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(
            again.stderr,
            "Error: gear 'Pegasus 40' exists already (names are compared without case and extra spaces); give the second pair another name, such as 'Pegasus 40 2'\n")
    }

    func testADefaultWithALimitGoesToRunsWithoutGearAndImportWarnsWhenItIsDue() throws {
        let add = try CLIRunner.run(["gear", "add", "Clifton 9", "--limit-km", "3", "--default-for", "running", "--db", db])
        XCTAssertEqual(add.status, 0, add.stderr)
        XCTAssertEqual(add.stdout, "Added shoes 'Clifton 9'. 'Clifton 9' is the default for running from the first run on.\n")
        let imported = try CLIRunner.run(["import", "--db", db, fit.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(
            imported.stderr.contains("Warning: 'Clifton 9' is due: 3.3 km of its 3.0 km limit; retire it with 'logbook gear retire Clifton 9'"),
            imported.stderr)
        let pairs = try gearJSON()
        XCTAssertEqual(pairs[0]["runs"] as? Int, 1)
        XCTAssertEqual(pairs[0]["limit_m"] as? Double, 3_000)
        XCTAssertEqual(try XCTUnwrap(pairs[0]["left_m"] as? Double), -322.95, accuracy: 0.005)
        XCTAssertEqual(pairs[0]["due"] as? Bool, true)
        let runGear = try Database(path: db, mode: .readOnly).rows("SELECT gear, gear_by FROM runs")
        XCTAssertEqual(runGear, [[.text("Clifton 9"), .text("default")]])
        // Retired before its first run: refused, with the date of that run.
        let early = try CLIRunner.run(["gear", "retire", "clifton 9", "--on", "2000-01-01", "--db", db])
        XCTAssertEqual(early.status, 1)
        XCTAssertTrue(early.stderr.hasPrefix("Error: cannot retire 'Clifton 9' on 2000-01-01: its first run is on "), early.stderr)
        let retired = try gearJSON(["retire", "Clifton 9", "--on", "2030-01-01"])
        XCTAssertEqual(retired[0]["retired_on"] as? String, "2030-01-01")
        XCTAssertEqual(retired[0]["due"] as? Bool, false)
    }

    func testMergeMovesTheRunsAndRenameKeepsThem() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, fit.path]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["edit", "1", "--gear", "Old name", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["gear", "add", "Kept", "--kind", "other", "--db", db]).status, 0)
        let itself = try CLIRunner.run(["gear", "merge", "Kept", "KEPT", "--db", db])
        XCTAssertEqual(itself.status, 1)
        XCTAssertEqual(itself.stderr, "Error: cannot merge 'Kept' into itself: name two different pairs\n")
        let merge = try CLIRunner.run(["gear", "merge", "old name", "Kept", "--db", db])
        XCTAssertEqual(merge.status, 0, merge.stderr)
        XCTAssertEqual(merge.stdout, "Merged 'Old name' into 'Kept': 1 run moved.\n")
        let renamed = try gearJSON(["rename", "Kept", "Stroller"])
        XCTAssertEqual(renamed.map { $0["name"] as? String }, ["Stroller"])
        XCTAssertEqual(renamed[0]["runs"] as? Int, 1)
        XCTAssertEqual(renamed[0]["kind"] as? String, "other")
        let stored = try Database(path: db, mode: .readOnly).rows(
            "SELECT r.gear, g.name, r.gear_by FROM runs AS r JOIN gear AS g ON g.id = r.gear_id")
        XCTAssertEqual(stored, [[.text("Stroller"), .text("Stroller"), .text("run")]])
    }

    func testAssignIsADryRunUntilApplyAndThenActsAsAnEdit() throws {
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["gear", "add", "Trail pair", "--db", db]).status, 0)
        let arguments = ["gear", "assign", "trail pair", "--begin", "2013-12-20", "--end", "2013-12-28", "--db", db]
        let dry = try CLIRunner.run(arguments)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.hasSuffix("Would give 'Trail pair' to 5 runs (dry run: nothing was written; add --apply).\n"), dry.stdout)
        XCTAssertEqual(try gearJSON()[0]["runs"] as? Int, 0)
        let applied = try CLIRunner.run(arguments + ["--apply", "--json"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let outcome = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(applied.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(outcome["applied"] as? Bool, true)
        XCTAssertEqual((outcome["runs"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }, [9, 8, 7, 6, 5])
        let pair = try gearJSON()[0]
        XCTAssertEqual(pair["runs"] as? Int, 5)
        XCTAssertEqual(try XCTUnwrap(pair["distance_m"] as? Double), 45_335.22, accuracy: 0.005)
        XCTAssertEqual(
            try Database(path: db, mode: .readOnly).scalar("SELECT count(*) FROM runs WHERE instr(edited_fields, 'gear') > 0"),
            .integer(5))
        // Again: every run has it already.
        XCTAssertTrue(try CLIRunner.run(arguments).stdout.hasPrefix("Would give 'Trail pair' to 0 runs"))
    }

    func testOptionsThatDoNotFitTheActionAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["rename", "A"], "Error: 'rename' takes two names: logbook gear rename OLD NEW\n"),
            (["retire", "A", "--kind", "bike"], "Error: --kind is for 'gear add': logbook gear add NAME --kind ...\n"),
            (["default", "A"], "Error: 'gear default' needs --default-for SPORT: logbook gear default NAME --default-for SPORT [--from DATE]\n"),
            (["add", "A", "--from", "2024-01-01"], "Error: --from is the date a default holds from: give --default-for SPORT too\n"),
            (["polish", "A"], "Error: unknown gear action 'polish': say add, retire, rename, merge, default or assign\n"),
            (["assign", "A"], "Error: say which runs get the gear: logbook gear assign NAME [--begin DATE] [--end DATE] [--sport SPORT] [--apply]\n"),
            (["add", "A", "--apply"], "Error: --begin, --end, --sport and --apply are for 'gear assign'"),
            // The gear table's CHECK, said before SQLite would say "SQLite error 275".
            (["add", "A", "--brand", String(repeating: "é", count: 201)], "Error: --brand is 201 characters long: at most 200 are kept\n"),
            (["add", "A", "--model", ""], "Error: --model is empty: give a word, or leave --model out\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["gear"] + arguments + ["--db", db])
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
    }

    func testABrandOfTwoHundredCharactersIsKept() throws {
        let brand = String(repeating: "é", count: 200)
        let added = try CLIRunner.run(["gear", "add", "A", "--brand", brand, "--db", db])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT brand FROM gear", path: db), .text(brand))
    }
}
