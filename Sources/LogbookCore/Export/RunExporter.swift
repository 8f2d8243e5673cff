import LogbookModel
import LogbookSQLite
import LogbookStore

/// Reads the runs to export and writes each as a track document: what `logbook export`
/// does before the command puts the files down.
public struct RunExporter: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the exporter over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The live runs `ids` names, in that order; throws `RunLookupError` for a quarantined
    /// or unknown id (nothing is exported then).
    public func runs(ids: [Int64]) throws -> [Run] {
        let queries = RunQueries(database: database)
        return try ids.map { id in
            if let run = try queries.run(id: id) { return run }
            throw try RunLookupError.missing(id, in: database, refused: "exported")
        }
    }

    /// The live runs `filter` keeps, oldest first.
    public func runs(matching filter: RunFilter) throws -> [Run] {
        try RunQueries(database: database).runs(matching: filter).sorted { ($0.startUTC, $0.id ?? 0) < ($1.startUTC, $1.id ?? 0) }
    }

    /// One GPX file per run with positions, and the ids of the runs without: those are
    /// skipped when `skipping` (runs picked by a filter), else refused (runs named by id).
    public func gpxFiles(_ runs: [Run], skipping: Bool) throws -> (files: [ExportedFile], skipped: [Int64]) {
        try trackFiles(runs, format: .gpx, skipping: skipping)
    }

    /// One GPX or TCX file per run with positions, the runs without skipped or refused as
    /// `gpxFiles` says (a TCX could carry them, but a file of only times is no track).
    public func trackFiles(_ runs: [Run], format: ExportFormat, skipping: Bool) throws -> (files: [ExportedFile], skipped: [Int64]) {
        let queries = RunQueries(database: database)
        var files: [ExportedFile] = []
        var skipped: [Int64] = []
        for run in runs {
            let id = run.id ?? 0
            guard try queries.hasPositions(runID: id) else {
                if !skipping { throw ExportError.noPositions(id: id, format: format) }
                skipped.append(id)
                continue
            }
            // Read when written, a window at a time (`RunQueries.sampleWindowSize`).
            let file = ExportedFile(name: ExportFileName.name(for: run, ext: format.rawValue), runID: run.id) { out in
                let windows: ((([StoredSample]) throws -> Void) throws -> Void) = { body in
                    try queries.forEachSampleWindow(runID: id) { try body($0.map(ExportedSample.checked)) }
                }
                if format == .tcx {
                    try TCXDocument.write(run: run, windows: windows, to: out)
                } else {
                    try GPXDocument.write(run: run, windows: windows, to: out)
                }
            }
            files.append(file)
        }
        return (files, skipped)
    }

    /// One CSV of samples per run (`SampleCSV`), named as its track file with `.samples.csv`,
    /// read a window at a time when written; a run without samples gets the header alone.
    public func sampleFiles(_ runs: [Run]) -> [ExportedFile] {
        let queries = RunQueries(database: database)
        return runs.map { run in
            let id = run.id ?? 0
            return ExportedFile(name: ExportFileName.name(for: run, ext: "samples.csv"), runID: run.id) { out in
                try out(SampleCSV.header)
                try queries.forEachSampleWindow(runID: id) { window in
                    var text = ""
                    for sample in window { text += SampleCSV.line(sample) }
                    try out(text)
                }
            }
        }
    }

    /// The file names each run came from, by run id (what the CSV's `sources` column lists).
    public func sourceNames(of runs: [Run]) throws -> [Int64: [String]] {
        let tables = RunSourceTables(database: database)
        var result: [Int64: [String]] = [:]
        for run in runs {
            guard let id = run.id else { continue }
            result[id] = try tables.sources(ofRun: id).map(\.path)
        }
        return result
    }
}
