import Foundation
import LogbookCore
import LogbookSQLite
import LogbookStore

extension BenchRunner {
    /// Imports the 100 one-hour GPX files into a new logbook named `name`, reads `columns`
    /// of their samples back (the run's id first, in run order) and times five walks over
    /// them run by run: `finish` before each run and after the last, `add` for each row.
    func importShare(
        _ name: String, columns: String, finish: () -> Void, add: ([SQLiteValue]) -> Void
    ) throws -> ImportShare {
        let (imported, database) = try importedHundred("logbook-\(name)-100.sqlite", log: "\(name)-import")
        // The samples decoded from their chunks, as rows of `columns` (named as the sample columns).
        let names = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var rows: [[SQLiteValue]] = []
        try SampleChunkTable(database: database).forEachRunChunk { runID, entries in
            for entry in entries {
                let sample = entry.sample
                rows.append([.integer(runID)] + names.map { name -> SQLiteValue in
                    let value: Int64? = switch name {
                    case "offset_ms": sample.offsetMs
                    case "lat_e7": sample.latE7
                    case "lon_e7": sample.lonE7
                    case "ele_dm": sample.eleDm
                    case "hr": sample.hr
                    case "cadence": sample.cadence
                    case "distance_dm": sample.distanceDm
                    case "segment": sample.segment
                    default: nil
                    }
                    return value.map { .integer($0) } ?? .null
                })
            }
        }
        var seconds = [Double]()
        for _ in 0..<5 {
            let start = Date()
            var current: Int64?
            for row in rows {
                let id = row.first?.int64Value
                if id != current {
                    finish()
                    current = id
                }
                add(row)
            }
            finish()
            seconds.append(Date().timeIntervalSince(start))
        }
        return ImportShare(imported: imported, database: database, samples: rows.count, seconds: seconds.sorted()[2])
    }

    /// Runs the first of `commands` (logbook's arguments) once to warm the page cache, then
    /// each of them in turn once a round for `options.statsPairs` rounds: one measurement
    /// per command, with its label.
    func rounds(_ commands: [(label: String, arguments: [String])]) throws -> [Measured] {
        var measured = commands.map { Measured(label: $0.label) }
        if let first = commands.first { _ = try ProcessRunner.run(logbook, first.arguments) }
        for _ in 0..<options.statsPairs {
            for index in commands.indices {
                measured[index].add(try ProcessRunner.run(logbook, commands[index].arguments))
            }
        }
        return measured
    }

    /// Copies `database` into a new logbook named `name` and repeats its first 1,000 runs
    /// there `copies - 1` more times, each copy's ids 1,000 higher and its starts `step`
    /// seconds later (a negative step goes back in time), with their rows of `Child`'s table
    /// (keyed by `run_id`) but no samples: a long history for the commands that read none.
    func repeatedLogbook<Child: TableColumn>(
        _ database: Database, name: String, copies: Int, step: Int64, child: Child.Type
    ) throws -> Database {
        let big = path(name)
        for suffix in ["", "-wal", "-shm"] { unlink(big + suffix) }
        try database.execute("VACUUM INTO ?", [.text(big)])
        let repeated = try Database(path: big)
        try repeated.configure()
        let runColumns = RunColumn.names.filter { $0 != "id" && $0 != "start_utc" && $0 != "file_id" }.joined(separator: ", ")
        let childColumns = Child.names.filter { $0 != "run_id" }.joined(separator: ", ")
        try repeated.inTransaction {
            for copy in 1..<copies {
                let offset = Int64(copy * 1000)
                try repeated.execute(
                    "INSERT INTO runs (id, start_utc, \(runColumns)) SELECT id + ?, start_utc + ? * ?, \(runColumns) FROM runs WHERE id <= 1000",
                    [.integer(offset), .integer(Int64(copy)), .integer(step)])
                try repeated.execute(
                    "INSERT INTO \(Child.table) (run_id, \(childColumns)) SELECT run_id + ?, \(childColumns) FROM \(Child.table) WHERE run_id <= 1000",
                    [.integer(offset)])
            }
        }
        return repeated
    }
}
