import Foundation
import LogbookCore
import LogbookSQLite
import LogbookStore

extension BenchRunner {
    /// A path in the work folder.
    func path(_ name: String) -> String {
        work.appendingPathComponent(name).path
    }

    /// Deletes `database` (and its WAL files), runs the command and fails on a non-zero exit.
    func timed(
        _ executable: String, _ arguments: [String], database: String, log: String, environment: [String: String] = [:]
    ) throws -> ProcessRunner.Outcome {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(database + suffix) }
        let errors = path("\(log).stderr")
        let outcome = try ProcessRunner.run(executable, arguments, stdoutPath: path("\(log).stdout"), stderrPath: errors, environment: environment,
                                             measureMemory: true)
        guard outcome.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw BenchError("\(executable) \(arguments.prefix(3).joined(separator: " ")) ... exited with \(outcome.status):\n\(text.suffix(1500))")
        }
        return outcome
    }

    /// Imports the 100 one-hour GPX files of the import section into a new logbook named
    /// `name`, timed, and opens it: what the sections that measure a share of the import
    /// (best efforts, heart-rate summaries) start from.
    func importedHundred(_ name: String, log: String) throws -> (import: ProcessRunner.Outcome, database: Database) {
        let file = path(name)
        let imported = try timed(logbook, ["import", "--db", file, data.importFolder.path], database: file, log: log)
        let database = try Database(path: file)
        try database.configure()
        return (imported, database)
    }

    /// Runs, samples and total bytes (database plus any WAL) of a finished database.
    func databaseCounts(_ file: String) throws -> (runs: Int, samples: Int, bytes: Int) {
        let database = try Database(path: file, mode: .readOnly)
        let runs = try database.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let samples = try SampleChunkTable(database: database).totalSampleCount()
        var bytes = 0
        for suffix in ["", "-wal"] {
            var info = stat()
            if stat(file + suffix, &info) == 0 { bytes += Int(info.st_size) }
        }
        return (Int(runs), Int(samples), bytes)
    }

    /// With `--max-load`, waits (up to 10 minutes) for the 1-minute load average to drop below it;
    /// returns the load average the section then starts at (reported beside its figures).
    func waitForLoad(_ section: String) -> Double {
        var load = MachineInfo.loadAverage()
        guard options.maxLoad > 0 else { return load }
        let deadline = Date().addingTimeInterval(600)
        while load >= options.maxLoad && Date() < deadline {
            Log.line(String(format: "  waiting for the load average (%.2f) to drop below %.2f before ", load, options.maxLoad) + section)
            sleep(10)
            load = MachineInfo.loadAverage()
        }
        return load
    }

    /// Runs `runMine` and `runTheirs` `count` times (default `options.importPairs`), which
    /// goes first alternating (ABBA), adds each outcome to `mine` / `theirs` and logs each
    /// pair as `  A/B pair N: A x s, B y s` with `names`. Returns the pairs in order.
    func alternatePairs(
        _ names: (mine: String, theirs: String), _ mine: inout Measured, _ theirs: inout Measured, count: Int? = nil,
        runMine: () throws -> ProcessRunner.Outcome, runTheirs: () throws -> ProcessRunner.Outcome
    ) throws -> [(mine: ProcessRunner.Outcome, theirs: ProcessRunner.Outcome)] {
        var pairs: [(mine: ProcessRunner.Outcome, theirs: ProcessRunner.Outcome)] = []
        for pair in 0..<(count ?? options.importPairs) {
            let outcome = try Self.alternate(mineFirst: pair % 2 == 0, mine: runMine, theirs: runTheirs)
            mine.add(outcome.mine)
            theirs.add(outcome.theirs)
            Log.line(String(format: "  %@/%@ pair %d: %@ %.3f s, %@ %.3f s", names.mine, names.theirs, pair + 1, names.mine,
                            outcome.mine.seconds, names.theirs, outcome.theirs.seconds))
            pairs.append(outcome)
        }
        return pairs
    }
}
