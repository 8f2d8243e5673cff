import Foundation

extension BenchRunner {
    /// `logbook list` and `logbook --version` on the 10,000-run logbook against the
    /// sqlite3 CLI printing the same rows, and sqlite3's own start-up.
    mutating func listAndVersion(database: String) throws {
        guard tools.sqlite3 != nil else { return }
        let sqlFile = path("list.sql")
        try QueryAnchor.list.write(toFile: sqlFile, atomically: true, encoding: .utf8)
        let list = try anchored(
            "`logbook list` (every running run, 9,000 rows)", (logbook, ["list", "--db", database]),
            against: "`sqlite3` list query", ("sqlite3", [database, ".read \(sqlFile)"]), pairs: options.statsPairs)
        let short = try anchored(
            "`logbook list --limit 20`", (logbook, ["list", "--limit", "20", "--db", database]),
            against: "`sqlite3` list query with `LIMIT 20`",
            ("sqlite3", [database, QueryAnchor.list.replacingOccurrences(of: ";", with: " LIMIT 20;")]), pairs: options.statsPairs)
        let version = try anchored(
            "`logbook --version`", (logbook, ["--version"]), against: "`sqlite3 -version`", ("sqlite3", ["-version"]),
            pairs: options.statsPairs)
        report.add("### `list` and `--version` against the sqlite3 CLI\n")
        report.add("The 10,000-run logbook above; output to /dev/null. sqlite3 prints the same columns in list mode.\n")
        report.table(["Command", "Wall ms (min-max), N", "Page faults"], list.rows + short.rows + version.rows, rightAligned: [1, 2])
        report.table(
            ["Pair (alternating runs)", "Per pair", "Median"],
            [(list, "logbook list / sqlite3 (time)"), (short, "logbook list --limit 20 / sqlite3 (time)"),
             (version, "logbook --version / sqlite3 -version (start-up)")].map { pair, label in
                [label, pair.ratios.list(digits: 2), "**" + Series.format(pair.ratios.median, 2) + "x**"]
            }, rightAligned: [2])
        report.target("`list` on 10,000 runs <= 1.3x the sqlite3 CLI", figure: list.figure, met: list.ratios.median <= 1.3)
        report.target("`list --limit 20` <= 1.3x the sqlite3 CLI (no target of its own)", figure: short.figure, met: nil)
        report.target("`--version` against `sqlite3 -version` (start-up; no target of its own)", figure: version.figure, met: nil)
    }
}
