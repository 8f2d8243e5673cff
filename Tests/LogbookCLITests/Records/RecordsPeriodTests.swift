import Foundation
import LogbookTestSupport
import XCTest

/// `logbook records --top N` and `--begin`/`--end`/`--year`, run as a child process: the
/// exact runs, times and local dates each gives.
final class RecordsPeriodTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        try importRuns()
    }
    override func tearDown() { folder.remove() }

    /// The five runs, imported in this order (ids 1 to 5) with `--tz Asia/Tokyo` (+09:00,
    /// no daylight saving time): each run's local start and the time of its fast 5 km.
    /// Runs 2 and 4 start on a local date one day after their UTC date, so a filter on the
    /// UTC calendar would keep 4 and drop 2 where the local one does the opposite.
    private let runs: [(utc: String, local: String, fiveK: Double)] = [
        ("2024-03-31T14:59:00Z", "2024-03-31T23:59:00+09:00", 1380),  // 1: 23:59 on the day before --begin
        ("2024-03-31T15:05:00Z", "2024-04-01T00:05:00+09:00", 1500),  // 2: 00:05 on the --begin date
        ("2024-04-30T14:59:00Z", "2024-04-30T23:59:00+09:00", 1440),  // 3: 23:59 on the last day before --end
        ("2024-04-30T15:10:00Z", "2024-05-01T00:10:00+09:00", 1390),  // 4: 00:10 on the --end date
        ("2024-05-01T14:59:00Z", "2024-05-01T23:59:00+09:00", 1395),  // 5: 23:59 on the --end date
    ]

    /// Each run: 300 s at 6:00/km (833.3 m), its 5 km at an even pace, 300 s at 6:00/km,
    /// so its best 5 km is exactly the middle, starting at 833.3 m.
    private func importRuns() throws {
        try FileManager.default.createDirectory(atPath: folder.path("files"), withIntermediateDirectories: true)
        for (index, run) in runs.enumerated() {
            let start = try XCTUnwrap(ISO8601DateFormatter().date(from: run.utc)).timeIntervalSince1970
            let easy = 1000.0 / 360
            let points = GeneratedRuns.points(start: start, legs: [(300, easy), (Int(run.fiveK), 5000 / run.fiveK), (300, easy)])
            try GeneratedRuns.gpx(points).write(to: URL(fileURLWithPath: folder.path("files/run\(index + 1).gpx")))
        }
        let result = try CLIRunner.run(["import", "--tz", "Asia/Tokyo", "--db", db, folder.path("files")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 5)
    }

    /// The 5 km entries `records --json --distance 5k` gives with `arguments`: the best
    /// first, then the `top` list when there is one.
    private func fiveK(_ arguments: [String], distance: String = "5k") throws -> (best: [String: Any], top: [[String: Any]]?) {
        let result = try CLIRunner.run(["records", "--json", "--distance", distance, "--db", db] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.count, 1)
        return (objects[0], objects[0]["top"] as? [[String: Any]])
    }

    /// Asserts that `entries` are exactly the runs `ids`, in that order, each with its 5 km
    /// time to the second, its local start and where its 5 km starts.
    private func assertRuns(_ entries: [[String: Any]], _ ids: [Int], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(entries.map { $0["run_id"] as? Int }, ids, file: file, line: line)
        let ranks = entries.compactMap { $0["rank"] as? Int }
        if !ranks.isEmpty { XCTAssertEqual(ranks, Array(1...entries.count), file: file, line: line) }
        for (entry, id) in zip(entries, ids) {
            let run = runs[id - 1]
            XCTAssertEqual(entry["start"] as? String, run.local, "run \(id)", file: file, line: line)
            XCTAssertEqual(try XCTUnwrap(entry["time_s"] as? Double), run.fiveK, accuracy: 0.5, "run \(id)", file: file, line: line)
            XCTAssertEqual(try XCTUnwrap(entry["pace_s_per_km"] as? Double), run.fiveK / 5, accuracy: 0.1, file: file, line: line)
            XCTAssertEqual(try XCTUnwrap(entry["starts_at_m"] as? Double), 2500.0 / 3, accuracy: 1, file: file, line: line)
        }
    }

    func testTopOneIsTheRecordAndTopThreeTheThreeBestRuns() throws {
        let plain = try fiveK([])
        try assertRuns([plain.best], [1])
        XCTAssertNil(plain.top)
        let one = try fiveK(["--top", "1"])
        try assertRuns([one.best], [1])
        XCTAssertNil(one.top)
        let three = try fiveK(["--top", "3"])
        try assertRuns([three.best], [1])
        try assertRuns(try XCTUnwrap(three.top), [1, 4, 5])
        // More than there are: every run, once.
        try assertRuns(try XCTUnwrap(try fiveK(["--top", "10"]).top), [1, 4, 5, 3, 2])
    }

    func testTopThreeAsTableAndCSV() throws {
        let table = try CLIRunner.run(["records", "--distance", "5k,10k", "--top", "3", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertEqual(
            table.stdout,
            """
            DISTANCE  #   TIME      PACE  DATE        RUN  WHERE
            5k        1  23:00  4:36 /km  2024-03-31    1  at 0.8 km
                      2  23:10  4:38 /km  2024-05-01    4  at 0.8 km
                      3  23:15  4:39 /km  2024-05-01    5  at 0.8 km
            10k             --        --  --           --  --

            """)
        let csv = try CLIRunner.run(["records", "--csv", "--distance", "5k", "--top", "3", "--db", db])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let rows = csv.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(rows.first, ["distance", "distance_m", "rank", "time_s", "pace_s_per_km", "run_id", "start", "starts_at_m"])
        XCTAssertEqual(rows.dropFirst().map { [$0[0], $0[1], $0[2], $0[5], $0[6]] }, [
            ["5k", "5000", "1", "1", "2024-03-31T23:59:00+09:00"],
            ["5k", "5000", "2", "4", "2024-05-01T00:10:00+09:00"],
            ["5k", "5000", "3", "5", "2024-05-01T23:59:00+09:00"],
        ])
        for (row, seconds) in zip(rows.dropFirst(), [1380.0, 1390, 1395]) {
            XCTAssertEqual(try XCTUnwrap(Double(row[3])), seconds, accuracy: 0.5)
        }
    }

    /// `--begin` is inclusive and `--end` exclusive, both on the runner's local calendar:
    /// a run at 00:05 on the begin date is in, one at 23:59 the day before is out; a run
    /// at 23:59 on the day before the end date is in, runs at 00:10 and 23:59 on the end
    /// date are out.
    func testBeginIsInclusiveAndEndExclusiveOnTheLocalCalendar() throws {
        try assertRuns(try XCTUnwrap(try fiveK(["--begin", "2024-04-01", "--end", "2024-05-01", "--top", "3"]).top), [3, 2])
        try assertRuns([try fiveK(["--begin", "2024-04-01", "--end", "2024-05-01"]).best], [3])
        try assertRuns(try XCTUnwrap(try fiveK(["--begin", "2024-04-01", "--end", "2024-04-30", "--top", "3"]).top), [2])
        try assertRuns(try XCTUnwrap(try fiveK(["--begin", "2024-05-01", "--top", "3"]).top), [4, 5])
        try assertRuns(try XCTUnwrap(try fiveK(["--end", "2024-04-01", "--top", "3"]).top), [1])
        try assertRuns(try XCTUnwrap(try fiveK(["--begin", "2024-05-02", "--top", "3"]).top), [])
        try assertRuns(try XCTUnwrap(try fiveK(["--year", "2024", "--top", "5"]).top), [1, 4, 5, 3, 2])
        // A period with no run: no record, null fields, still one object per distance.
        let empty = try fiveK(["--year", "2023"])
        XCTAssertEqual(empty.best["distance"] as? String, "5k")
        XCTAssertTrue(empty.best["run_id"] is NSNull)
        XCTAssertTrue(empty.best["time_s"] is NSNull)
    }

    /// The same boundaries hold for a distance that is not stored (3000 m, computed from
    /// the samples under the same filter): 3 km at each run's 5 km pace.
    func testAComputedDistanceTakesTheSameDates() throws {
        let computed = try fiveK(["--begin", "2024-04-01", "--end", "2024-05-01", "--top", "3"], distance: "3000")
        XCTAssertEqual(computed.best["distance"] as? String, "3000m")
        XCTAssertEqual(computed.best["distance_m"] as? Int, 3000)
        let top = try XCTUnwrap(computed.top)
        XCTAssertEqual(top.map { $0["run_id"] as? Int }, [3, 2])
        XCTAssertEqual(top.map { $0["start"] as? String }, [runs[2].local, runs[1].local])
        for (entry, run) in zip(top, [runs[2], runs[1]]) {
            XCTAssertEqual(try XCTUnwrap(entry["time_s"] as? Double), run.fiveK * 3 / 5, accuracy: 0.5)
        }
        let after = try XCTUnwrap(try fiveK(["--begin", "2024-05-01", "--top", "3"], distance: "3000").top)
        XCTAssertEqual(after.map { $0["run_id"] as? Int }, [4, 5])
    }

    func testBadPeriodsAreUsageErrors() throws {
        for (arguments, message) in [
            (["--begin", "2024-05-01", "--end", "2024-05-01"], "Error: --begin (2024-05-01) must be before --end (2024-05-01); --end is exclusive"),
            (["--begin", "2024-05-02", "--end", "2024-05-01"], "Error: --begin (2024-05-02) must be before --end (2024-05-01); --end is exclusive"),
            (["--year", "2024", "--end", "2024-05-01"], "Error: --year cannot be combined with --begin or --end"),
            (["--begin", "2024-02-30"], "Error: The value '2024-02-30' is invalid for '--begin <date>'"),
            (["--top", "0"], "Error: The value '0' is invalid for '--top <n>'"),
            (["--top", "1001"], "Error: The value '1001' is invalid for '--top <n>'"),
            (["--year", "1899"], "Error: The value '1899' is invalid for '--year <yyyy>'"),
        ] {
            let result = try CLIRunner.run(["records", "--db", db] + arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix("See 'logbook records --help' for more information.\n"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }
}
