import Foundation
import LogbookCore

/// The stats section of the benchmark: `stats` and `clean` on 10,000 runs against sqlite3.
extension BenchRunner {
    // MARK: - Stats on 10,000 runs

    /// Times `stats --monthly`, `--weekly` and `clean` on 10,000 summary runs, paired
    /// with the sqlite3 CLI running the equivalent query.
    mutating func statsSection() throws {
        let runner = self
        let statsLoad = waitForLoad("stats")
        let database = path("logbook-stats.sqlite")
        let csvImport = try timed(logbook, ["import", "--db", database, data.summaryCSV.path], database: database, log: "import-csv")
        let counts = try databaseCounts(database)
        if counts.runs != DataSet.summaryRuns {
            report.note("logbook stored \(counts.runs) runs from the 10,000-row CSV (expected \(DataSet.summaryRuns))")
        }
        report.section("Stats on 10,000 summary-only runs", load: statsLoad)
        report.add(String(format: "%d runs from logbook's own CSV (%.2f MB, 2015-2024, Zurich/New York/Tokyo offsets, 90 %% running), imported in %.2f s (one process). ",
                          counts.runs, Double(data.summaryBytes) / 1e6, csvImport.seconds)
                   + "Each figure is one whole process (default table output to /dev/null); the sqlite3 CLI runs the equivalent query (`.read` of a file, list output).\n")
        var rows: [[String]] = []
        var ratioRows: [[String]] = []
        for (name, flag, sql) in [("monthly", "--monthly", StatsAnchor.monthly), ("weekly", "--weekly", StatsAnchor.weekly)] {
            let sqlFile = path("\(name).sql")
            try sql.write(toFile: sqlFile, atomically: true, encoding: .utf8)
            if tools.sqlite3 != nil { checkEquivalence(name: name, flag: flag, database: database, sqlFile: sqlFile) }
            var mine = Measured(label: "`logbook stats \(flag)`"), anchor = Measured(label: "`sqlite3` \(name) query")
            var ratios = Series()
            let runMine = { try ProcessRunner.run(runner.logbook, ["stats", flag, "--db", database]) }
            let runAnchor = { try ProcessRunner.run("sqlite3", [database, ".read \(sqlFile)"]) }
            _ = try runMine()
            if tools.sqlite3 != nil { _ = try runAnchor() }
            for pair in 0..<options.statsPairs {
                let first = pair % 2 == 0
                var theirs: ProcessRunner.Outcome?
                if !first, tools.sqlite3 != nil { theirs = try runAnchor() }
                let outcome = try runMine()
                if first, tools.sqlite3 != nil { theirs = try runAnchor() }
                guard outcome.status == 0 else { throw BenchError("logbook stats \(flag) exited with \(outcome.status)") }
                mine.add(outcome)
                if let theirs {
                    anchor.add(theirs)
                    ratios.add(outcome.seconds / theirs.seconds)
                }
            }
            // Peak memory from one more run each under GNU time (see ProcessRunner).
            let myMemory = try ProcessRunner.run(logbook, ["stats", flag, "--db", database], measureMemory: true).maxRSS
            rows.append([mine.label, mine.wall.text(digits: 1, scale: 1000) + ", \(mine.wall.count)", BenchReport.mebibytes(Double(myMemory))])
            if anchor.wall.count > 0 {
                let theirMemory = try ProcessRunner.run("sqlite3", [database, ".read \(sqlFile)"], measureMemory: true).maxRSS
                rows.append([anchor.label, anchor.wall.text(digits: 1, scale: 1000) + ", \(anchor.wall.count)", BenchReport.mebibytes(Double(theirMemory))])
                ratioRows.append(["logbook stats \(flag) / sqlite3 \(name) query (time)", ratios.list(digits: 2), "**" + Series.format(ratios.median, 2) + "x**"])
                report.target("`stats \(flag)` on 10,000 runs <= 1.3x the sqlite3 CLI", figure: Series.format(ratios.median, 2) + "x ("
                              + Series.format(mine.wall.median * 1000, 1) + " vs " + Series.format(anchor.wall.median * 1000, 1) + " ms)",
                              met: ratios.median <= 1.3)
            }
        }
        // The floor under every figure above: starting the process and doing nothing.
        var startup = Measured(label: "`logbook --help` (process start-up only)")
        var anchorStartup = Measured(label: "`sqlite3 :memory: 'SELECT 1'` (start-up only)")
        for _ in 0..<options.statsPairs {
            startup.add(try ProcessRunner.run(logbook, ["--help"]))
            if tools.sqlite3 != nil { anchorStartup.add(try ProcessRunner.run("sqlite3", [":memory:", "SELECT 1"])) }
        }
        for measured in [startup, anchorStartup] where measured.wall.count > 0 {
            rows.append([measured.label, measured.wall.text(digits: 1, scale: 1000) + ", \(measured.wall.count)", "-"])
        }
        if ProcessRunner.output(logbook, ["clean", "--help"]).status == 0 {
            var clean = Measured(label: "`logbook clean` (dry run)")
            for _ in 0..<options.statsPairs { clean.add(try ProcessRunner.run(logbook, ["clean", "--db", database])) }
            let memory = try ProcessRunner.run(logbook, ["clean", "--db", database], measureMemory: true).maxRSS
            rows.append([clean.label, clean.wall.text(digits: 1, scale: 1000) + ", \(clean.wall.count)", BenchReport.mebibytes(Double(memory))])
        } else {
            rows.append(["`logbook clean` (dry run)", "skipped: this logbook has no `clean` command yet", "-"])
            report.note("`logbook clean` is not in this build yet (it arrives from a parallel branch): its row is skipped")
        }
        report.table(["Command", "Wall ms (min-max), N", "Peak RSS"], rows, rightAligned: [1, 2])
        if !ratioRows.isEmpty { report.table(["Pair (alternating runs)", "Per pair", "Median"], ratioRows, rightAligned: [2]) }
        try listAndVersion(database: database)
    }

    /// Compares logbook's CSV output with the sqlite3 query row by row (period, runs,
    /// pace runs, average pace), so that the anchor is known to do the same work.
    mutating func checkEquivalence(name: String, flag: String, database: String, sqlFile: String) {
        let mine = ProcessRunner.output(logbook, ["stats", flag, "--csv", "--db", database])
        let theirs = ProcessRunner.output("sqlite3", ["-csv", database, ".read \(sqlFile)"])
        let myRows = mine.text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let theirRows = theirs.text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        var differences = 0
        // logbook: period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,...
        // anchor:  period,runs,distance_m,moving_s,pace_runs,pace_s_per_km,avg_hr
        for (mineRow, theirRow) in zip(myRows, theirRows) {
            guard mineRow.count >= 9, theirRow.count >= 6 else { differences += 1; continue }
            let label = name == "weekly" ? mineRow[1] : mineRow[0]
            let paceMine = Double(mineRow[8]) ?? -1, paceTheirs = Double(theirRow[5]) ?? -1
            if label != theirRow[0] || mineRow[3] != theirRow[1] || mineRow[6] != theirRow[4] || abs(paceMine - paceTheirs) > 0.051 {
                differences += 1
            }
        }
        if myRows.count != theirRows.count || differences > 0 || myRows.isEmpty {
            report.note("the sqlite3 \(name) query and `logbook stats \(flag)` disagree: \(myRows.count) vs \(theirRows.count) periods, \(differences) rows differ")
        } else {
            Log.line("  checked: the sqlite3 \(name) query gives the same \(myRows.count) periods, run counts and paces as logbook")
        }
    }
}
