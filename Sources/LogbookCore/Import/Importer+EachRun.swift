import Foundation
import LogbookAnalysis
import LogbookFormats
import LogbookModel
import LogbookSQLite
import LogbookStore
import LogbookSupport

extension Importer {
    /// Reads a file of a format read activity by activity (`FormatEntry.readEach`: an Apple
    /// Health export) while storing it: each activity is built and stored in a transaction
    /// of its own as soon as it is read, then forgotten, so that memory does not grow with
    /// the number of runs.
    ///
    /// - A run that cannot be stored is rolled back alone; the others go in. The file is then
    ///   rejected, naming the line and start of each run that is missing, with the runs that
    ///   were stored.
    /// - The file is recorded with the first stored run as unfinished (`complete = 0`) and
    ///   marked complete once its last run is in, so that an import stopped half-way (Ctrl-C,
    ///   a failed run) is no "already imported" file: the next import reads it again, finds
    ///   the stored runs as duplicates and stores the rest.
    /// - Ctrl-C rolls back the run being stored; the runs before it stay
    ///   (`ImportInterrupted.storedRuns`).
    /// - A dry run rolls every transaction back, the file's record included.
    /// - The file is recorded under the hash of the bytes that were parsed, as every file read
    ///   twice is: rewritten after its hash was read, it is stored and known as its new bytes
    ///   (and is a duplicate when the logbook holds those). The reader reads the file to its
    ///   end before it hands on the first activity, so that hash is known before the first
    ///   run is stored, and reads that disagree refuse the file with nothing of it stored.
    func storeStreamed(_ started: StartedImport, hash: String, format: FileFormat, into database: Database) throws -> FileImportResult {
        guard let readEach = format.entry.readEach else { throw ImportError(file: started.input.displayName, line: nil, reason: "not read run by run") }
        return try storeStreamed(started, hash: hash, format: format, readEach: readEach, into: database)
    }

    /// `storeStreamed(_:hash:format:into:)` with the format's reader given: a reader that
    /// hands on activities before its read of the file is complete has its file recorded
    /// under the hash of that read once it ends (see `recordUnderParsedHash`).
    func storeStreamed(
        _ started: StartedImport, hash: String, format: FileFormat,
        readEach: @escaping (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String],
        into database: Database
    ) throws -> FileImportResult {
        var input = observed(started.input, .reading)
        let name = input.displayName
        let passes = input.isReadAgainFromDisk ? ReadPassHashes() : nil
        input.readPasses = passes
        var read: (activities: Int, only: ParsedActivity?) = (0, nil)
        var builtRuns = 0
        var result = FileImportResult(file: name, status: .duplicate)
        result = try storeEachRunAlone(of: started, hash: hash, passes: passes, format: format, into: database, result: result) { store in
            read = try forEachBuiltRun(of: input, readEach: readEach, shouldContinue: { !options.isCancelled() }) { built, warnings in
                if built != nil { builtRuns += 1 }
                try store(built, warnings + (built?.warnings ?? []))
            }
        }
        // Nothing was stored then: the file is rejected as any file without a run.
        if builtRuns == 0 { throw noRunError(read.only, count: read.activities, file: name) }
        return result
    }

    /// Reads `input` with `readEach` activity by activity and builds each into a run, handed
    /// to `body` with the warnings of its build (a nil run: the activity gave none, and the
    /// warnings say why) and then forgotten: its samples go to a spool of its own, freed once
    /// `body` returns. Returns how many activities were read, and the first one when it was
    /// the only one (for `noRunError`). What a plain import and a refresh of such a file share.
    func forEachBuiltRun(
        of input: ImportInput,
        readEach: @escaping (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String],
        shouldContinue: () -> Bool, _ body: (BuiltRun?, [String]) throws -> Void
    ) throws -> (activities: Int, only: ParsedActivity?) {
        let rules = runRules
        var activities = 0
        var only: ParsedActivity?
        _ = try readEach(input, ReaderSettings(spooling: options.spooling, zone: options.zone), shouldContinue) { activity in
            activities += 1
            only = activities == 1 ? activity : nil
            let samples = Spool<Sample>(options.spooling)
            var warnings: [String] = []
            let built = buildRun(activity, of: input, rules: rules, samplesInto: samples, warnings: &warnings)
            if let failure = activity.points.failure ?? samples.failure { throw Self.spoolError(failure, file: input.displayName) }
            try body(built, warnings)
        }
        return (activities, only)
    }

