import Foundation

extension BenchRunner {
    /// The 3,000-run history: import in batches of 500 (throughput per batch), then a
    /// re-import of 1,000 known files against `openssl dgst -sha256`, `clean` against
    /// the same logbook without samples, and `show` against the sqlite3 CLI.
    mutating func historySection(_ history: HistoryDataSet) throws {
        let load = waitForLoad("history")
        let database = path("logbook-history.sqlite")
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        let samplesPerBatch = Double(HistoryDataSet.batchSize * DataSet.importSeconds)
        var batchRows: [[String]] = []
        var throughputs = Series()
        for (index, batch) in history.batches.enumerated() {
            let errors = path("history-batch.stderr")
            let outcome = try ProcessRunner.run(logbook, ["import", "--db", database, batch.path], stderrPath: errors, measureMemory: true)
            guard outcome.status == 0 else { throw BenchError("importing history batch \(index + 1) exited with \(outcome.status)") }
            let rate = samplesPerBatch / outcome.seconds
            throughputs.add(rate)
            batchRows.append([
                "\(index + 1)", "\((index + 1) * HistoryDataSet.batchSize)", String(format: "%.2f", outcome.seconds),
                BenchReport.thousands(rate), String(format: "%.2f", outcome.cpuSeconds), BenchReport.mebibytes(Double(outcome.maxRSS)),
            ])
            Log.line(String(format: "  history batch %d: %.2f s, ", index + 1, outcome.seconds) + BenchReport.thousands(rate) + " samples/s")
        }
        let counts = try databaseCounts(database)
        if counts.runs != HistoryDataSet.runs {
            report.note("the history logbook holds \(counts.runs) runs (expected \(HistoryDataSet.runs))")
        }
        report.section("A history of 3,000 one-hour runs", load: load)
        report.add(String(format: "%d GPX runs of one hour (%.2f GB, %d samples in the end; the database is %.0f MB), imported in batches of %d, "
                          + "one process per batch, into the same logbook.\n", HistoryDataSet.runs, Double(history.bytes) / 1e9, counts.samples,
                          Double(counts.bytes) / 1e6, HistoryDataSet.batchSize))
        report.table(["Batch", "Runs after", "Wall s", "samples/s", "CPU s", "Peak RSS"], batchRows, rightAligned: [0, 1, 2, 3, 4, 5])
        if let first = throughputs.values.first, let last = throughputs.values.last {
            report.target("Import throughput flat over 3,000 runs (no target): last batch / first batch",
                          figure: Series.format(last / first, 2) + "x", met: nil)
        }
        try knownFiles(history, database: database)
        try cleanWithAndWithoutSamples(database: database)
        try showAgainstSQLite(database: database)
    }

