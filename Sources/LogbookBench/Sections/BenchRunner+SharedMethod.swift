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
            let (executable, arguments) = SharedMethod.launch([runner.logbook, "import", "--db", logbookDB, folder.path], pinned: pinned)
            return { try runner.timed(executable, arguments, database: logbookDB, log: "shared-logbook", environment: environment) }
        }
        func ceiling(pinned: Bool) -> () throws -> ProcessRunner.Outcome {
            let (executable, arguments) = SharedMethod.launch([cCeiling, "import", ceilingDB] + files, pinned: pinned)
            return { try runner.timed(executable, arguments, database: ceilingDB, log: "shared-ceiling", environment: ["SCHEMA": schema]) }
        }
        /// One warm-up run of each, then the method's alternating pairs.
        func ratios(_ mine: () throws -> ProcessRunner.Outcome, _ theirs: () throws -> ProcessRunner.Outcome) throws -> SharedMethod.Pairs {
            _ = try mine()
            _ = try theirs()
            var measured = SharedMethod.Pairs()
            for (logbook, ceiling) in try runner.alternatePairs(
                ("logbook", "C"), &measured.mine, &measured.theirs, count: SharedMethod.pairs, runMine: mine, runTheirs: theirs)
            {
                measured.ratios.add(ceiling.seconds / logbook.seconds)
                measured.cpu.add(logbook.cpuSeconds / ceiling.cpuSeconds)
            }
            return measured
        }
        var rows: [[String]] = []
        var both = Series(), pinned = Series()
        for run in 1...SharedMethod.runs {
            let bothCores = try ratios(importing(pinned: false), ceiling(pinned: false))
            both.add(bothCores.ratios.median)
            rows.append(SharedMethod.row("\(run): both cores", bothCores))
            guard pinnable else { continue }
            let oneCore = try ratios(importing(pinned: true), ceiling(pinned: true))
            pinned.add(oneCore.ratios.median)
            rows.append(SharedMethod.row("\(run): `taskset -c 0`", oneCore))
        }
        if pinnable {
            let noSHA = try ratios(
                importing(pinned: true, environment: ["OPENSSL_ia32cap": SharedMethod.withoutSHAExtensions]), ceiling(pinned: true))
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
