import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookStore

extension BenchRunner {
    /// Best efforts: what computing them adds to an import, what the backfill of an old
    /// logbook costs, and `logbook records` on 10,000 runs with stored efforts.
    ///
    /// The import's share is measured in this process: the samples the import stored are
    /// read back and walked by `BestEffortFinder` and judged, as `RunStore` does while
    /// storing them, against the import's whole-process time. The backfill is
    /// `BestEffortBackfill.run` on the same runs with their efforts deleted, scaled to
    /// 10,000 such runs. The 10,000-run logbook repeats the 100 imported runs' rows and
    /// efforts 100 times a week apart, without copying samples (`records` never reads them).
    mutating func recordsSection() throws {
        let load = waitForLoad("records")
        var finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        let walked = try importShare("records", columns: "offset_ms, distance_dm", finish: {
            _ = EffortJudge.judge(finder.efforts, sport: "running", thresholds: .standard)
            finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        }, add: { row in
            finder.add(offsetMs: row[1].int64Value ?? 0, distanceDm: row[2].int64Value)
        })
        let database = walked.database
        var backfillSeconds = [Double]()
        for _ in 0..<3 {
            try database.execute("BEGIN IMMEDIATE")
            try database.execute("DELETE FROM best_efforts")
            let start = Date()
            try BestEffortBackfill.run(in: database)
            backfillSeconds.append(Date().timeIntervalSince(start))
            try database.execute("COMMIT")
        }
        let backfill = backfillSeconds.sorted()[1]

        let copies = try repeatedLogbook(
            database, name: "logbook-records-10000.sqlite", copies: 100, step: 604_800,
            child: BestEffortColumn.self)
        let big = path("logbook-records-10000.sqlite")
        let runCount = try copies.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let effortCount = try copies.scalar("SELECT count(*) FROM best_efforts").int64Value ?? 0
        let measured = try rounds([
            ("`logbook records` (all-time, 7 distances)", ["records", "--db", big]),
            ("`logbook records --year 2023 --top 5`", ["records", "--year", "2023", "--top", "5", "--db", big]),
            ("`logbook records --progression 5k`", ["records", "--progression", "5k", "--db", big]),
        ])
        let records = measured[0]

        report.section("Best efforts and records", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add(String(format: "Import of the 100 one-hour GPX runs (%d samples): %.2f s; walking and judging their best efforts (7 distances) takes %.1f ms of it, median of 5: **%.1f %%** of the import. ",
                          walked.samples, walked.imported.seconds, walked.seconds * 1000, walked.share * 100)
                   + String(format: "The backfill of an old logbook (`BestEffortBackfill`, run by the opener after migration 0006) takes %.2f s for these 100 runs, so about %.0f s for 10,000 one-hour runs (36 million samples).\n",
                            backfill, backfill * 100))
        report.add("`records` on \(runCount) runs with \(effortCount) stored efforts (the 100 runs repeated a week apart; samples not copied, `records` reads none):\n")
        report.table(["Command", "Wall ms (min-max), N"], measured.map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        report.target("computing best efforts adds at most 10 % to an import", figure: String(format: "%.1f %%", walked.share * 100), met: walked.share <= 0.10)
        report.target("`records` on 10,000 runs under 100 ms", figure: Series.format(records.wall.median * 1000, 1) + " ms",
                      met: records.wall.median < 0.1)
    }
}
