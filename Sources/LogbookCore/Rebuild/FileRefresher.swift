import LogbookAnalysis
import LogbookFormats
import LogbookSQLite
import LogbookStore
import LogbookSupport

/// Reads files already imported again and updates their runs in place: what
/// `logbook import --refresh` does.
///
/// A file is known by its content hash. Its runs in the logbook (not those in quarantine)
/// are paired with the runs the file gives today in start order; when their numbers
/// differ, the file is left as it was (a reader that now splits a multisport file
/// differently). Each paired run keeps its id, its name, the words of an export, its
/// import time and file; everything the file determines (start, sport, numbers, device
/// totals, sources, splits, samples) is replaced with today's reading. A run cut by
/// `logbook trim` is left alone (the file would bring the cut tail back). Each file is
/// one transaction; with `dryRun` nothing is written.
///
/// A format read run by run (an Apple Health export, `FormatEntry.readEach`) is refreshed
/// in two passes so that its runs never all sit in memory (`refreshEach`).
public struct FileRefresher {
    /// Reads and builds files (zone, thresholds, distance source, dry run).
    public var importer: Importer

    /// Creates a refresher with the import options.
    public init(options: ImportOptions) {
        importer = Importer(options: options)
    }

    /// Refreshes the runs of one file in `logbook`. Throws only when the database itself fails.
    public func refresh(_ input: ImportInput, in logbook: Logbook) throws -> RefreshOutcome {
        try refresh(input, in: logbook.database)
    }

    /// The same refresh over the connection, for `OriginalRebuilder` and the tests.
    package func refresh(_ input: ImportInput, in database: Database) throws -> RefreshOutcome {
        let name = input.displayName
        let hash: String
        let built: [BuiltRun]
        let warnings: [String]
        do {
            hash = try Importer.contentHash(input)
            guard let known = try RunStore(database: database).importedFile(sha256: hash) else {
                return RefreshOutcome(file: name, status: .notImported, reason: "not imported before: import it without --refresh")
            }
            let live = try RunQueries(database: database).ids(ofFile: known.fileID)
            if live.isEmpty {
                return RefreshOutcome(file: name, status: .skipped, reason: "its runs are in quarantine or were removed")
            }
            let format = try Importer.format(of: input)
            if format.entry.readEach != nil {
                return try refreshEach(input, format: format, hash: hash, into: live, in: database)
            }
            let read = try importer.build(input, shouldContinue: { true })
            if let parsed = read.parsedHash, parsed != hash {
                return RefreshOutcome(
                    file: name, status: .rejected,
                    reason: "\(name): the file changed while it was being read; nothing of it was changed (refresh it again once it is written)")
            }
            built = read.runs.sorted { $0.run.startUTC < $1.run.startUTC }
            warnings = read.warnings + built.flatMap(\.warnings)
            if built.count != live.count {
                return RefreshOutcome(
                    file: name, status: .skipped,
                    reason: "it now gives \(built.count) runs where the logbook holds \(live.count): left as it was",
                    warnings: warnings)
            }
            return try store(built, into: live, file: name, warnings: warnings, in: database)
        } catch let error as ImportError {
            return RefreshOutcome(file: name, status: .rejected, reason: error.description)
        } catch let error as ImportSkip {
            return RefreshOutcome(file: name, status: .skipped, reason: error.reason)
        } catch let error as SpoolError {
            return RefreshOutcome(file: name, status: .rejected, reason: "\(name): \(error.reason)")
        }
    }

    /// Pairs `built` with the stored runs `ids` and replaces them in one transaction.
    private func store(
        _ built: [BuiltRun], into ids: [Int64], file: String, warnings: [String], in database: Database
    ) throws -> RefreshOutcome {
        var changes: [RebuildChange] = []
        var trimmed: [Int64] = []
        let write = {
            for (id, fresh) in zip(ids, built) {
                switch try refreshRun(id, with: fresh, in: database) {
                case .changed(let change): changes.append(change)
                case .trimmed: trimmed.append(id)
                case .gone: continue
                }
            }
        }
        if importer.options.dryRun { try write() } else { try database.inTransaction { try write() } }
        return outcome(file: file, changes: changes, trimmed: trimmed, warnings: warnings)
    }

    /// Replaces the stored run `id` with `fresh`, keeping what the runner set (the words of
    /// an export, the edits); a trimmed run is left as it is. Writes nothing in a dry run.
    func refreshRun(_ id: Int64, with fresh: BuiltRun, in database: Database) throws -> RefreshedRun {
        let queries = RunQueries(database: database)
        guard let before = try queries.run(id: id) else { return .gone }
        if try TrimOriginalTables(database: database).hasOriginal(id) { return .trimmed }
        // What the runner set with `logbook edit` stays, whatever the file says.
        var kept = EditedValues.kept(from: before, in: fresh, thresholds: importer.options.thresholds)
        // How the copies were judged is the run's, not the file's: refreshing one copy keeps it.
        kept.run.rulings.copy = before.rulings.copy
        var after = kept.run
        after.id = id
        after.name = before.name
        after.description = before.description
        after.gear = before.gear
        after.commute = before.commute
        let storedSplits = try queries.splits(runID: id).count
        var change = RebuildChange(before: before, after: after, splitCounts: (storedSplits, kept.splits.count))
        // Samples lost from the logbook (deleted, a damaged page) come back from the file.
        if !kept.sampleList.isEmpty {
            change.restoresSamples = try !queries.hasSamples(runID: id)
        }
        // A run stored before its variant and offset flag were recorded gets them too.
        let moved = before.startUTC != after.startUTC || before.utcOffset != after.utcOffset
            || before.subSport != after.subSport || before.offsetIsStated != after.offsetIsStated
        if !importer.options.dryRun, change.changesSomething || moved {
            try RunStore(database: database).save(RunAnalysis.analyze(kept, thresholds: .standard), .refreshed(runID: id))
        }
        return .changed(change)
    }

    /// A refreshed file's outcome: its changes in start order, then a note for each trimmed run.
    func outcome(file: String, changes: [RebuildChange], trimmed: [Int64], warnings: [String]) -> RefreshOutcome {
        var notes = warnings
        for id in trimmed { notes.append("run \(id) was trimmed: left as it is ('logbook trim \(id) --undo' first to refresh it)") }
        return RefreshOutcome(file: file, status: .refreshed, changes: changes, warnings: notes)
    }
}
