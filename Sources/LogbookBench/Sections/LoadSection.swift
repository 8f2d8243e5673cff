import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookStore

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
        var builder = HeartRateSummaryBuilder()
        let walked = try importShare("load", columns: "offset_ms, hr, distance_dm, segment", finish: {
            _ = builder.finish()
            builder = HeartRateSummaryBuilder()
        }, add: { row in
            builder.add(HeartRatePoint(
                offset: Double(row[1].int64Value ?? 0) / 1000, bpm: row[2].int64Value.map(Double.init),
                distance: row[3].int64Value.map { Double($0) / 10 }, segment: row[4].int64Value))
        })
        let database = walked.database

        let copies = try repeatedLogbook(
            database, name: "logbook-load-ten-years.sqlite", copies: 37, step: -8_640_000,
            child: HeartRateSummaryColumn.self)
        let big = path("logbook-load-ten-years.sqlite")
        let runCount = try copies.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let span = try copies.scalar("SELECT (max(start_utc) - min(start_utc)) / 86400 FROM runs").int64Value ?? 0
        let tenYearsArguments = ["load", "--days", "3650", "--json", "--db", big]
        let measured = try rounds([
            ("`logbook load --days 3650 --json`, estimated maximum", tenYearsArguments),
            ("`logbook load` (28 days, table), estimated maximum", ["load", "--db", big]),
        ])
        _ = try ProcessRunner.run(logbook, ["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", big])
        let profiled = try rounds([("`logbook load --days 3650 --json`, profile set", tenYearsArguments)])
        let tenYears = measured[0]

        report.section("Training load", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add(String(format: "Import of the 100 one-hour GPX runs (%d samples): %.2f s; summarising their heart rate (guards, weights, seconds per bpm) takes %.1f ms of it, median of 5: **%.1f %%** of the import.\n",
                          walked.samples, walked.imported.seconds, walked.seconds * 1000, walked.share * 100))
        report.add("`load` on \(runCount) runs over \(span) days (the 100 runs repeated 100 days apart, with their stored heart-rate summaries; samples not copied, `load` reads none):\n")
        report.table(["Command", "Wall ms (min-max), N"], (measured + profiled).map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        report.target("zones and TRIMP add at most 5 % to an import", figure: String(format: "%.1f %%", walked.share * 100), met: walked.share <= 0.05)
        report.target("`load` over ten years under 100 ms", figure: Series.format(tenYears.wall.median * 1000, 1) + " ms",
                      met: tenYears.wall.median < 0.1)
    }
}
