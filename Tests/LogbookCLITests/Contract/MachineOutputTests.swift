import Foundation
import LogbookTestSupport
import XCTest

/// The `--json` and `--csv` of the commands that printed only words before: `migrate`,
/// `rebuild`, `report`, `original`, `show --csv` and `config --csv`, read back for their values.
final class MachineOutputTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// One document of `arguments --json --db db`, checking its exit code.
    private func document(_ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments + ["--json", "--db", db])
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
    }

    /// A 5.4 km run at 5:33 /km (1,800 s at 3 m/s), imported.
    private func importOneRun() throws -> String {
        let path = try TrackFiles.write(TrackFiles.gpx(start: "2026-11-02T07:00:00Z", duration: 1_800, speed: 3), to: "easy.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", db]).status, 0)
        return path
    }

    func testMigrateJSONSaysWhatItAppliedAndTheListAgreesWithIt() throws {
        let before = try document(["migrate", "--list"])
        let pending = try XCTUnwrap(before["migrations"] as? [[String: Any]])
        XCTAssertTrue(before["schema"] is NSNull)
        XCTAssertEqual(pending.first?["migration"] as? String, "0001_runs_splits_samples")
        XCTAssertEqual(Set(pending.compactMap { $0["state"] as? String }), ["pending"])
        let created = try document(["migrate"])
        XCTAssertEqual(created["created"] as? Bool, true)
        XCTAssertTrue(created["backup"] is NSNull)
        XCTAssertEqual((created["migrations"] as? [[String: Any]])?.count, pending.count)
        XCTAssertEqual(created["schema"] as? Int, pending.count)
        let again = try document(["migrate"])
        XCTAssertEqual(again["created"] as? Bool, false)
        XCTAssertEqual((again["migrations"] as? [Any])?.count, 0)
        let csv = try CLIRunner.run(["migrate", "--list", "--csv", "--db", db])
        let lines = csv.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "migration,state,applied_at")
        XCTAssertEqual(lines.count, pending.count + 1)
        XCTAssertTrue(lines[1].hasPrefix("0001_runs_splits_samples,applied,20"), String(lines[1]))
    }

    func testMigrateCheckPrintsEachCheckAndCSVGoesWithAListOnly() throws {
        _ = try importOneRun()
        let check = try document(["migrate", "--check"])
        XCTAssertEqual(check["passed"] as? Bool, true)
        let checks = try XCTUnwrap(check["checks"] as? [[String: Any]])
        XCTAssertTrue(checks.contains { $0["check"] as? String == "integrity_check" && $0["passed"] as? Bool == true })
        let csv = try CLIRunner.run(["migrate", "--check", "--csv", "--db", db])
        XCTAssertEqual(csv.stdout.split(separator: "\n").first, "check,passed,detail")
        XCTAssertEqual(csv.stdout.split(separator: "\n").count, checks.count + 1)
        let apply = try CLIRunner.run(["migrate", "--csv", "--db", db])
        XCTAssertEqual(apply.status, 64)
        XCTAssertTrue(apply.stderr.contains("--csv goes with --list or --check"), apply.stderr)
    }

    func testRebuildJSONGivesEachChangedRunBeforeAndAfter() throws {
        _ = try importOneRun()
        let unchanged = try document(["rebuild", "--dry-run"])
        XCTAssertEqual(unchanged["runs"] as? Int, 1)
        XCTAssertEqual((unchanged["changed"] as? [Any])?.count, 0)
        XCTAssertEqual((unchanged["no_samples"] as? [Any])?.count, 0)
        // 5:33 /km is slower than a 5:00 limit: the pace no longer counts.
        let planned = try document(["rebuild", "--dry-run", "--max-pace", "5:00"])
        XCTAssertEqual(planned["dry_run"] as? Bool, true)
        let change = try XCTUnwrap((planned["changed"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["id"] as? Int, 1)
        XCTAssertEqual((change["before"] as? [String: Any])?["pace_status"] as? String, "ok")
        XCTAssertEqual((change["after"] as? [String: Any])?["pace_status"] as? String, "too_slow")
        XCTAssertEqual(((change["after"] as? [String: Any])?["distance_m"] as? Double).map { $0.rounded() }, 5_400)
        let originals = try document(["rebuild", "--from-originals", "--dry-run"])
        XCTAssertEqual(originals["files"] as? Int, 1)
        XCTAssertEqual(originals["not_kept"] as? Int, 0)
        XCTAssertEqual((originals["set_aside"] as? [Any])?.count, 0)
    }

    func testReportJSONCountsThePagesWrittenAndUnchanged() throws {
        _ = try importOneRun()
        let site = folder.path("site")
        let first = try document(["report", "--out", site])
        XCTAssertEqual(first["run_pages"] as? Int, 1)
        XCTAssertEqual(first["pages_written"] as? Int, 1)
        XCTAssertEqual(first["index_written"] as? Bool, true)
        XCTAssertEqual(first["index"] as? String, site + "/index.html")
        let second = try document(["report", "--out", site])
        XCTAssertEqual(second["pages_written"] as? Int, 0)
        XCTAssertEqual(second["pages_unchanged"] as? Int, 1)
        XCTAssertEqual(second["index_written"] as? Bool, false)
    }

    func testOriginalJSONNamesTheFileItWroteAndTheOriginalsItWouldDrop() throws {
        let path = try importOneRun()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let out = folder.path("copy.gpx")
        let written = try document(["original", "1", "--out", out])
        XCTAssertEqual(written["bytes"] as? Int, bytes.count)
        XCTAssertEqual(written["content_sha256"] as? String, PortableSHA256.hex(of: bytes))
        XCTAssertEqual(written["path"] as? String, out)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), bytes)
        let listed = try document(["original", "--drop-before", "2999-01-01"])
        XCTAssertEqual(listed["applied"] as? Bool, false)
        let originals = try XCTUnwrap(listed["originals"] as? [[String: Any]])
        XCTAssertEqual(originals.count, 1)
        XCTAssertEqual(originals.first?["bytes"] as? Int, bytes.count)
        XCTAssertEqual(listed["stored_bytes"] as? Int, originals.first?["stored_bytes"] as? Int)
        let dropped = try document(["original", "--drop-before", "2999-01-01", "--apply"])
        XCTAssertEqual(dropped["applied"] as? Bool, true)
        XCTAssertEqual((try document(["original", "--drop-before", "2999-01-01"])["originals"] as? [Any])?.count, 0)
        let toStandardOutput = try CLIRunner.run(["original", "1", "--out", "-", "--json", "--db", db])
        XCTAssertEqual(toStandardOutput.status, 64)
        XCTAssertTrue(toStandardOutput.errorText.contains("--json cannot go with --out -"), toStandardOutput.stderr)
    }

    func testShowCSVIsTheSplitsTable() throws {
        _ = try importOneRun()
        let result = try CLIRunner.run(["show", "1", "--csv", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "index,distance_m,elapsed_s,pace_s_per_km,pace_status,avg_hr,avg_cadence,elevation_gain_m,fastest,slowest")
        // 5.4 km: five whole kilometres and the last 400 m.
        XCTAssertEqual(lines.count, 7)
        let first = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(first[0], "1")
        XCTAssertEqual(Double(first[1]).map { $0.rounded() }, 1_000)
        XCTAssertEqual(Double(first[2]).map { $0.rounded() }, 333)
        XCTAssertEqual(first[4], "ok")
    }

    func testConfigCSVListsEverySettingWithItsSource() throws {
        let result = try CLIRunner.run(["config", "--csv", "--units", "mi"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "key,value,source,variable,path,line")
        XCTAssertTrue(lines.contains("units,mi,flag,,,"), result.stdout)
        XCTAssertTrue(lines.contains("week_start,monday,default,,,"), result.stdout)
        XCTAssertTrue(lines.contains("basemap,,default,,,"), result.stdout)
        XCTAssertEqual(lines.count, 7)
    }
}