    /// Re-imports the first 1,000 files (all known) against `openssl dgst -sha256` over them.
    private mutating func knownFiles(_ history: HistoryDataSet, database: String) throws {
        let files = Array(history.files.prefix(HistoryDataSet.knownFiles))
        let bytes = files.reduce(0) { $0 + DataSet.fileSize(URL(fileURLWithPath: $1)) }
        guard ProcessRunner.output("openssl", ["version"]).status == 0 else {
            report.note("openssl is not installed: the re-import of known files has no anchor")
            return
        }
        let pair = try anchored(
            "`logbook import` of 1,000 known files", (logbook, ["import", "--db", database] + files),
            against: "`openssl dgst -sha256` over the same files", ("openssl", ["dgst", "-sha256"] + files), pairs: options.historyPairs)
        if try databaseCounts(database).runs != HistoryDataSet.runs { report.note("the re-import of known files changed the logbook") }
        report.add("### Re-import of 1,000 known files\n")
        report.add(String(format: "The first 1,000 files of the history again (%.0f MB): each is read, hashed, found and not parsed. ", Double(bytes) / 1e6)
                   + "`openssl dgst -sha256` reads and hashes the same files in one process.\n")
        report.table(["Command", "Wall ms (min-max), N", "Page faults"], pair.rows, rightAligned: [1, 2])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["logbook time / openssl time", pair.ratios.list(digits: 2), "**" + Series.format(pair.ratios.median, 2) + "x**"]],
                     rightAligned: [2])
        report.target("Re-import of 1,000 known files <= 1.5x `openssl dgst -sha256` over them", figure: pair.figure,
                      met: pair.ratios.median <= 1.5)
    }

    /// `clean` (dry run) on the history, against the same logbook with its samples deleted.
    private mutating func cleanWithAndWithoutSamples(database: String) throws {
        guard tools.sqlite3 != nil else { return }
        let bare = path("logbook-history-nosamples.sqlite")
        for suffix in ["", "-wal", "-shm"] { unlink(bare + suffix) }
        let copied = ProcessRunner.output("sqlite3", [database, "VACUUM INTO '\(bare)'"])
        let emptied = ProcessRunner.output("sqlite3", [bare, "DELETE FROM sample_chunks; VACUUM;"])
        guard copied.status == 0, emptied.status == 0 else { throw BenchError("cannot make the logbook without samples: \(copied.text) \(emptied.text)") }
        let pair = try anchored(
            "`logbook clean` with 10.8 M samples", (logbook, ["clean", "--db", database]),
            against: "`logbook clean`, the same runs without samples", (logbook, ["clean", "--db", bare]), pairs: options.statsPairs)
        report.add("### `clean` (dry run) on the history\n")
        report.add("The same 3,000 runs with and without their samples (the copy has them deleted and is vacuumed): the recording-tail rule "
                   + "reads each run backwards from its last sample, so samples should cost little.\n")
        report.table(["Command", "Wall ms (min-max), N", "Page faults"], pair.rows, rightAligned: [1, 2])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["with samples / without samples", pair.ratios.list(digits: 2), "**" + Series.format(pair.ratios.median, 2) + "x**"]],
                     rightAligned: [2])
        report.target("`clean` dry run on 3,000 runs with samples <= 3x without", figure: pair.figure, met: pair.ratios.median <= 3)
    }

    /// `show` of a run with 10 km splits against the sqlite3 CLI running the statements that
    /// read what it prints (`QueryAnchor.show`).
    private mutating func showAgainstSQLite(database: String) throws {
        guard tools.sqlite3 != nil else { return }
        let id = HistoryDataSet.runs / 2
        let sqlFile = path("show.sql")
        try QueryAnchor.show(id).write(toFile: sqlFile, atomically: true, encoding: .utf8)
        let pair = try anchored(
            "`logbook show \(id)`", (logbook, ["show", "\(id)", "--db", database]),
            against: "`sqlite3` running what `show` reads", ("sqlite3", [database, ".read \(sqlFile)"]), pairs: options.statsPairs)
        report.add("### `show` on the history\n")
        report.add("Run \(id) of the 3,000, output to /dev/null. sqlite3 runs, from one file, the statements that read what `show` prints: "
                   + "the run's row (every column), its km splits, its best efforts, the files it came from (with their kept originals), "
                   + "its explorer tiles at zoom 14 (visited, and how many no earlier run visited), the runner's profile, its heart-rate "
                   + "summary, and the stored sustained peak of every live run of the 365 days up to its date, a day either side, "
                   + "which estimate its maximum heart rate (the logbook sets none).\n")
        report.table(["Command", "Wall ms (min-max), N", "Page faults"], pair.rows, rightAligned: [1, 2])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["logbook show / sqlite3 query (time)", pair.ratios.list(digits: 2), "**" + Series.format(pair.ratios.median, 2) + "x**"]],
                     rightAligned: [2])
        report.target("`show` <= 1.2x the sqlite3 CLI reading what it prints (issue 52)", figure: pair.figure, met: pair.ratios.median <= 1.2)
    }
}
