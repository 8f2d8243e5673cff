import Foundation
import LogbookCore

/// Runs the benchmark sections (import of 100 files, the 100 MB file, stats on 10,000
/// runs) as whole processes, alternating logbook with each reference program so that
/// load drifts hit both, and fills the report.
struct BenchRunner {
    /// Runs one pair of an alternating comparison: `mine` first when `mineFirst`, else
    /// `theirs` first, so that load drifting over a section hits both sides alike.
    static func alternate<Outcome>(
        mineFirst: Bool, mine: () throws -> Outcome, theirs: () throws -> Outcome
    ) rethrows -> (mine: Outcome, theirs: Outcome) {
        if mineFirst {
            let first = try mine()
            return (first, try theirs())
        }
        let first = try theirs()
        return (try mine(), first)
    }

    let options: BenchOptions
    /// The release `logbook` binary.
    let logbook: String
    /// Scratch databases and logs.
    let work: URL
    let data: DataSet
    let tools: PeerTools
    var report = BenchReport()
    /// `(samples, bytes/sample)` of logbook's database of the 100 runs.
    private(set) var storage: (samples: Int, bytesPerSample: Double)?

    /// Creates a runner.
    init(options: BenchOptions, logbook: String, work: URL, data: DataSet, tools: PeerTools) {
        self.options = options
        self.logbook = logbook
        self.work = work
        self.data = data
        self.tools = tools
    }

    // MARK: - Import of 100 one-hour files

