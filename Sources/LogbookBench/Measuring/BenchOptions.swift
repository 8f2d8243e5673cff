import Foundation

/// The benchmark's command-line options.
struct BenchOptions {
    /// The package root (holds Package.swift and .build/release/logbook).
    var root = FileManager.default.currentDirectoryPath
    /// Alternating pairs for the import of the 100 files (logbook vs the C ceiling).
    var importPairs = 9
    /// Pairs against the gpxpy peer (about 20 s each on the reference machine).
    var peerPairs = 3
    /// Pairs for the 100 MB file (memory).
    var bigPairs = 3
    /// Pairs for the history's re-import of known files against openssl.
    var historyPairs = 5
    /// Pairs for the stats commands (milliseconds each).
    var statsPairs = 31
    /// Run the gpxpy peer when ../shared/bench is present.
    var withPeer = true
    /// Use ../shared/bench when present.
    var withReferences = true
    /// The reference programs' folder (default: `shared/bench` beside the package root).
    var references: String?
    /// Wait before each section until the 1-minute load average is below this (0: never wait).
    var maxLoad = 0.0
    /// Run only this section (`import`, `pinned`, `fit`, `zip`, `big`, `stats`, `history`, `records`, `timezones`, `memory`, `squad`, `load`, `originals`, `report`, `shared`, `routes`, `sync`, `sample-chunks`); nil runs them all.
    var only: String?
    /// The size of the Apple Health section's generated export.xml, in MB.
    var healthMegabytes = 1000
    /// The size of the export.xml zipped for the whole-export import (`health-zip`), in MB.
    var zipMegabytes = 2000
    /// The size of the flat-memory section's 20 Hz GPX and smaller Apple Health export, in MB.
    var memoryMegabytes = 1000
    /// Runs of the squad section's logbook (`--squad-runs`).
    var squadRuns = SquadSection.defaultRuns
    /// Where the results go; nil writes nothing. A run of one section (`--only`) goes to
    /// `.build/bench-<section>.md` unless `--output` says otherwise: the document a run
    /// writes replaces the whole file, and no run may replace BENCHMARKS.md (the current
    /// figures, kept by hand) or docs/benchmarks-history.md (every round): a whole run goes to
    /// `.build/bench.md`.
    var output: String? = ".build/bench.md"

