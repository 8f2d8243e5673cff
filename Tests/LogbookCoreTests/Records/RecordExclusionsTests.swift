import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The counts of efforts `records` leaves out (`BestEffortQueries.exclusions`), which read
/// only the runs and efforts that may be left out: each reason counted, and the counts equal
/// to a naive judgement of every stored effort on random logbooks.
final class RecordExclusionsTests: XCTestCase {
    private var fixture: ReportFixture!

    override func setUpWithError() throws { fixture = try ReportFixture() }

    private var database: Database { fixture.database }

    /// 2024-05-02T00:00Z.
    private let first: Int64 = 1_714_608_000

    /// Inserts a run row and returns its id.
    private func insertRun(
        start: Int64, offset: Int64 = 0, sport: String = "running", distance: Double, doubt: String? = nil, believed: Bool = false
    ) throws -> Int64 {
        try database.execute(
            """
            INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                              source, imported_at, doubt, believed)
            VALUES (?, ?, ?, ?, 3600, 3600, 300, 'ok', 'gpx', 0, ?, ?)
            """,
            [.integer(start), .integer(offset), .text(sport), .real(distance), doubt.map(SQLiteValue.text) ?? .null,
             believed ? .integer(1) : .null])
        return database.lastInsertedRowID
    }

    /// Inserts a stored best effort of run `runID`.
    private func insertEffort(runID: Int64, metres: Double, time: Double, status: EffortStatus) throws {
        try database.execute(
            """
            INSERT INTO best_efforts (run_id, distance_m, time_s, starts_at_m, start_offset_s, status, measured_by)
            VALUES (?, ?, ?, 0, 0, ?, 'gps')
            """, [.integer(runID), .real(metres), .real(time), .text(status.rawValue)])
    }

    /// One run of each kind a left-out effort comes from, every count worked out by hand:
    /// a 1k stored `ok` at 1:40 (too fast on read), a 5k stored `too_slow` at 25:00 (`ok`
    /// on read: not counted), a 400 m stored `faster_than_world_record`, a ride's 1k, a
    /// doubted run's two efforts (a believed one's count as ordinary), and a 5 km summary.
    func testEachLeftOutEffortIsCountedWithItsReason() throws {
        let fast = try insertRun(start: first, distance: 6000)
        try insertEffort(runID: fast, metres: 1000, time: 100, status: .ok)
        try insertEffort(runID: fast, metres: 5000, time: 1500, status: .tooSlow)
        try insertEffort(runID: fast, metres: 400, time: 30, status: .fasterThanWorldRecord)
        let ride = try insertRun(start: first + 86_400, sport: "cycling", distance: 20_000)
        try insertEffort(runID: ride, metres: 1000, time: 90, status: .ok)
        let doubted = try insertRun(start: first + 2 * 86_400, distance: 8000, doubt: RunDoubt.impossiblePace.rawValue)
        try insertEffort(runID: doubted, metres: 1000, time: 200, status: .ok)
        try insertEffort(runID: doubted, metres: 5000, time: 100, status: .fasterThanWorldRecord)
        let believed = try insertRun(start: first + 3 * 86_400, distance: 8000, doubt: RunDoubt.tooBrief.rawValue, believed: true)
        try insertEffort(runID: believed, metres: 1000, time: 240, status: .ok)
        try insertEffort(runID: believed, metres: 5000, time: 50_000, status: .ok)
        _ = try insertRun(start: first + 4 * 86_400, distance: 5000)

        let counts = try BestEffortQueries(database: database).exclusions(filter: RecordFilter(), thresholds: .standard)
        XCTAssertEqual(counts[400], [.status(.fasterThanWorldRecord): 1, .summaryOnly: 1])
        XCTAssertEqual(counts[1000], [.status(.tooFast): 1, .otherSport("running"): 1, .doubt(.impossiblePace): 1, .summaryOnly: 1])
        XCTAssertEqual(counts[RecordDistance.mile.metres], [.summaryOnly: 1])
        // 50,000 s over 5 km is 10,000 s/km, slower than 1,800: too slow on read.
        XCTAssertEqual(counts[5000], [.doubt(.impossiblePace): 1, .status(.tooSlow): 1, .summaryOnly: 1])
        XCTAssertNil(counts[10_000])
        // The year before holds none of them.
        let before = try XCTUnwrap(RecordFilter.year(2023))
        XCTAssertEqual(try BestEffortQueries(database: database).exclusions(filter: before, thresholds: .standard), [:])
    }