    /// Imports the 100 files into a fresh database, paired with the C ceiling and the peer.
    mutating func importSection() throws {
        let runner = self
        let importLoad = waitForLoad("import")
        let samples = Double(DataSet.importRuns * DataSet.importSeconds)
        let logbookDB = path("logbook-100.sqlite")
        var logbookRuns = Measured(label: "logbook import")
        var ceiling = Measured(label: "C ceiling: limit_xml_sax import")
        var peer = Measured(label: "gpxpy peer: peer_gpxpy.py")
        var ceilingRatios = Series(), ceilingCPURatios = Series(), peerRatios = Series()
        let importLogbook = { () throws -> ProcessRunner.Outcome in
            try runner.timed(runner.logbook, ["import", "--db", logbookDB, runner.data.importFolder.path], database: logbookDB, log: "import-100")
        }
        let importCeiling = { (cCeiling: String) throws -> ProcessRunner.Outcome in
            try runner.timed(cCeiling, ["import", runner.path("ceiling-100.sqlite")] + runner.data.importFiles,
                           database: runner.path("ceiling-100.sqlite"), log: "ceiling-100", environment: ["SCHEMA": runner.tools.schema ?? ""])
        }
        _ = try importLogbook()  // warm-up: page cache and dynamic loader
        if let cCeiling = tools.cCeiling { _ = try importCeiling(cCeiling) }
        for pair in 0..<options.importPairs {
            var mine: ProcessRunner.Outcome
            if let cCeiling = tools.cCeiling {
                let theirs: ProcessRunner.Outcome
                (mine, theirs) = try Self.alternate(
                    mineFirst: pair % 2 == 0, mine: importLogbook, theirs: { try importCeiling(cCeiling) })
                ceiling.add(theirs)
                ceilingRatios.add(theirs.seconds / mine.seconds)
                ceilingCPURatios.add(theirs.cpuSeconds / mine.cpuSeconds)
            } else {
                mine = try importLogbook()
            }
            logbookRuns.add(mine)
            Log.line(String(format: "  import pair %d: logbook %.3f s", pair + 1, mine.seconds))
        }
        if let python = tools.python, let script = tools.peerScript {
            let peerDB = path("peer-100.sqlite")
            for pair in 0..<options.peerPairs {
                let run = { try runner.timed(python, [script, "--db", peerDB] + runner.data.importFiles, database: peerDB, log: "peer-100") }
                let (mine, theirs) = try Self.alternate(mineFirst: pair % 2 != 0, mine: importLogbook, theirs: run)
                peer.add(theirs)
                logbookRuns.add(mine)
                peerRatios.add(theirs.seconds / mine.seconds)
                Log.line(String(format: "  peer pair %d: gpxpy %.2f s, logbook %.3f s", pair + 1, theirs.seconds, mine.seconds))
            }
        }
        let counts = try databaseCounts(logbookDB)
        if counts.runs != DataSet.importRuns || counts.samples != Int(samples) {
            report.note("logbook stored \(counts.runs) runs and \(counts.samples) samples from the 100 files (expected \(DataSet.importRuns) and \(Int(samples)))")
        }
        storage = (counts.samples, Double(counts.bytes) / Double(max(counts.samples, 1)))

        report.section("Import: 100 one-hour GPX runs into a fresh database", load: importLoad)
        report.add(String(format: "%d files, %d samples, %.2f MB (compact layout, one `<trkpt>` per line). ", DataSet.importRuns,
                          Int(samples), Double(data.importBytes) / 1e6)
                   + "Whole process, warm page cache; median (min-max) of N runs.\n")
        var rows: [[String]] = []
        for measured in [logbookRuns, ceiling, peer] where measured.wall.count > 0 {
            rows.append([
                measured.label, measured.wall.text(digits: 3) + ", \(measured.wall.count)",
                BenchReport.thousands(samples / measured.wall.median),
                String(format: "%.1f", Double(data.importBytes) / 1e6 / measured.wall.median),
                Series.format(measured.cpu.median, 2), BenchReport.mebibytes(measured.rss.median),
            ])
        }
        report.table(["Program", "Wall s, N", "samples/s", "MB/s", "CPU s", "Peak RSS"], rows, rightAligned: [2, 3, 4, 5])
        var ratioRows: [[String]] = []
        if ceilingRatios.count > 0 {
            ratioRows.append(["logbook throughput / C ceiling throughput (C time / logbook time)", ceilingRatios.list(digits: 2),
                              "**" + Series.format(ceilingRatios.median, 2) + "x**"])
        }
        if ceilingCPURatios.count > 0 {
            ratioRows.append(["C ceiling CPU time / logbook CPU time (user + system; logbook parses on a worker while it stores)",
                              ceilingCPURatios.list(digits: 2), Series.format(ceilingCPURatios.median, 2) + "x"])
        }
        if peerRatios.count > 0 {
            ratioRows.append(["logbook speed-up over the gpxpy peer (peer time / logbook time)", peerRatios.list(digits: 1),
                              "**" + Series.format(peerRatios.median, 1) + "x**"])
        }
        if !ratioRows.isEmpty { report.table(["Pair (alternating runs)", "Per pair", "Median"], ratioRows, rightAligned: [2]) }

        let ceilingCounts = tools.cCeiling != nil ? try? databaseCounts(path("ceiling-100.sqlite")) : nil
        var storageRows = [["logbook (runs, splits, samples, import_files; WAL checkpointed at exit)",
                            "\(counts.bytes)", "\(counts.samples)", Series.format(storage?.bytesPerSample ?? 0, 1)]]
        if let ceilingCounts, ceilingCounts.samples > 0 {
            storageRows.append(["C ceiling (reference schema.sql: 7-column rowid samples table)", "\(ceilingCounts.bytes)",
                                "\(ceilingCounts.samples)", Series.format(Double(ceilingCounts.bytes) / Double(ceilingCounts.samples), 1)])
        }
        report.add("### Storage\n")
        report.table(["Database of the 100 runs", "Bytes", "Samples", "Bytes/sample"], storageRows, rightAligned: [1, 2, 3])

        report.target("Import, both cores, >= 1.3x the C ceiling's throughput (100 files)",
                      figure: ceilingRatios.count > 0 ? Series.format(ceilingRatios.median, 2) + "x (" + BenchReport.thousands(samples / logbookRuns.wall.median) + " samples/s)" : "-",
                      met: ceilingRatios.count > 0 ? ceilingRatios.median >= 1.3 : nil)
        if ceilingCPURatios.count > 0 {
            // The pairs hold C CPU / logbook CPU; the target is on logbook CPU / C CPU.
            let cpu = 1 / max(ceilingCPURatios.median, 1e-9)
            report.target("Import CPU time <= 1.2x the C ceiling's", figure: Series.format(cpu, 2) + "x", met: cpu <= 1.2)
        }
        if peerRatios.count > 0 {
            report.target("Import well over 10x the gpxpy peer (follows from 0.7x the ceiling)", figure: Series.format(peerRatios.median, 1) + "x",
                          met: peerRatios.median > 10)
        }
        report.target("At most 50 bytes per stored sample", figure: Series.format(storage?.bytesPerSample ?? 0, 1) + " B",
                      met: (storage?.bytesPerSample ?? 99) <= 50)
        report.target("Peak memory importing the 100 files (no target)", figure: BenchReport.mebibytes(logbookRuns.rss.median), met: nil)
    }

    // MARK: - FIT against GPX