    static let usage = """
        USAGE: logbook-bench [--root <dir>] [--quick] [--pairs <n>] [--peer-pairs <n>] [--stats-pairs <n>]
                             [--no-peer] [--no-references] [--references <dir>] [--max-load <x>] [--only <section>]
                             [--health-mb <n>] [--zip-mb <n>] [--memory-mb <n>] [--squad-runs <n>] [--output <file> | --no-output]

        Generates deterministic GPX and CSV files (under .build/bench-work), then times whole
        processes of the release logbook binary (build it first: swift build -c release
        --static-swift-stdlib, as Tests/Bench/run.sh does), side by
        side with ../shared/bench's gpxpy peer, C ceiling and the sqlite3 CLI when present, and
        writes the results table to .build/bench.md. Tests/Bench/run.sh builds and runs it.

          --root <dir>         package root (default: the current folder)
          --quick              fewer repetitions (3 import pairs, 1 peer pair, 1 big-file pair, 7 stats pairs, 3 history pairs)
          --pairs <n>          alternating import pairs of logbook and the C ceiling (default 9)
          --peer-pairs <n>     pairs against the gpxpy peer (default 3; 0 skips it)
          --big-pairs <n>      pairs for the 100 MB file (default 3)
          --stats-pairs <n>    pairs for stats against sqlite3 (default 31)
          --no-peer            leave out the gpxpy peer
          --no-references      logbook's own figures only, even when ../shared/bench is present
          --references <dir>   the reference programs' folder (default: ../shared/bench)
          --max-load <x>       before each section wait (up to 10 min) for a 1-minute load average below x
          --only <section>     run one section: import, pinned (import on one core), fit (the same runs as
                               FIT vs GPX), zip (a zip of .gpx.gz vs the files), big, stats, history
                               (3,000 runs: batches, known files, clean, show) or records (best efforts:
                               import share, backfill, records on 10,000 runs) or health (a generated
                               Apple Health export.xml against xmllint --stream; needs no release binary) or
                               health-zip (a generated Apple Health export.zip imported whole, once: its memory)
                               or timezones (a zone lookup; the 100 files imported with and without --tz)
                               or routes (routes from scratch over 3,000 runs, matching one run against
                               10,000 runs and 200 segments; in process, needs no release logbook binary)
                               or routes-repeat (that matching alone, repeated, on the logbook routes left)
                               or sample-chunks (the 100 files' samples stored in chunks of several sizes:
                               bytes per sample and read time; in process, needs no release logbook binary)
                               or memory (a 20 Hz GPX imported, from stdin too, and rebuilt; Apple Health
                               heart-rate records inside one workout: peak memory beside each file's size),
                               or squad (30,000 one-hour runs, 10^8 samples, imported batch by batch, then
                               stats, records, report and rebuild --dry-run on the whole logbook)
                               or load (the heart-rate summary's share of an import; load over ten years)
                               or originals (the 100 files imported with and without their originals kept:
                               database size and time; original and rebuild --from-originals)
                               or report (logbook report on the history's 3,000 runs against sqlite3
                               reading every sample; the unchanged re-run; site and page sizes)
                               or shared (the import exactly as ../shared/bench/README.md measures it: its
                               gen_gpx.py data, five alternating pairs, both cores and pinned, three runs;
                               run.sh --shared-method runs it alone)
          --health-mb <n>      size of the health section's export.xml in MB (default 1000)
          --zip-mb <n>         size of the export.xml in the health-zip section's export.zip in MB (default 2000)
          --memory-mb <n>      size of the memory section's GPX and export.xml in MB (default 1000; the second export is twice it)
          --squad-runs <n>     runs of the squad section's logbook (default 30000)
          --output <file>      results file, relative to the root (default .build/bench.md; with --only
                               <section>, .build/bench-<section>.md, so that one section never
                               replaces the whole record)
          --no-output          print only
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        var outputChosen = false
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("missing value for \(name)") }
            return next
        }
        func count(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number >= 0 else { throw BenchError("\(name) needs a whole number, not '\(text)'") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--root": options.root = try value(argument)
            case "--quick":
                options.importPairs = 3
                options.peerPairs = 1
                options.bigPairs = 1
                options.statsPairs = 7
                options.historyPairs = 3
            case "--pairs": options.importPairs = max(1, try count(argument))
            case "--peer-pairs": options.peerPairs = try count(argument)
            case "--big-pairs": options.bigPairs = max(1, try count(argument))
            case "--stats-pairs": options.statsPairs = max(1, try count(argument))
            case "--no-peer": options.withPeer = false
            case "--no-references": options.withReferences = false
            case "--references": options.references = try value(argument)
            case "--max-load":
                let text = try value(argument)
                guard let load = Double(text), load > 0 else { throw BenchError("--max-load needs a number above 0") }
                options.maxLoad = load
            case "--only":
                let section = try value(argument)
                guard ["import", "pinned", "fit", "zip", "big", "stats", "history", "health", "health-zip", "records", "timezones", "memory", "squad", "load", "originals", "report", "tiles", "shared", "routes", "routes-repeat", "sync", "sample-chunks"].contains(section) else {
                    throw BenchError("--only needs import, pinned, fit, zip, big, stats, history, records, health, health-zip, timezones, memory, squad, load, originals, report, tiles, shared, routes, routes-repeat, sync or sample-chunks, not '\(section)'")
                }
                options.only = section
            case "--health-mb": options.healthMegabytes = max(1, try count(argument))
            case "--zip-mb": options.zipMegabytes = max(1, try count(argument))
            case "--memory-mb": options.memoryMegabytes = max(1, try count(argument))
            case "--squad-runs": options.squadRuns = max(1, try count(argument))
            case "--output":
                options.output = try value(argument)
                outputChosen = true
            case "--no-output":
                options.output = nil
                outputChosen = true
            case "-h", "--help":
                Log.line(usage)
                exit(0)
            default:
                throw BenchError("unknown argument '\(argument)'\n\n\(usage)")
            }
        }
        if options.peerPairs == 0 { options.withPeer = false }
        if !outputChosen, let section = options.only { options.output = ".build/bench-\(section).md" }
        return options
    }
}