    /// Random logbooks (seeded; the seed is printed on failure): sports, doubts, believed
    /// runs, summaries, every stored status and paces from far too fast to far too slow,
    /// with some exactly on the thresholds' edges. The counts equal those of a naive
    /// judgement of every effort (`EffortJudge.onRead`), for several filters and thresholds.
    func testTheCountsEqualANaiveJudgementOfEveryEffort() throws {
        for seed: UInt64 in [1, 2, 3, 52] {
            fixture = try ReportFixture()
            var random = SplitMix64(state: seed)
            var runs: [NaiveRun] = []
            for index in 0..<300 {
                let sports = ["running", "running", "running", "cycling", "walking"]
                let doubts: [String?] = [nil, nil, nil, nil, "impossible_pace", "too_brief", "not_a_reason_of_this_version"]
                var run = NaiveRun(
                    start: first - 400 * 86_400 + Int64(random.below(800)) * 86_400 + Int64(random.below(86_400)),
                    offset: Int64([-36_000, -18_000, 0, 3600, 32_400, 50_400][random.below(6)]),
                    sport: sports[random.below(sports.count)], distance: Double(random.below(45_000)),
                    doubt: doubts[random.below(doubts.count)], believed: random.below(4) == 0, efforts: [])
                if random.below(5) > 0 {
                    for distance in RecordDistance.standard where distance.metres <= run.distance {
                        let edges = [120.0, 1800, 120 * (1 + 1e-12), 1800 * (1 - 1e-12), 200, 400]
                        let pace = random.below(4) == 0 ? edges[random.below(edges.count)] : 60 + Double(random.below(2_500))
                        let status = EffortStatus.allCases[random.below(EffortStatus.allCases.count)]
                        run.efforts.append(
                            BestEffort(distance: distance.metres, time: pace * distance.metres / 1000, startsAt: 0, startOffset: 0, status: status))
                    }
                }
                let id = try insertRun(
                    start: run.start, offset: run.offset, sport: run.sport, distance: run.distance, doubt: run.doubt, believed: run.believed)
                for effort in run.efforts { try insertEffort(runID: id, metres: effort.distance, time: effort.time, status: effort.status) }
                XCTAssertEqual(id, Int64(index + 1))
                runs.append(run)
            }
            let filters = [RecordFilter(), RecordFilter.year(2024), RecordFilter(sport: "cycling"), RecordFilter.year(2023, sport: "walking")]
            let thresholds = [PaceThresholds.standard, PaceThresholds(minDistance: 50, minPace: 200, maxPace: 400)]
            for filter in filters.compactMap({ $0 }) {
                for threshold in thresholds {
                    let counts = try BestEffortQueries(database: database).exclusions(filter: filter, thresholds: threshold)
                    XCTAssertEqual(
                        counts, NaiveRun.exclusions(runs, filter: filter, thresholds: threshold),
                        "seed \(seed), \(filter), \(threshold)")
                }
            }
        }
    }
}

/// A run as the naive reference sees it: its row's fields and its stored efforts.
private struct NaiveRun {
    var start: Int64
    var offset: Int64
    var sport: String
    var distance: Double
    var doubt: String?
    var believed: Bool
    var efforts: [BestEffort]

    /// Every effort of every run the filter's dates keep, judged one by one.
    static func exclusions(_ runs: [NaiveRun], filter: RecordFilter, thresholds: PaceThresholds) -> [Double: [RecordExclusion: Int]] {
        var result: [Double: [RecordExclusion: Int]] = [:]
        for run in runs {
            let local = run.start + run.offset
            if let begin = filter.begin, local < begin.startLocalSeconds { continue }
            if let end = filter.end, local >= end.startLocalSeconds { continue }
            let own = run.sport == filter.sport
            let leftOut = run.doubt != nil && !run.believed
            for effort in run.efforts {
                let reason: RecordExclusion
                if !own {
                    reason = .otherSport(filter.sport)
                } else if leftOut, let doubt = run.doubt {
                    reason = .doubt(RunDoubt(stored: doubt))
                } else {
                    let status = EffortJudge.onRead(effort, sport: filter.sport, thresholds: thresholds)
                    guard status != .ok else { continue }
                    reason = .status(status)
                }
                result[effort.distance, default: [:]][reason, default: 0] += 1
            }
            if own && run.efforts.isEmpty {
                let reason = leftOut ? RecordExclusion.doubt(RunDoubt(stored: run.doubt ?? "")) : .summaryOnly
                for distance in RecordDistance.standard where distance.metres <= run.distance {
                    result[distance.metres, default: [:]][reason, default: 0] += 1
                }
            }
        }
        return result
    }
}