    /// Imports the same 100 runs as FIT and as GPX, alternating, each into a fresh
    /// database; checks that both give the same runs and samples.
    mutating func fitSection() throws {
        let runner = self
        let fitLoad = waitForLoad("FIT vs GPX")
        let samples = Double(DataSet.importRuns * DataSet.importSeconds)
        let fitDB = path("logbook-fit100.sqlite"), gpxDB = path("logbook-gpx100.sqlite")
        var fit = Measured(label: "logbook import, 100 FIT files"), gpx = Measured(label: "logbook import, 100 GPX files")
        var ratios = Series()
        let importFIT = { try runner.timed(runner.logbook, ["import", "--db", fitDB, runner.data.fitFolder.path], database: fitDB, log: "import-fit100") }
        let importGPX = { try runner.timed(runner.logbook, ["import", "--db", gpxDB, runner.data.importFolder.path], database: gpxDB, log: "import-gpx100") }
        _ = try importFIT()  // warm-up: page cache
        let fitCounts = try databaseCounts(fitDB)
        _ = try importGPX()
        let gpxCounts = try databaseCounts(gpxDB)
        let same = fitCounts.runs == gpxCounts.runs && fitCounts.samples == gpxCounts.samples
            && fitCounts.runs == DataSet.importRuns && fitCounts.samples == Int(samples)
        if !same {
            report.note("FIT and GPX imports of the same runs disagree: FIT \(fitCounts.runs) runs, \(fitCounts.samples) samples; "
                        + "GPX \(gpxCounts.runs) runs, \(gpxCounts.samples) samples (expected \(DataSet.importRuns) and \(Int(samples)))")
        } else {
            Log.line("  checked: FIT and GPX imports both store \(fitCounts.runs) runs and \(fitCounts.samples) samples")
        }
        for pair in try alternatePairs(("FIT", "GPX"), &fit, &gpx, runMine: importFIT, runTheirs: importGPX) {
            ratios.add(pair.theirs.seconds / pair.mine.seconds)
        }
        report.section("Import: the same 100 runs as FIT and as GPX", load: fitLoad)
        report.add(String(format: "The 100 one-hour runs above written also as minimal FIT activity files by logbook-bench's own encoder "
                          + "(`file_id`, one `record` per point with timestamp, position, `enhanced_altitude`, heart rate, cadence and distance, "
                          + "`session`, `activity`; 23 bytes per point): %.2f MB against %.2f MB of GPX. ", Double(data.fitBytes) / 1e6,
                          Double(data.importBytes) / 1e6)
                   + (same ? "Both imports store the same \(fitCounts.runs) runs and \(fitCounts.samples) samples. " : "**The two imports store different counts (see the notes).** ")
                   + "Each import goes into a fresh database; FIT and GPX alternate (ABBA).\n")
        var rows: [[String]] = []
        for (measured, bytes) in [(fit, data.fitBytes), (gpx, data.importBytes)] {
            rows.append([
                measured.label, measured.wall.text(digits: 3) + ", \(measured.wall.count)", BenchReport.thousands(samples / measured.wall.median),
                String(format: "%.1f", Double(bytes) / 1e6 / measured.wall.median), Series.format(measured.cpu.median, 2),
                BenchReport.mebibytes(measured.rss.median),
            ])
        }
        report.table(["Import", "Wall s, N", "samples/s", "MB/s", "CPU s", "Peak RSS"], rows, rightAligned: [2, 3, 4, 5])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["FIT throughput / GPX throughput in samples/s (GPX time / FIT time)", ratios.list(digits: 2),
                       "**" + Series.format(ratios.median, 2) + "x**"]], rightAligned: [2])
        report.target("FIT import >= GPX import in samples/s (same 100 runs)",
                      figure: Series.format(ratios.median, 2) + "x (" + BenchReport.thousands(samples / fit.wall.median) + " vs "
                          + BenchReport.thousands(samples / gpx.wall.median) + " samples/s)",
                      met: same && ratios.median >= 1)
    }

    // MARK: - One 100 MB file

    /// Imports the 100 MB file, paired with the C ceiling, for throughput and peak memory.
    mutating func bigFileSection() throws {
        let runner = self
        let bigLoad = waitForLoad("100 MB file")
        let points = Double(DataSet.bigFilePoints)
        let logbookDB = path("logbook-big.sqlite"), ceilingDB = path("ceiling-big.sqlite")
        var mine = Measured(label: "logbook import"), ceiling = Measured(label: "C ceiling: limit_xml_sax import")
        for pair in 0..<options.bigPairs {
            let runMine = { try runner.timed(runner.logbook, ["import", "--db", logbookDB, runner.data.bigFile.path], database: logbookDB, log: "import-big") }
            let runCeiling = { (binary: String) in
                try runner.timed(binary, ["import", ceilingDB, runner.data.bigFile.path], database: ceilingDB, log: "ceiling-big",
                               environment: ["SCHEMA": runner.tools.schema ?? ""])
            }
            if pair % 2 == 1, let binary = tools.cCeiling { ceiling.add(try runCeiling(binary)) }
            mine.add(try runMine())
            if pair % 2 == 0, let binary = tools.cCeiling { ceiling.add(try runCeiling(binary)) }
            Log.line(String(format: "  100 MB pair %d: logbook %.2f s, ", pair + 1, mine.wall.values.last ?? 0)
                  + BenchReport.mebibytes(mine.rss.values.last ?? 0))
        }
        let counts = try databaseCounts(logbookDB)
        if counts.samples != DataSet.bigFilePoints {
            report.note("logbook stored \(counts.samples) samples from the 100 MB file (expected \(DataSet.bigFilePoints))")
        }
        report.section("One 100 MB GPX file: peak memory", load: bigLoad)
        report.add(String(format: "One run of %d points (%.1f hours at 1 Hz), %.2f MB. Peak RSS is `ru_maxrss` of the child (as `/usr/bin/time -v`).\n",
                          DataSet.bigFilePoints, points / 3600, Double(data.bigFileBytes) / 1e6))
        var rows: [[String]] = []
        for measured in [mine, ceiling] where measured.wall.count > 0 {
            rows.append([
                measured.label, measured.wall.text(digits: 2) + ", \(measured.wall.count)", BenchReport.thousands(points / measured.wall.median),
                String(format: "%.1f", Double(data.bigFileBytes) / 1e6 / measured.wall.median),
                BenchReport.mebibytes(measured.rss.median) + " (" + BenchReport.mebibytes(measured.rss.minimum) + "-"
                    + BenchReport.mebibytes(measured.rss.maximum) + ")",
            ])
        }
        report.table(["Program", "Wall s, N", "samples/s", "MB/s", "Peak RSS (min-max)"], rows, rightAligned: [2, 3, 4])
        report.add(String(format: "logbook's database of this one run: %d bytes for %d samples, %.1f bytes/sample.\n",
                          counts.bytes, counts.samples, Double(counts.bytes) / Double(max(counts.samples, 1))))
        report.target("Peak memory < 64 MiB importing one 100 MB GPX", figure: BenchReport.mebibytes(mine.rss.median),
                      met: mine.rss.median < 64 * 1_048_576)
        try sizeSeries(big: mine)
    }

    /// Imports single runs of 25, 50 and 200 MB (one process each, twice) and prints their
    /// peak memory beside the 100 MB file's: the figure should not move with the size.
    private mutating func sizeSeries(big: Measured) throws {
        let series = try SizeSeries.prepare(in: work.appendingPathComponent("data/sizes")) { Log.line($0) }
        let database = path("logbook-size.sqlite")
        var rows: [(points: Int, bytes: Int, measured: Measured)] = []
        for file in series.files {
            var measured = Measured(label: "logbook import")
            for _ in 0..<2 {
                measured.add(try timed(logbook, ["import", "--db", database, file.url.path], database: database, log: "import-size"))
            }
            let counts = try databaseCounts(database)
            if counts.samples != file.points {
                report.note("logbook stored \(counts.samples) samples from the \(file.points)-point file (expected \(file.points))")
            }
            Log.line(String(format: "  %d points (%.0f MB): %.2f s, ", file.points, Double(file.bytes) / 1e6, measured.wall.median)
                  + BenchReport.mebibytes(measured.rss.median))
            rows.append((file.points, file.bytes, measured))
        }
        rows.append((DataSet.bigFilePoints, data.bigFileBytes, big))
        rows.sort { $0.points < $1.points }
        report.add("### Peak memory against file size\n")
        report.add("Single 1 Hz runs generated the same way (two imports each, median; the 100 MB row is the file above). "
                   + "The 848,000-point run spans 9.8 days, so the run builder also looks for clock glitches around its median time.\n")
        report.table(
            ["Points", "MB", "Wall s", "samples/s", "Peak RSS"],
            rows.map { row in
                ["\(row.points)", String(format: "%.1f", Double(row.bytes) / 1e6), String(format: "%.2f", row.measured.wall.median),
                 BenchReport.thousands(Double(row.points) / row.measured.wall.median), BenchReport.mebibytes(row.measured.rss.median)]
            }, rightAligned: [0, 1, 2, 3, 4])
        if let smallest = rows.first, let largest = rows.last {
            report.target(
                "Peak memory flat from \(smallest.bytes / 1_000_000) MB to \(largest.bytes / 1_000_000) MB (no target; the issue's \"must not grow\")",
                figure: BenchReport.mebibytes(smallest.measured.rss.median) + " -> " + BenchReport.mebibytes(largest.measured.rss.median),
                met: largest.measured.rss.median < smallest.measured.rss.median * 1.1)
        }
    }
}
