import Foundation

extension BenchRunner {
    /// `logbook tiles` on the decade logbook (the history's 3,000 one-hour runs) once their
    /// tiles are derived (stored by the import): zoom 14 and zoom 17, `--json`, and `show`
    /// of one run with its new-tile line.
    mutating func tilesSection() throws {
        let database = try historyLogbook()
        let load = waitForLoad("tiles")
        let counts = try databaseCounts(database)
        let measured = try rounds([
            ("`logbook tiles` (zoom 14)", ["tiles", "--sport", "all", "--db", database]),
            ("`logbook tiles --zoom 17 --json`", ["tiles", "--zoom", "17", "--json", "--sport", "all", "--db", database]),
            ("`logbook show 1500` (its new tiles)", ["show", "1500", "--db", database]),
        ])
        report.section("`logbook tiles` on the decade logbook", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add("\(counts.runs) runs with their tiles stored at zoom 14 and 17 (derived by the import, after the jump filter):\n")
        report.table(["Command", "Wall ms (min-max), N"], measured.map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        let tiles = measured[0]
        report.target("`tiles` on the decade logbook under 100 ms once derived", figure: Series.format(tiles.wall.median * 1000, 1) + " ms",
                      met: tiles.wall.median < 0.1)
    }
}
