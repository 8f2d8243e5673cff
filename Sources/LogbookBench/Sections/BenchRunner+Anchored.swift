import Foundation

extension BenchRunner {
    /// One logbook command timed against one reference command, in alternating pairs.
    struct Anchored {
        /// The logbook command's runs and the reference's.
        var mine: Measured, theirs: Measured
        /// logbook time / reference time, per pair.
        var ratios = Series()

        /// The table row of each side: label, `median (min-max), N` in ms, and the median
        /// number of minor page faults (most of a short command's start-up).
        var rows: [[String]] {
            [mine, theirs].map {
                [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)", Series.format($0.faults.median, 0)]
            }
        }

        /// `1.23x (4.5 vs 3.6 ms)`.
        var figure: String {
            Series.format(ratios.median, 2) + "x (" + Series.format(mine.wall.median * 1000, 1) + " vs "
                + Series.format(theirs.wall.median * 1000, 1) + " ms)"
        }
    }

    /// Runs `mine` and `theirs` alternately (ABBA) `pairs` times after one warm-up each;
    /// throws when logbook exits with a failure.
    func anchored(
        _ mineLabel: String, _ mine: (executable: String, arguments: [String]),
        against theirsLabel: String, _ theirs: (executable: String, arguments: [String]), pairs: Int
    ) throws -> Anchored {
        var result = Anchored(mine: Measured(label: mineLabel), theirs: Measured(label: theirsLabel))
        let runMine = { () throws -> ProcessRunner.Outcome in
            let outcome = try ProcessRunner.run(mine.executable, mine.arguments)
            guard outcome.status == 0 else {
                throw BenchError("\(mine.executable) \(mine.arguments.prefix(4).joined(separator: " ")) exited with \(outcome.status)")
            }
            return outcome
        }
        let runTheirs = { try ProcessRunner.run(theirs.executable, theirs.arguments) }
        _ = try runMine()
        _ = try runTheirs()
        for pair in 0..<pairs {
            let (first, second) = try Self.alternate(mineFirst: pair % 2 == 0, mine: runMine, theirs: runTheirs)
            result.mine.add(first)
            result.theirs.add(second)
            result.ratios.add(first.seconds / second.seconds)
        }
        return result
    }
}
