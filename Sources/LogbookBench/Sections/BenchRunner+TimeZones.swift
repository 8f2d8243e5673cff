import Foundation
import LogbookAnalysis
import LogbookCore

extension BenchRunner {
    /// What finding a run's zone from its position costs: one lookup in the embedded index
    /// (in this process, release build), and the import of the 100 files with lookups
    /// against the same import with `--tz UTC` (which wins over the position, so no lookup).
    mutating func timeZoneSection() throws {
        let load = waitForLoad("time zones")
        let opened = Date()
        guard let index = TimeZoneIndex.embedded else { throw BenchError("the embedded time zone index does not parse") }
        let openSeconds = Date().timeIntervalSince(opened)
        // Deterministic points spread over the globe (a 64-bit LCG; wrapping arithmetic).
        var state: UInt64 = 33
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let count = 1_000_000
        var points: [(lat: Double, lon: Double)] = []
        points.reserveCapacity(count)
        for _ in 0..<count { points.append((asin(next() * 2 - 1) * 180 / .pi, next() * 360 - 180)) }
        var lookups = Series()
        var found = 0
        for _ in 0..<5 {
            let started = Date()
            for point in points where index.answer(lat: point.lat, lon: point.lon) != nil { found &+= 1 }
            lookups.add(Date().timeIntervalSince(started) / Double(count) * 1e6)
        }

        let runner = self
        let withLookups = path("tz-position.sqlite"), withOption = path("tz-option.sqlite")
        var position = Measured(label: "logbook import (zone from each run's position)")
        var option = Measured(label: "logbook import --tz UTC (no lookup)")
        let runPosition = {
            try runner.timed(runner.logbook, ["import", "--db", withLookups, runner.data.importFolder.path], database: withLookups, log: "tz-position")
        }
        let runOption = {
            try runner.timed(
                runner.logbook, ["import", "--tz", "UTC", "--db", withOption, runner.data.importFolder.path], database: withOption, log: "tz-option")
        }
        _ = try runPosition()  // warm-up
        let pairs = try alternatePairs(("position", "option"), &position, &option, runMine: runPosition, runTheirs: runOption)
        var ratios = Series()
        for pair in pairs { ratios.add(pair.mine.seconds / pair.theirs.seconds) }

        report.section("Time zones from positions", load: load)
        report.add(String(format: "The embedded index (%d zones, release %@): checked in %.1f µs at first use; "
                          + "a lookup of a random point on the globe (%d points, 5 passes, %d answered) takes %@ µs "
                          + "(median, min-max of the passes).\n",
                          index.zoneNames.count, index.release, openSeconds * 1e6, count, found / 5, lookups.text(digits: 3)))
        report.table(
            ["Import of the 100 GPX files", "Wall s, N", "CPU s"],
            [position, option].map { [$0.label, $0.wall.text(digits: 3) + ", \($0.wall.count)", Series.format($0.cpu.median, 2)] },
            rightAligned: [1, 2])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["with lookups / with --tz", ratios.list(digits: 3), Series.format(ratios.median, 3)]], rightAligned: [2])
        report.target("A lookup takes at most a few microseconds", figure: Series.format(lookups.median, 3) + " µs", met: lookups.median <= 5)
        report.target("Import time grows by at most 2 % (100 files)", figure: String(format: "%+.1f %%", (ratios.median - 1) * 100),
                      met: ratios.median <= 1.02)
    }
}
