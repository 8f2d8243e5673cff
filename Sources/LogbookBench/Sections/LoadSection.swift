import Foundation
import LogbookCore

extension BenchRunner {
    /// Training load: what storing each run's heart-rate summary adds to an import, and
    /// `logbook load` over ten years of runs.
    ///
    /// The import's share is measured in this process, as `recordsSection` does for best
    /// efforts: the samples the import stored are read back and summarised by
    /// `HeartRateSummaryBuilder` (the guards, the weights, the seconds per bpm), as
    /// `RunStore` does while storing them, against the import's whole-process time. The
    /// ten-year logbook repeats the 100 imported runs' rows and summaries 37 times, 100 days
    /// apart back in time (3,700 runs), without copying samples: `load` reads none.
    mutating func loadSection() throws {
        let load = waitForLoad("load")
        let (imported, database) = try importedHundred("logbook-load-100.sqlite", log: "load-import")
        let samples = try database.rows("SELECT run_id, offset_ms, hr, distance_dm, segment FROM samples ORDER BY run_id, seq")
        var summarySeconds = [Double]()
        for _ in 0..<5 {
            let start = Date()
            var builder = HeartRateSummaryBuilder()
            var current: Int64?
            for row in samples {
                if row[0].int64Value != current {
                    _ = builder.finish()
                    builder = HeartRateSummaryBuilder()
                    current = row[0].int64Value
                }
                builder.add(HeartRatePoint(
                    offset: Double(row[1].int64Value ?? 0) / 1000, bpm: row[2].int64Value.map(Double.init),
                    distance: row[3].int64Value.map { Double($0) / 10 }, segment: row[4].int64Value))
            }
            _ = builder.finish()
            summarySeconds.append(Date().timeIntervalSince(start))
        }
        let summary = summarySeconds.sorted()[summarySeconds.count / 2]
        let share = summary / imported.seconds

        let big = path("logbook-load-ten-years.sqlite")
        for suffix in ["", "-wal", "-shm"] { unlink(big + suffix) }
        try database.execute("VACUUM INTO ?", [.text(big)])
        let copies = try Database(path: big)
        try copies.configure()
        try copies.inTransaction {
            let runColumns = RunColumn.names.filter { $0 != "id" && $0 != "start_utc" && $0 != "file_id" }.joined(separator: ", ")
            let summaryColumns = "span_s, seconds_by_bpm, out_of_range, steep_step, constant_reading"
            for copy in 1..<37 {
                let offset = Int64(copy * 1000)
                try copies.execute(
                    "INSERT INTO runs (id, start_utc, \(runColumns)) SELECT id + ?, start_utc - ? * 8640000, \(runColumns) FROM runs WHERE id <= 1000",
                    [.integer(offset), .integer(Int64(copy))])
                try copies.execute(
                    "INSERT INTO \(HeartRateSummaryTable.table) (run_id, \(summaryColumns)) SELECT run_id + ?, \(summaryColumns) FROM \(HeartRateSummaryTable.table) WHERE run_id <= 1000",
                    [.integer(offset)])
            }
        }
        let runCount = try copies.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let span = try copies.scalar("SELECT (max(start_utc) - min(start_utc)) / 86400 FROM runs").int64Value ?? 0
        var tenYears = Measured(label: "`logbook load --days 3650 --json`, estimated maximum")
        var month = Measured(label: "`logbook load` (28 days, table), estimated maximum")
        var profiled = Measured(label: "`logbook load --days 3650 --json`, profile set")
        _ = try ProcessRunner.run(logbook, ["load", "--days", "3650", "--json", "--db", big])
        for _ in 0..<options.statsPairs {
            tenYears.add(try ProcessRunner.run(logbook, ["load", "--days", "3650", "--json", "--db", big]))
            month.add(try ProcessRunner.run(logbook, ["load", "--db", big]))
        }
        _ = try ProcessRunner.run(logbook, ["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", big])
        for _ in 0..<options.statsPairs {
            profiled.add(try ProcessRunner.run(logbook, ["load", "--days", "3650", "--json", "--db", big]))
        }

        report.section("Training load", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add(String(format: "Import of the 100 one-hour GPX runs (%d samples): %.2f s; summarising their heart rate (guards, weights, seconds per bpm) takes %.1f ms of it, median of 5: **%.1f %%** of the import.\n",
                          samples.count, imported.seconds, summary * 1000, share * 100))
        report.add("`load` on \(runCount) runs over \(span) days (the 100 runs repeated 100 days apart, with their stored heart-rate summaries; samples not copied, `load` reads none):\n")
        report.table(["Command", "Wall ms (min-max), N"], [tenYears, month, profiled].map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        report.target("zones and TRIMP add at most 5 % to an import", figure: String(format: "%.1f %%", share * 100), met: share <= 0.05)
        report.target("`load` over ten years under 100 ms", figure: Series.format(tenYears.wall.median * 1000, 1) + " ms",
                      met: tenYears.wall.median < 0.1)
    }
}
