import Foundation
import LogbookCore

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
        let (imported, database) = try importedHundred("logbook-records-100.sqlite", log: "records-import")
        let samples = try database.rows("SELECT run_id, offset_ms, distance_dm FROM samples ORDER BY run_id, seq")
        var finderSeconds = [Double]()
        for _ in 0..<5 {
            let start = Date()
            var finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
            var current: Int64?
            for row in samples {
                let id = row[0].int64Value
                if id != current {
                    _ = EffortJudge.judge(finder.efforts, sport: "running", thresholds: .standard)
                    finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
                    current = id
                }
                finder.add(offsetMs: row[1].int64Value ?? 0, distanceDm: row[2].int64Value)
            }
            _ = EffortJudge.judge(finder.efforts, sport: "running", thresholds: .standard)
            finderSeconds.append(Date().timeIntervalSince(start))
        }
        let finder = finderSeconds.sorted()[finderSeconds.count / 2]
        let share = finder / imported.seconds
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

        let big = path("logbook-records-10000.sqlite")
        for suffix in ["", "-wal", "-shm"] { unlink(big + suffix) }
        try database.execute("VACUUM INTO ?", [.text(big)])
        let copies = try Database(path: big)
        try copies.configure()
        try copies.inTransaction {
            let runColumns = RunColumn.names.filter { $0 != "id" && $0 != "start_utc" && $0 != "file_id" }.joined(separator: ", ")
            let effortColumns = BestEffortColumn.names.filter { $0 != "run_id" }.joined(separator: ", ")
            for copy in 1..<100 {
                let offset = copy * 1000
                try copies.execute(
                    "INSERT INTO runs (id, start_utc, \(runColumns)) SELECT id + ?, start_utc + ? * 604800, \(runColumns) FROM runs WHERE id <= 1000",
                    [.integer(Int64(offset)), .integer(Int64(copy))])
                try copies.execute(
                    "INSERT INTO best_efforts (run_id, \(effortColumns)) SELECT run_id + ?, \(effortColumns) FROM best_efforts WHERE run_id <= 1000",
                    [.integer(Int64(offset))])
            }
        }
        let runCount = try copies.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let effortCount = try copies.scalar("SELECT count(*) FROM best_efforts").int64Value ?? 0
        var records = Measured(label: "`logbook records` (all-time, 7 distances)")
        var year = Measured(label: "`logbook records --year 2023 --top 5`")
        var progression = Measured(label: "`logbook records --progression 5k`")
        _ = try ProcessRunner.run(logbook, ["records", "--db", big])
        for _ in 0..<options.statsPairs {
            records.add(try ProcessRunner.run(logbook, ["records", "--db", big]))
            year.add(try ProcessRunner.run(logbook, ["records", "--year", "2023", "--top", "5", "--db", big]))
            progression.add(try ProcessRunner.run(logbook, ["records", "--progression", "5k", "--db", big]))
        }

        report.section("Best efforts and records", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add(String(format: "Import of the 100 one-hour GPX runs (%d samples): %.2f s; walking and judging their best efforts (7 distances) takes %.1f ms of it, median of 5: **%.1f %%** of the import. ",
                          samples.count, imported.seconds, finder * 1000, share * 100)
                   + String(format: "The backfill of an old logbook (`BestEffortBackfill`, run by the opener after migration 0006) takes %.2f s for these 100 runs, so about %.0f s for 10,000 one-hour runs (36 million samples).\n",
                            backfill, backfill * 100))
        report.add("`records` on \(runCount) runs with \(effortCount) stored efforts (the 100 runs repeated a week apart; samples not copied, `records` reads none):\n")
        report.table(["Command", "Wall ms (min-max), N"], [records, year, progression].map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        report.target("computing best efforts adds at most 10 % to an import", figure: String(format: "%.1f %%", share * 100), met: share <= 0.10)
        report.target("`records` on 10,000 runs under 100 ms", figure: Series.format(records.wall.median * 1000, 1) + " ms",
                      met: records.wall.median < 0.1)
    }
}