    /// Stores, each in a transaction of its own, the runs that `produce` hands to its closure
    /// one by one, each with warnings for the file's result (a nil run: only warnings). The
    /// file is recorded under the hash every complete read of the parse agrees on (`passes`),
    /// asked when the first run is stored; under `startHash` when no read was complete then,
    /// and under the parse's hash once the parse is done (`recordUnderParsedHash`).
    private func storeEachRunAlone(
        of started: StartedImport, hash startHash: String, passes: ReadPassHashes?, format: FileFormat,
        into database: Database, result: FileImportResult,
        produce: (_ store: (BuiltRun?, [String]) throws -> Void) throws -> Void
    ) throws -> FileImportResult {
        let name = started.input.displayName
        let store = RunStore(database: database, thresholds: options.thresholds)
        let importedAt = Int64(options.now.timeIntervalSince1970)
        var result = result
        var fileID: Int64?
        var failures: [ImportError] = []
        var committed = 0
        var attempted = 0
        var recordedHash: String?
        func storeOne(_ built: BuiltRun?, warnings: [String]) throws {
            result.warnings += warnings
            guard let built else { return }
            // Before the first run: reads that disagree refuse the file while nothing of it is stored.
            let hash = try recordedHash ?? passes?.agreedHash(file: name) ?? startHash
            recordedHash = hash
            attempted += 1
            var stored: (Run, StoredRunOutcome)?
            do {
                try database.inTransaction {
                    // Another process may have imported the whole file meanwhile.
                    if let known = try store.importedFile(sha256: hash) {
                        throw FinishedElsewhere(runIDs: known.runIDs)
                    }
                    let id = try fileID ?? store.unfinishedFile(sha256: hash)
                        ?? store.recordFile(sha256: hash, name: name, format: format.storedName, importedAt: importedAt, complete: false)
                    stored = try storeRun(built, fileID: id, importedAt: importedAt, store: store)
                    if options.isCancelled() { throw ImportInterrupted(file: name, storedRuns: committed) }
                    if options.dryRun { throw DryRunRollback() }
                    fileID = id
                }
                committed += 1
            } catch is DryRunRollback {
                // Rolled back on purpose: the run is reported as it would have been stored.
            } catch let error as SQLiteError {
                stored = nil
                let reason = try Self.storeFailure(error, file: name, storedPart: "this run was not stored")
                failures.append(ImportError(file: name, line: built.line > 0 ? built.line : nil, reason: Self.runFailure(built.run, reason)))
            }
            if let (run, outcome) = stored { result.count(run, outcome) }
        }
        do {
            try produce(storeOne)
        } catch let finished as FinishedElsewhere {
            var duplicate = FileImportResult(file: name, status: .duplicate, warnings: result.warnings)
            duplicate.runs = try RunQueries(database: database).runs(ids: finished.runIDs).map(ImportedRun.init)
            duplicate.duplicateOf = finished.runIDs.first
            return duplicate
        } catch let stop as ImportInterrupted {
            throw ImportInterrupted(file: stop.file, storedRuns: committed)
        } catch is CancellationError {
            throw ImportInterrupted(file: name, storedRuns: committed)
        }
        if let fileID, let recordedHash, !options.dryRun {
            try recordUnderParsedHash(fileID: fileID, recordedHash: recordedHash, passes: passes, file: name, store: store)
        }
        if let first = failures.first {
            result.status = .rejected
            result.duplicateOf = nil
            let kept = attempted - failures.count
            result.error = ImportError(
                file: name, line: first.line,
                reason: "\(failures.count) of \(attempted) runs could not be stored (\(kept) were); the first: "
                    + first.reason + "; importing the file again stores the missing ones")
            result.warnings += failures.dropFirst().map(\.description)
        } else if let fileID, !options.dryRun {
            try database.inTransaction {
                try store.markComplete(fileID: fileID)
                // Once its last run is in, under the hash it is recorded by (`recordUnderParsedHash`).
                if let hash = try store.contentHash(ofFile: fileID) {
                    try keepOriginal(of: started.input, sha256: hash, at: importedAt, in: database)
                }
            }
        }
        return result
    }

    /// Records the file `fileID`, whose runs went in under `recordedHash`, under the hash of the
    /// bytes its parse read when that read ended only after its first run was stored (a
    /// reader that hands on activities while it reads): the runs are those bytes' runs, and
    /// the next import of those bytes finds the file (complete, or unfinished to resume it).
    /// Throws an `ImportError` naming `file` when that cannot be: the reads disagree, or the
    /// logbook records another file with those bytes.
    private func recordUnderParsedHash(
        fileID: Int64, recordedHash: String, passes: ReadPassHashes?, file: String, store: RunStore
    ) throws {
        let changed = ImportError(
            file: file, line: nil,
            reason: "the file changed while it was being read: the runs read so far are stored, "
                + "but the file is not recorded as imported (import it again once it is written)")
        let parsed: String?
        do { parsed = try passes?.agreedHash(file: file) } catch is ImportError { throw changed }
        guard let parsed, parsed != recordedHash else { return }
        try store.database.inTransaction {
            if try store.importedFile(sha256: parsed) != nil || store.unfinishedFile(sha256: parsed) != nil { throw changed }
            try store.setContentHash(parsed, ofFile: fileID)
        }
    }

    /// The reason a run of a file was not stored: its start and what went wrong.
    static func runFailure(_ run: Run, _ reason: String) -> String {
        "the run starting \(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset)) was not stored: \(reason)"
    }
}

/// Thrown inside a run's transaction when another process has stored the whole file meanwhile.
private struct FinishedElsewhere: Error {
    /// The runs holding the file's data.
    let runIDs: [Int64]
}
