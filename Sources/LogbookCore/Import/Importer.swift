import Foundation

/// Imports files into the logbook: one transaction per file, duplicates recognised,
/// every run built and guarded by the same code whatever the format.
public struct Importer: Sendable {
    /// Time zone, thresholds, dry run.
    public var options: ImportOptions

    /// Creates an importer.
    public init(options: ImportOptions) {
        self.options = options
    }

    /// Imports one file. Never throws for a bad file: it returns a `rejected` result and
    /// leaves the database exactly as before. Throws only when the database itself
    /// cannot be used (damaged, read-only), which no later file would escape either.
    public func importFile(_ input: ImportInput, into database: Database) throws -> FileImportResult {
        do {
            return try importChecked(input, into: database)
        } catch let error as ImportError {
            return FileImportResult(file: input.displayName, status: .rejected, error: error)
        } catch let error as SQLiteError {
            if error.isCorruption || error.primaryCode == 8 /* SQLITE_READONLY */ { throw error }
            let reason = error.isDiskFull
                ? "the disk is full (\(error.message)); nothing of this file was stored"
                : "cannot store it: \(error.message)"
            return FileImportResult(file: input.displayName, status: .rejected, error: ImportError(file: input.displayName, line: nil, reason: reason))
        }
    }

    /// Reads and builds every run of a file without touching any database.
    public func build(_ input: ImportInput) throws -> (format: FileFormat, runs: [BuiltRun], warnings: [String]) {
        let prefix = try input.prefix(FormatSniffer.prefixLength)
        if prefix.isEmpty { throw ImportError(file: input.displayName, line: nil, reason: "the file is empty") }
        guard let format = FormatSniffer.detect(prefix) else {
            throw ImportError(file: input.displayName, line: 1, reason: "unknown format: not a GPX, TCX, CSV or FIT file")
        }
        let activities: [ParsedActivity]
        switch format {
        case .gpx: activities = try GPXReader.read(input)
        case .tcx: activities = try TCXReader.read(input)
        case .csv: activities = try CSVReader.read(input)
        case .fit: activities = try FITReader.read(input, wallClockZone: options.zone)
        }
        var runs: [BuiltRun] = []
        var warnings: [String] = []
        for activity in activities {
            do {
                runs.append(try RunBuilder.build(activity, zone: options.zone, thresholds: options.thresholds, file: input.displayName))
            } catch {
                // An activity with nothing to build (no time at all) is skipped when others have runs.
                warnings.append(error.description)
            }
        }
        if runs.isEmpty {
            throw ImportError(file: input.displayName, line: activities.first.flatMap { $0.line > 0 ? $0.line : nil },
                              reason: "no run with a usable time in this file")
        }
        return (format, runs, warnings)
    }

    private func importChecked(_ input: ImportInput, into database: Database) throws -> FileImportResult {
        let store = RunStore(database: database)
        let hash = try Self.contentHash(input)
        if let known = try store.importedFile(sha256: hash) {
            return FileImportResult(
                file: input.displayName, status: .duplicate, runs: try RunQueries(database: database).runs(ids: known.runIDs),
                duplicateOf: known.runIDs.first, warnings: [])
        }
        let (format, builtRuns, buildWarnings) = try build(input)
        if options.isCancelled() { throw ImportInterrupted(file: input.displayName) }
        let importedAt = Int64(options.now.timeIntervalSince1970)
        var result = FileImportResult(file: input.displayName, status: .duplicate)
        result.warnings = buildWarnings + builtRuns.flatMap(\.warnings)
        do {
            try database.inTransaction {
                // Another process may have imported the same file while this one parsed it.
                if let known = try store.importedFile(sha256: hash) {
                    result.runs = try RunQueries(database: database).runs(ids: known.runIDs)
                    result.duplicateOf = known.runIDs.first
                    throw DryRunRollback()
                }
                let fileID = try store.recordFile(sha256: hash, name: input.displayName, format: format.rawValue, importedAt: importedAt)
                var inserted = 0, upgraded = 0
                for built in builtRuns {
                    var run = built.run
                    if let match = try store.findDuplicate(of: run) {
                        if RunRichness(built).isRicher(than: match.richness) {
                            try store.replace(runID: match.id, with: built, fileID: fileID, importedAt: importedAt)
                            upgraded += 1
                        } else if result.duplicateOf == nil {
                            result.duplicateOf = match.id
                        }
                        run.id = match.id
                    } else {
                        let id = try store.insert(built, fileID: fileID, importedAt: importedAt)
                        // A dry run rolls the insert back: the id would be a promise it cannot keep.
                        run.id = options.dryRun ? nil : id
                        inserted += 1
                    }
                    result.runs.append(run)
                }
                result.newRuns = inserted
                result.upgradedRuns = upgraded
                result.status = inserted > 0 ? .imported : upgraded > 0 ? .upgraded : .duplicate
                if result.status != .duplicate { result.duplicateOf = nil }
                if options.isCancelled() { throw ImportInterrupted(file: input.displayName) }
                if options.dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            // Rolled back on purpose: a dry run, or a file another process just imported.
        }
        return result
    }

    /// SHA-256 of the file's bytes.
    public static func contentHash(_ input: ImportInput) throws -> String {
        var digest = SHA256()
        try input.forEachChunk { chunk in
            digest.update(chunk)
            return true
        }
        return digest.finalizeHex()
    }
}

/// Thrown inside an import transaction to roll it back on purpose.
private struct DryRunRollback: Error {}
