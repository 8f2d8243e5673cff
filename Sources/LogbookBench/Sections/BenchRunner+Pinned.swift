import Foundation

extension BenchRunner {
    /// Imports the 100 files pinned to one core (`taskset -c 0`), logbook and the C
    /// ceiling alike, alternating: throughput without a second core to overlap on.
    mutating func pinnedImportSection() throws {
        guard let cCeiling = tools.cCeiling else { return }
        guard ProcessRunner.output("taskset", ["-c", "0", "true"]).status == 0 else {
            report.note("taskset is not available: no import pinned to one core")
            return
        }
        let runner = self
        let load = waitForLoad("pinned import")
        let samples = Double(DataSet.importRuns * DataSet.importSeconds)
        let logbookDB = path("logbook-pinned.sqlite"), ceilingDB = path("ceiling-pinned.sqlite")
        var mine = Measured(label: "`taskset -c 0` logbook import"), theirs = Measured(label: "`taskset -c 0` C ceiling: limit_xml_sax import")
        var ratios = Series(), cpuRatios = Series()
        let runMine = {
            try runner.timed("taskset", ["-c", "0", runner.logbook, "import", "--db", logbookDB, runner.data.importFolder.path],
                             database: logbookDB, log: "import-pinned")
        }
        let runCeiling = {
            try runner.timed("taskset", ["-c", "0", cCeiling, "import", ceilingDB] + runner.data.importFiles, database: ceilingDB,
                             log: "ceiling-pinned", environment: ["SCHEMA": runner.tools.schema ?? ""])
        }
        _ = try runMine()
        _ = try runCeiling()
        for pair in 0..<options.importPairs {
            let (logbookRun, ceilingRun) = try Self.alternate(mineFirst: pair % 2 == 1, mine: runMine, theirs: runCeiling)
            mine.add(logbookRun)
            theirs.add(ceilingRun)
            ratios.add(ceilingRun.seconds / logbookRun.seconds)
            cpuRatios.add(logbookRun.cpuSeconds / ceilingRun.cpuSeconds)
            Log.line(String(format: "  pinned pair %d: logbook %.3f s, C %.3f s", pair + 1, logbookRun.seconds, ceilingRun.seconds))
        }
        report.section("Import pinned to one core", load: load)
        report.add("The same 100 files, both programs under `taskset -c 0`: logbook's worker threads share the one core.\n")
        report.table(
            ["Program", "Wall s, N", "samples/s", "CPU s", "Peak RSS"],
            [mine, theirs].map { measured in
                [measured.label, measured.wall.text(digits: 3) + ", \(measured.wall.count)", BenchReport.thousands(samples / measured.wall.median),
                 Series.format(measured.cpu.median, 2), BenchReport.mebibytes(measured.rss.median)]
            }, rightAligned: [2, 3, 4])
        report.table(
            ["Pair (alternating runs)", "Per pair", "Median"],
            [["logbook throughput / C ceiling throughput, pinned (C time / logbook time)", ratios.list(digits: 2),
              "**" + Series.format(ratios.median, 2) + "x**"],
             ["logbook CPU time / C ceiling CPU time, pinned", cpuRatios.list(digits: 2), Series.format(cpuRatios.median, 2) + "x"]],
            rightAligned: [2])
        report.target("Import pinned to one core >= 0.9x the C ceiling's throughput", figure: Series.format(ratios.median, 2) + "x",
                      met: ratios.median >= 0.9)
    }
}
