import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// Every field name any command's `--json` prints is listed in docs/json.md: the test runs
/// every command that declares `--json` on a small logbook and fails on a name the page
/// does not list, or on a command with `--json` it does not run.
final class JSONContractTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The commands run for each command name, in order, on one logbook: together they
    /// print every kind of object the command can print.
    private var invocations: KeyValuePairs<String, [[String]]> {
        [
            "import": [["import", folder.path("tracks")], ["import", folder.path("tracks/easy.gpx")]],
            "list": [["list"]],
            "sync": [["sync", "--from", folder.path("tracks")]],
            "watch": [["watch", "add", folder.path("tracks")], ["watch", "list"]],
            "config": [["config"], ["config", "list"]],
            "show": [["show", "1"], ["show", "4"]],
            "stats": [
                ["stats"], ["stats", "-W"], ["stats", "--monthly", "--zones", "max"], ["stats", "--yearly", "--by", "gear"],
                ["stats", "-W", "--explain"],
            ],
            "explain": [["explain", "1"], ["explain", "4", "distance_m"], ["explain", "week", "2026-W46"], ["explain", "month", "2026-11"]],
            "records": [["records"], ["records", "--top", "2"], ["records", "--progression", "5k"]],
            "load": [["load"]],
            "predict": [["predict"]],
            "tiles": [["tiles"], ["tiles", "--zoom", "17"]],
            "eddington": [["eddington"], ["eddington", "--units", "mi"]],
            "streaks": [["streaks", "--weeks-with", "1"]],
            "review": [["review", "2026"]],
            "gear": [
                ["gear", "add", "Pegasus", "--limit-km", "700", "--brand", "Nike"],
                ["gear", "assign", "Pegasus", "--begin", "2026-11-01", "--end", "2026-11-12"], ["gear"],
            ],
            "edit": [["edit", "2", "--name", "Long run", "--gear", "Pegasus"], ["edit", "2", "--undo"], ["edit", "4", "--believe"], ["edit", "4", "--doubt"]],
            "profile": [["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--lthr", "170", "--sex", "m"], ["profile"]],
            "trim": [["trim", "2", "--at", "20:00"], ["trim", "2", "--undo"]],
            "export": [["export", "1", "--format", "gpx", "--out", folder.path("exported")]],
            "migrate": [["migrate"], ["migrate", "--list"], ["migrate", "--check"]],
            "rebuild": [["rebuild", "--dry-run"], ["rebuild"], ["rebuild", "--from-originals", "--dry-run"]],
            "report": [["report", "--out", folder.path("site")]],
            "original": [["original", "1", "--out", folder.path("easy-copy.gpx")], ["original", "--drop-before", "2030-01-01"]],
            "routes": [["routes"], ["routes", "1"], ["routes", "rename", "1", "Home"]],
            "compare": [["compare", "1", "1"]],
            "segment": [["segment", "add", "Start", "--run", "1", "--from-km", "0.5", "--to-km", "1.5"], ["segment", "list"], ["segment", "rm", "Start"]],
            "clean": [["clean"], ["clean", "--apply"], ["clean", "--quarantined"], ["clean", "--restore-all"], ["clean", "--apply"], ["clean", "--purge", "--yes"]],
        ]
    }

    func testEveryFieldEveryCommandPrintsIsListedInTheJSONContract() throws {
        let contract = try JSONContract.read()
        XCTAssertTrue(contract.fields.isSuperset(of: ["id", "start", "distance_m", "code", "message"]), "docs/json.md parsed to \(contract.fields)")
        let withJSON = LogbookCLI.commands.filter { $0.declarations.contains { $0.long == "json" } }.map(\.name)
        let covered = Set(invocations.map(\.key))
        XCTAssertEqual(Set(withJSON).subtracting(covered), [], "commands with --json this test does not run")
        try writeTracks()
        var printed: [String: Set<String>] = [:]
        for (name, runs) in invocations {
            for arguments in runs {
                let result = try CLIRunner.run(arguments + ["--json", "--db", db])
                XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
                let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
                printed[name, default: []].formUnion(JSONContract.keys(in: document, skippingChildrenOf: contract.maps))
            }
        }
        for (name, keys) in printed.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(keys.subtracting(contract.fields).sorted(), [], "\(name) --json prints names docs/json.md does not list")
        }
        // The objects the logbook above must print, so that their fields were checked.
        XCTAssertTrue(printed["show"]?.isSuperset(of: ["splits", "best_efforts", "sources", "hr_zones_s", "out_of_range", "rests_s"]) == true)
        XCTAssertTrue(printed["stats"]?.isSuperset(of: ["summary", "partial", "gear", "left_out"]) == true)
        XCTAssertTrue(printed["records"]?.isSuperset(of: ["top", "rank", "improvement_s", "start"]) == true)
        XCTAssertTrue(printed["clean"]?.isSuperset(of: ["rule", "quarantined_at", "restored", "purged"]) == true)
        XCTAssertTrue(printed["gear"]?.isSuperset(of: ["limit_m", "applied", "before_by"]) == true)
        XCTAssertTrue(printed["profile"]?.isSuperset(of: ["settings", "lthr", "sex"]) == true)
        XCTAssertTrue(printed["migrate"]?.isSuperset(of: ["schema", "migrations", "applied_at", "checks", "passed"]) == true)
        XCTAssertTrue(printed["rebuild"]?.isSuperset(of: ["dry_run", "changed", "no_samples", "set_aside", "not_kept"]) == true)
        XCTAssertTrue(printed["explain"]?.isSuperset(of: ["fields", "rule", "alternatives", "rebuild_would", "text", "sources", "best", "counted"]) == true)
        XCTAssertTrue(printed["original"]?.isSuperset(of: ["bytes", "content_sha256", "imported_before", "originals"]) == true)
    }

    func testTheKeysOfAMapAreNotFieldNames() throws {
        let text = #"{"runs": [{"id": 1, "excluded_reasons": {"too_fast": 2}}], "top": []}"#
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
        XCTAssertEqual(JSONContract.keys(in: document, skippingChildrenOf: ["excluded_reasons"]), ["runs", "id", "excluded_reasons", "top"])
        XCTAssertEqual(JSONContract.keys(in: document, skippingChildrenOf: []), ["runs", "id", "excluded_reasons", "too_fast", "top"])
    }

    func testTheContractParsesFieldsAndMapsFromItsTables() {
        let text = """
            ## Run fields

            | Field | Meaning | Unit |
            |---|---|---|
            | `id` | The id. | integer |
            | `start` | The start. | instant |

            Prose mentioning `not_a_field` is not a field.

            ## Maps keyed by data

            | Field | Meaning | Unit |
            |---|---|---|
            | `excluded_reasons` | By reason. | count |
            """
        let contract = JSONContract(markdown: text)
        XCTAssertEqual(contract.fields, ["id", "start", "excluded_reasons"])
        XCTAssertEqual(contract.maps, ["excluded_reasons"])
    }

    /// Four runs a week apart with heart rate, the last a ride's pace (flagged impossible and
    /// of the wrong sport, so that `clean`, `left_out` and `excluded` have something).
    private func writeTracks() throws {
        let runs: [(String, String, Int, Double)] = [
            ("easy.gpx", "2026-11-02T07:00:00Z", 1_800, 3.0), ("long.gpx", "2026-11-09T07:00:00Z", 3_600, 3.2),
            ("tempo.gpx", "2026-11-16T07:00:00Z", 1_500, 3.6), ("ride.gpx", "2026-11-23T07:00:00Z", 1_200, 20),
        ]
        for (name, start, duration, speed) in runs {
            try TrackFiles.write(TrackFiles.gpx(start: start, duration: duration, speed: speed, hr: 150), to: "tracks/\(name)", in: folder)
        }
    }
}
