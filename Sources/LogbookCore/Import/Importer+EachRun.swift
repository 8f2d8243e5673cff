import Foundation

extension Importer {
    /// Stores the runs of a file whose format stores each run alone
    /// (`FormatEntry.storesEachRunAlone`: an Apple Health export), one transaction per run.
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
    func storeEachRunAlone(
        _ builtRuns: [BuiltRun], of started: StartedImport, hash: String, format: FileFormat, into database: Database,
        result: FileImportResult
    ) throws -> FileImportResult {
        let name = started.input.displayName
        let store = RunStore(database: database, thresholds: options.thresholds)
        let importedAt = Int64(options.now.timeIntervalSince1970)
        var result = result
        var fileID: Int64?
        var failures: [ImportError] = []
        var committed = 0
        for built in builtRuns {
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
            } catch let finished as FinishedElsewhere {
                var duplicate = FileImportResult(file: name, status: .duplicate, warnings: result.warnings)
                duplicate.runs = try RunQueries(database: database).runs(ids: finished.runIDs)
                duplicate.duplicateOf = finished.runIDs.first
                return duplicate
            } catch let error as SQLiteError {
                stored = nil
                let reason = try Self.storeFailure(error, file: name, storedPart: "this run was not stored")
                failures.append(ImportError(file: name, line: built.line > 0 ? built.line : nil, reason: Self.runFailure(built.run, reason)))
            } catch let stop as ImportInterrupted {
                throw ImportInterrupted(file: stop.file, storedRuns: committed)
            }
            if let (run, outcome) = stored { result.count(run, outcome) }
        }
        if let first = failures.first {
            result.status = .rejected
            result.duplicateOf = nil
            let kept = builtRuns.count - failures.count
            result.error = ImportError(
                file: name, line: first.line,
                reason: "\(failures.count) of \(builtRuns.count) runs could not be stored (\(kept) were); the first: "
                    + first.reason + "; importing the file again stores the missing ones")
            result.warnings += failures.dropFirst().map(\.description)
        } else if let fileID, !options.dryRun {
            try database.inTransaction { try store.markComplete(fileID: fileID) }
        }
        return result
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
