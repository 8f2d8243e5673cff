import Foundation
import LogbookTestSupport
import XCTest

/// `logbook stats --by gear`: each piece of gear's periods, then the runs without gear, each
/// computed as `stats` computes all runs, so the pieces add up to the whole.
final class StatsByGearTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Four runs: two in 2024 in Pegasus 40 (one of them by a second spelling), one in 2025 in
    /// Kinvara, one without gear.
    private func logbook() throws {
        let csv = """
            start,sport,distance_m,elapsed_s,moving_s,avg_hr,name
            2024-05-02T06:00:00Z,running,10000,3000,3000,150,Tempo
            2024-06-02T06:00:00Z,running,5000,1500,1500,140,Easy
            2025-01-05T07:00:00Z,running,8000,2400,2400,,Cold
            2025-02-05T07:00:00Z,running,4000,1400,1400,,Loose

            """
        let path = folder.path("runs.csv")
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path]).status, 0)
        for (id, gear) in [(1, "Pegasus 40"), (2, "pegasus  40"), (3, "Kinvara")] {
            let edited = try CLIRunner.run(["edit", String(id), "--gear", gear, "--db", db])
            XCTAssertEqual(edited.status, 0, edited.stderr)
        }
    }

    func testEachPieceOfGearGetsItsPeriodsAndTheRunsWithoutGearComeLast() throws {
        try logbook()
        let csv = try CLIRunner.run(["stats", "-Y", "--by", "gear", "--csv", "--db", db])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(
            csv.stdout,
            """
            gear,period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,avg_hr,longest_m
            Kinvara,2025,2025-01-01,2026-01-01,1,8000,2400,1,0,300,,8000
            Pegasus 40,2024,2024-01-01,2025-01-01,2,15000,4500,2,0,300,146.667,10000
            ,2025,2025-01-01,2026-01-01,1,4000,1400,1,0,350,,4000

            """)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["stats", "-M", "--by", "gear", "--json", "--db", db]).stdout.utf8))
                as? [[String: Any]])
        XCTAssertEqual(json.map { $0["gear"] as? String }, ["Kinvara", "Pegasus 40", "Pegasus 40", nil])
        XCTAssertEqual(json.map { $0["period"] as? String }, ["2025-01", "2024-05", "2024-06", "2025-02"])
        XCTAssertEqual(json.compactMap { $0["runs"] as? Int }.reduce(0, +), 4)

        let table = try CLIRunner.run(["stats", "-Y", "--by", "gear", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty && !$0.hasPrefix("PERIOD") && !$0.hasPrefix("20") && !$0.hasPrefix("-") && !$0.hasPrefix("Total") },
                       ["Kinvara", "Pegasus 40", "No gear"], table.stdout)
        // A filter applies within each piece.
        let filtered = try CLIRunner.run(["stats", "-Y", "--by", "gear", "--csv", "--begin", "2025-01-01", "--db", db])
        XCTAssertEqual(filtered.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? "" },
                       ["gear", "Kinvara", ""])
    }

    func testByTakesOnlyGearAndNoChart() throws {
        try logbook()
        let wrong = try CLIRunner.run(["stats", "-Y", "--by", "sport", "--db", db])
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.stderr.contains("gear"), wrong.stderr)
        let chart = try CLIRunner.run(["stats", "-Y", "--by", "gear", "--chart", "--db", db])
        XCTAssertEqual(chart.status, 64)
        XCTAssertTrue(chart.stderr.hasPrefix("Error: --chart does not go with --by gear\n"), chart.stderr)
    }
}
