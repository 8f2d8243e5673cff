import Foundation

extension BenchRunner {
    /// Times the import exactly as `../shared/bench/README.md` describes it, so that an
    /// outside measurement and this benchmark's own are one command apart: the 100 files
    /// come from `gen_gpx.py --runs 100 --seconds 3600 --seed 1` (not this benchmark's
    /// generator), the C ceiling is `limit_xml_sax import` built with `gcc -O2` against
    /// the system's libxml2 and libsqlite3, and each figure is the median of five
    /// alternating pairs, on both cores and under `taskset -c 0`. The whole comparison is
    /// repeated `SharedMethod.runs` times, one after the other, since one run of five
    /// pairs moves by more than the margin of a target on a shared machine. One more
    /// pinned series runs logbook with libcrypto told the CPU has no SHA extensions
    /// (`OPENSSL_ia32cap`), as on a machine that hides them: the share of the content
    /// hash that the machine decides.
    mutating func sharedMethodSection() throws {
        guard let cCeiling = tools.cCeiling, let schema = tools.schema else {
            report.note("the shared method needs ../shared/bench and gcc: skipped")
            return
        }
        let generator = URL(fileURLWithPath: schema).deletingLastPathComponent().appendingPathComponent("gen_gpx.py").path
        let folder = work.appendingPathComponent("data/shared-gpx100")
        let files = try SharedMethod.prepareData(generator: generator, folder: folder)
        let pinnable = ProcessRunner.output("taskset", ["-c", "0", "true"]).status == 0
        let load = waitForLoad("shared method")
        let runner = self
        let logbookDB = path("shared-logbook.sqlite"), ceilingDB = path("shared-ceiling.sqlite")
        func importing(pinned: Bool, environment: [String: String] = [:]) -> () throws -> ProcessRunner.Outcome {
            let command = [runner.logbook, "import", "--db", logbookDB, folder.path]
            return {
                try runner.timed(pinned ? "taskset" : command[0], pinned ? ["-c", "0"] + command : Array(command.dropFirst()),
                                 database: logbookDB, log: "shared-logbook", environment: environment)
            }
        }
        func ceiling(pinned: Bool) -> () throws -> ProcessRunner.Outcome {
            let command = [cCeiling, "import", ceilingDB] + files
            return {
                try runner.timed(pinned ? "taskset" : command[0], pinned ? ["-c", "0"] + command : Array(command.dropFirst()),
                                 database: ceilingDB, log: "shared-ceiling", environment: ["SCHEMA": schema])
            }
        }
        var rows: [[String]] = []
        var both = Series(), pinned = Series()
        for run in 1...SharedMethod.runs {
            let bothCores = try SharedMethod.ratios(importing(pinned: false), ceiling(pinned: false), label: "both cores, run \(run)")
            both.add(bothCores.ratios.median)
            rows.append(SharedMethod.row("\(run): both cores", bothCores))
            guard pinnable else { continue }
            let oneCore = try SharedMethod.ratios(importing(pinned: true), ceiling(pinned: true), label: "pinned, run \(run)")
            pinned.add(oneCore.ratios.median)
            rows.append(SharedMethod.row("\(run): `taskset -c 0`", oneCore))
        }
        if pinnable {
            let noSHA = try SharedMethod.ratios(
                importing(pinned: true, environment: ["OPENSSL_ia32cap": SharedMethod.withoutSHAExtensions]), ceiling(pinned: true),
                label: "pinned, SHA extensions hidden")
            rows.append(SharedMethod.row("`taskset -c 0`, libcrypto without SHA extensions", noSHA))
        }
        let counts = try databaseCounts(logbookDB)
        report.section("Import by the shared method (`../shared/bench/README.md`)", load: load)
        report.add(
            "`Tests/Bench/run.sh --shared-method`. Data: `gen_gpx.py --runs 100 --seconds 3600 --seed 1` "
                + "(\(files.count) files; logbook stored \(counts.runs) runs and \(counts.samples) samples). "
                + "C ceiling: `gcc -O2 limit_xml_sax.c -lxml2 -lsqlite3 -lm`, `SCHEMA=schema.sql limit_xml_sax import DB FILE...`. "
                + "logbook: `logbook import --db DB FOLDER`, the release binary built as README says. Both databases are deleted "
                + "before each run (the ceiling unlinks its own too). \(SharedMethod.pairs) alternating pairs per line, "
                + "\(SharedMethod.runs) runs one after the other. CPU: \(SharedMethod.shaExtensions).\n")
        report.table(
            ["Run", "logbook wall s", "C ceiling wall s", "C time / logbook time, per pair", "Median", "CPU logbook / C"],
            rows, rightAligned: [1, 2, 4, 5])
        report.target("Shared method, both cores: each run >= 1.5x the C ceiling", figure: both.list(digits: 2) + "x",
                      met: both.count > 0 && both.minimum >= 1.5)
        if pinned.count > 0 {
            report.target("Shared method, pinned to one core: each run >= 0.9x the C ceiling", figure: pinned.list(digits: 2) + "x",
                          met: pinned.minimum >= 0.9)
        }
    }
}
