import Foundation

/// The squad section (`--only squad`, `--squad-runs`, 30,000 by default): a logbook ten
/// times the decade, a coach's squad or a lifetime, of `runs` one-hour-ish GPX runs of
/// `seconds` points each (3,333 by default: 10^8 samples at 30,000 runs), two a day.
///
/// The files are generated and imported in batches of `batch` (and deleted after each
/// import, so the disk holds one batch of GPX at a time), every batch timed with its peak
/// memory: a flat line of batch times and peaks is what "memory flat, time linear" means.
/// Then `stats`, `records`, a first `report` and `rebuild --dry-run` run once each on the
/// whole logbook, timed with their peak memory.
enum SquadSection {
    /// Runs of the logbook unless `--squad-runs` says otherwise.
    static let defaultRuns = 30_000
    /// The runs per import batch.
    static let batch = 1_000
    /// Points per run: 3,333 at 1 Hz, so 30,000 runs hold 10^8 samples.
    static let seconds = 3_333
    /// 1985-01-01: two runs a day from here reach 2026 at 30,000 runs.
    static let firstDay: Int64 = 5_479
    /// The morning run and the afternoon one are this far apart (past the duplicate rule).
    static let afternoon: Int64 = 6 * 3_600

    /// Generates, imports and measures; adds the section to `report`.
    static func run(runs: Int, logbook: String, work: URL, report: inout BenchReport) throws {
        let folder = work.appendingPathComponent("squad")
        try? FileManager.default.removeItem(at: folder)
        let files = folder.appendingPathComponent("batch")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("squad.sqlite").path
        let load = MachineInfo.loadAverage()
        let days = (runs + 1) / 2
        var batchRows: [[String]] = []
        var importSeconds = 0.0, importCPU = 0.0, generateSeconds = 0.0, gpxBytes = 0
        var peaks: [Int] = []
        var first = 0
        while first < runs {
            let last = min(first + batch, runs)
            let started = ProcessRunner.now()
            for index in first..<last {
                var plan = RunPlan.make(seed: DataSet.seed, index: index / 2, count: days, firstDay: firstDay,
                                        spanDays: days + 1, duration: seconds)
                if index % 2 == 1 { plan.startUTC += afternoon }
                let name = String(format: "run_%05d.gpx", index)
                gpxBytes += try GPXWriter.write(plan: plan, seed: DataSet.seed, index: index,
                                                to: files.appendingPathComponent(name).path).bytes
            }
            generateSeconds += ProcessRunner.now() - started
            let outcome = try ProcessRunner.run(
                logbook, ["import", "--db", database, files.path], stderrPath: folder.appendingPathComponent("import.stderr").path,
                measureMemory: true)
            guard outcome.status == 0 else { throw BenchError("squad import of runs \(first + 1)-\(last) exited with \(outcome.status)") }
            importSeconds += outcome.seconds
            importCPU += outcome.cpuSeconds
            peaks.append(outcome.maxRSS)
            let size = databaseBytes(database)
            Log.line(String(format: "  squad: runs %d-%d imported in %.1f s (CPU %.1f s), ", first + 1, last, outcome.seconds,
                            outcome.cpuSeconds) + BenchReport.mebibytes(Double(outcome.maxRSS)) + String(format: ", database %.0f MB", Double(size) / 1e6))
            if first == 0 || last == runs || (first / batch) % 5 == 4 {
                batchRows.append(["\(first + 1)-\(last)", String(format: "%.1f", outcome.seconds), String(format: "%.1f", outcome.cpuSeconds),
                                  BenchReport.mebibytes(Double(outcome.maxRSS)), String(format: "%.0f", Double(size) / 1e6)])
            }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? [] {
                unlink(files.appendingPathComponent(name).path)
            }
            first = last
        }
        let samples = runs * seconds
        let size = databaseBytes(database)
        var rows: [[String]] = [[
            "import, \(runs / batch) batches of \(batch)", String(format: "%.0f", importSeconds), String(format: "%.0f", importCPU),
            BenchReport.mebibytes(Double(peaks.max() ?? 0)),
        ]]
        var worst = peaks.max() ?? 0
        let site = folder.appendingPathComponent("site").path
        for (label, arguments) in [
            ("`stats --weekly` (every week)", ["stats", "--weekly", "--db", database]),
            ("`stats --monthly`", ["stats", "--monthly", "--db", database]),
            ("`records`", ["records", "--db", database]),
            ("first `report`", ["report", "--db", database, "--out", site, "--sport", "all"]),
            ("`report` again, nothing changed", ["report", "--db", database, "--out", site, "--sport", "all"]),
            ("`rebuild --dry-run`", ["rebuild", "--dry-run", "--db", database]),
        ] {
            let outcome = try ProcessRunner.run(logbook, arguments, measureMemory: true)
            guard outcome.status == 0 else { throw BenchError("squad: \(label) exited with \(outcome.status)") }
            Log.line(String(format: "  squad: %@ %.2f s (CPU %.2f s), ", label, outcome.seconds, outcome.cpuSeconds)
                     + BenchReport.mebibytes(Double(outcome.maxRSS)))
            worst = max(worst, outcome.maxRSS)
            rows.append([label, String(format: "%.2f", outcome.seconds), String(format: "%.2f", outcome.cpuSeconds),
                         BenchReport.mebibytes(Double(outcome.maxRSS))])
        }
        report.section("A logbook ten times the decade: \(runs) runs, \(samples) samples", load: load)
        report.add(String(format: "%d one-hour GPX runs of %d points, two a day from 1985, generated in batches of %d (%.1f GB of GPX in all, %.0f s to write) "
                          + "and imported into one logbook batch after batch; the logbook ends at %.2f GB, %.1f bytes per sample with the kept originals.\n",
                          runs, seconds, batch, Double(gpxBytes) / 1e9, generateSeconds, Double(size) / 1e9, Double(size) / Double(max(samples, 1))))
        report.table(["Import batch (runs)", "Wall s", "CPU s", "Peak RSS", "Logbook MB after"], batchRows, rightAligned: [1, 2, 3, 4])
        report.table(["Command on the whole logbook", "Wall s", "CPU s", "Peak RSS"], rows, rightAligned: [1, 2, 3])
        let flat = (peaks.last ?? 0) <= (peaks.first ?? 0) + (8 << 20)
        report.target("import memory flat (last batch's peak within 8 MiB of the first's)",
                      figure: BenchReport.mebibytes(Double(peaks.first ?? 0)) + " -> " + BenchReport.mebibytes(Double(peaks.last ?? 0)), met: flat)
        report.target("every command's peak memory at most 200 MB", figure: BenchReport.mebibytes(Double(worst)), met: worst <= 200_000_000)
    }

    /// The database file's size with its WAL (0 when missing).
    private static func databaseBytes(_ path: String) -> Int {
        ["", "-wal"].reduce(0) { $0 + DataSet.fileSize(URL(fileURLWithPath: path + $1)) }
    }
}
