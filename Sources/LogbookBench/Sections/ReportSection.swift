import Foundation

extension BenchRunner {
    /// `logbook report` on the decade logbook (the history's 3,000 one-hour runs, 10.8 M
    /// samples): a first report into an empty folder against two `sqlite3` CLI references
    /// (alternating): reading the chunk blobs undecoded, and reading every sample's time,
    /// latitude and longitude from a rows copy of the samples (`SampleRowsCopy`), the fair one;
    /// the unchanged re-run over it, the site's size and its pages', and peak memory.
    ///
    /// The history's logbook is reused when the history section left it (3,000 runs),
    /// else the history is generated and imported here.
    mutating func reportSection() throws {
        guard let sqlite3 = tools.sqlite3 else {
            report.note("sqlite3 is not installed: the report section has no anchor")
            return
        }
        let database = try historyLogbook()
        let load = waitForLoad("report")
        let site = path("report-site")
        let counts = try databaseCounts(database)
        let arguments = ["report", "--db", database, "--out", site, "--sport", "all"]
        let logbook = self.logbook
        let firstReport = { () throws -> ProcessRunner.Outcome in
            try? FileManager.default.removeItem(atPath: site)
            let outcome = try ProcessRunner.run(logbook, arguments, measureMemory: true)
            guard outcome.status == 0 else { throw BenchError("logbook report exited with \(outcome.status)") }
            return outcome
        }
        // Since 0026 the samples are chunks: the anchor reads every chunk's bytes (what SQL can reach of them).
        let query = "SELECT run_id, data FROM sample_chunks"
        let sqlite = { try ProcessRunner.run(sqlite3, [database, query]) }
        let rowsCopy = path("report-sample-rows.sqlite")
        let copied = try SampleRowsCopy.make(
            logbook: logbook, sqlite3: sqlite3, database: database, folder: path("report-sample-rows"), copy: rowsCopy)
        Log.line("  report: rows copy of \(copied) samples made for the sqlite3 reference")
        let rows = { try ProcessRunner.run(sqlite3, [rowsCopy, SampleRowsCopy.query]) }
        _ = try firstReport()
        _ = try sqlite()
        _ = try rows()
        var first = Measured(label: "`logbook report` into an empty folder")
        var anchor = Measured(label: "`sqlite3 DB \"\(query)\" > /dev/null` (the blobs, undecoded)")
        var rowsAnchor = Measured(label: "`sqlite3 ROWS \"\(SampleRowsCopy.query)\" > /dev/null` (a rows copy of the \(copied) samples)")
        var ratios = Series(), rowRatios = Series()
        for pair in 0..<options.historyPairs {
            let (ours, references) = try Self.alternate(mineFirst: pair % 2 == 0, mine: { [try firstReport()] }) { [try sqlite(), try rows()] }
            let mine = ours[0], theirs = (references[0], references[1])
            first.add(mine)
            anchor.add(theirs.0)
            rowsAnchor.add(theirs.1)
            ratios.add(mine.seconds / theirs.0.seconds)
            rowRatios.add(mine.seconds / theirs.1.seconds)
            Log.line(String(format: "  report pair %d: report %.2f s, sqlite3 blobs %.2f s, sqlite3 rows %.2f s", pair + 1, mine.seconds,
                            theirs.0.seconds, theirs.1.seconds))
        }
        unlink(rowsCopy)
        var again = Measured(label: "`logbook report` again, nothing changed")
        let stdout = path("report-again.stdout")
        for _ in 0..<options.historyPairs {
            let outcome = try ProcessRunner.run(logbook, arguments, stdoutPath: stdout, measureMemory: true)
            guard outcome.status == 0 else { throw BenchError("logbook report (again) exited with \(outcome.status)") }
            again.add(outcome)
        }
        let said = ((try? String(contentsOfFile: stdout, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: site, with: "DIR")
        let sizes = Self.siteSizes(site)
        let rerun = again.wall.median / first.wall.median
        let average = sizes.pages > 0 ? Double(sizes.pageBytes) / Double(sizes.pages) : 0
        let peak = max(first.rss.values.max() ?? 0, again.rss.values.max() ?? 0)

        report.section("`logbook report` on the decade logbook", load: load, remark: "; the machine is shared with other builds and benchmarks, so wall times carry their noise")
        report.add("The history's \(counts.runs) one-hour runs (\(counts.samples) samples, a \(String(format: "%.0f", Double(counts.bytes) / 1e6)) MB database), "
                   + "all sports. A first report into an empty folder alternates with the sqlite3 CLI reading the chunk blobs without decoding them "
                   + "and reading every sample's time and position from a rows copy of the samples in the row schema before chunks "
                   + "(what a report must read at least: the fair reference); the re-run finds every run's fingerprint unchanged. The re-run said: _\(said)_\n")
        report.table(["Command", "Wall s (min-max), N", "CPU s", "Peak RSS"], [first, anchor, rowsAnchor, again].map {
            [$0.label, $0.wall.text(digits: 2) + ", \($0.wall.count)", Series.format($0.cpu.median, 2), BenchReport.mebibytes($0.rss.median)]
        }, rightAligned: [1, 2, 3])
        report.table(["Pair (alternating runs)", "Per pair", "Median"], [
            ["first report / sqlite3 reading the chunk blobs", ratios.list(digits: 2), Series.format(ratios.median, 2) + "x"],
            ["first report / sqlite3 reading every sample's rows", rowRatios.list(digits: 2), "**" + Series.format(rowRatios.median, 2) + "x**"],
        ], rightAligned: [2])
        report.table(["Site", "Value"], [
            ["Whole folder", BenchReport.mebibytes(Double(sizes.total))],
            ["Run pages", "\(sizes.pages)"],
            ["Average run page", String(format: "%.1f KB", average / 1000)],
            ["Largest run page", String(format: "%.1f KB", Double(sizes.largest) / 1000)],
            ["index.html", String(format: "%.1f KB", Double(sizes.index) / 1000)],
        ], rightAligned: [1])
        report.target("`report` on the decade logbook <= 1.5x `sqlite3` reading every sample's time, lat, lon (rows copy)",
                      figure: Series.format(rowRatios.median, 2) + "x (" + Series.format(first.wall.median, 2) + " vs "
                          + Series.format(rowsAnchor.wall.median, 2) + " s; the blobs: " + Series.format(ratios.median, 1) + "x)",
                      met: rowRatios.median <= 1.5)
        report.target("Unchanged re-run <= 0.05x the first report (issue 52)", figure: Series.format(rerun, 3) + "x ("
                      + Series.format(again.wall.median * 1000, 0) + " ms)", met: rerun <= 0.05)
        report.target("Average run page <= 40 KB", figure: String(format: "%.1f KB (largest %.1f KB)", average / 1000, Double(sizes.largest) / 1000),
                      met: average <= 40_000)
        report.target("Peak memory of `report` <= 200 MB", figure: BenchReport.mebibytes(peak), met: peak <= 200 * 1024 * 1024)
    }

    /// The history's logbook: the history section's when it holds the 3,000 runs, else the
    /// history generated and imported (500 files per process) into it.
    mutating func historyLogbook() throws -> String {
        let database = path("logbook-history.sqlite")
        if FileManager.default.fileExists(atPath: database), try databaseCounts(database).runs == HistoryDataSet.runs {
            return database
        }
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        let history = try HistoryDataSet.prepare(in: work.appendingPathComponent("data/history")) { Log.line($0) }
        for (index, batch) in history.batches.enumerated() {
            let outcome = try ProcessRunner.run(logbook, ["import", "--db", database, batch.path], stderrPath: path("history-batch.stderr"))
            guard outcome.status == 0 else { throw BenchError("importing history batch \(index + 1) exited with \(outcome.status)") }
            Log.line(String(format: "  history batch %d imported in %.1f s", index + 1, outcome.seconds))
        }
        return database
    }

    /// The bytes of every file under `site`, the number of run pages, their bytes, the
    /// largest one's and the index's.
    static func siteSizes(_ site: String) -> (total: Int, pages: Int, pageBytes: Int, largest: Int, index: Int) {
        var sizes = (total: 0, pages: 0, pageBytes: 0, largest: 0, index: 0)
        guard let walker = FileManager.default.enumerator(atPath: site) else { return sizes }
        while let name = walker.nextObject() as? String {
            var info = stat()
            guard stat(site + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let size = Int(info.st_size)
            sizes.total += size
            if name == "index.html" { sizes.index = size }
            if name.hasPrefix("runs/") && name.hasSuffix(".html") {
                sizes.pages += 1
                sizes.pageBytes += size
                sizes.largest = max(sizes.largest, size)
            }
        }
        return sizes
    }
}
