import Foundation
import LogbookFormats
import LogbookModel
import LogbookSQLite
import LogbookStore
import LogbookSupport

/// Reads kept originals again with today's readers and applies what changed: what
/// `logbook rebuild --from-originals` does, so the runner never has to find their old
/// exports again.
///
/// Each file that gave live runs is read from its kept bytes exactly as `import --refresh`
/// reads a file from disk (`FileRefresher`): its runs keep their ids, names, the words of an
/// export and the runner's edits, take today's numbers, splits and samples, and a file that
/// now gives another number of runs, or a trimmed run, is left as it is. Each file is one
/// transaction; a dry run writes nothing. A kept original up to `ImportInput.wholeReadLimit`
/// bytes is read into memory, a larger one into an unnamed temporary file first, so memory
/// stays bounded.
public struct OriginalRebuilder {
    /// The connection.
    public let database: Database
    /// Reads the files (zone, thresholds, dry run).
    public var refresher: FileRefresher

    /// Creates the use case over an opened logbook.
    public init(_ logbook: Logbook, options: ImportOptions) {
        self.init(database: logbook.database, options: options)
    }

    /// Creates the use case over an open, migrated connection (the tests').
    package init(database: Database, options: ImportOptions) {
        self.database = database
        refresher = FileRefresher(options: options)
    }

    /// The files that gave the live runs `ids` (every live run when empty), in import order.
    /// - Throws: `RunLookupError` for an id that names no live run.
    public func files(ofRuns ids: [Int64]) throws -> [KeptFile] {
        let runIDs = try RunRebuilder(database: database).runIDs(ids)
        let wanted = Set(runIDs)
        var byFile: [Int64: [Int64]] = [:]
        for (id, file) in try RunQueries(database: database).fileIDsOfRuns() where wanted.contains(id) {
            byFile[file, default: []].append(id)
        }
        let tables = KeptOriginalTables(database: database)
        return try RunStore(database: database).completeFiles()
            .compactMap { file -> KeptFile? in
                guard let runs = byFile[file.fileID] else { return nil }
                return KeptFile(
                    fileID: file.fileID, name: file.name, contentSHA256: file.sha256,
                    kept: try tables.original(sha256: file.sha256), runIDs: runs)
            }
    }

    /// Reads `file` again from its kept original and updates its runs (writes nothing in a
    /// dry run). A file whose original is not kept is `notImported`, saying why.
    public func rebuild(_ file: KeptFile) throws -> RefreshOutcome {
        guard let kept = file.kept, kept.state == .kept else {
            let reason = RunOriginal(runID: file.runIDs.first ?? 0, name: file.name, format: "", contentSHA256: file.contentSHA256, importedAt: 0, kept: file.kept).unavailableReason
            return RefreshOutcome(file: file.name, status: .notImported, reason: reason)
        }
        if try Self.holdsRoutesKeptElsewhere(file, in: database) {
            return RefreshOutcome(
                file: file.name, status: .skipped,
                reason: "an Apple Health export's routes are files of their own (workout-routes/), which are not kept: "
                    + "its runs with samples are left as they are ('logbook import --refresh' of the export reads them)")
        }
        let input: ImportInput
        do {
            input = try self.input(file, kept: kept)
        } catch let error as OriginalCodecError {
            return RefreshOutcome(file: file.name, status: .rejected, reason: "\(file.name): its kept original cannot be read: \(error.reason)")
        } catch let error as SpoolError {
            return RefreshOutcome(file: file.name, status: .rejected, reason: "\(file.name): \(error.reason)")
        }
        return try refresher.refresh(input, in: database)
    }

    /// True when `file` is an Apple Health export some of whose runs have samples: those come
    /// from its route files (`workout-routes/`), which are no imported files and are not kept,
    /// so reading the kept `export.xml` alone would give those runs without their tracks.
    static func holdsRoutesKeptElsewhere(_ file: KeptFile, in database: Database) throws -> Bool {
        let format = try RunStore(database: database).format(ofFile: file.fileID)
        guard format == FileFormat.appleHealth.storedName else { return false }
        return try RunQueries(database: database).fileRunsHaveSamples(fileID: file.fileID)
    }

    /// The kept bytes of `file` as an input named by its imported name: in memory up to
    /// `ImportInput.wholeReadLimit` bytes, else in an unnamed temporary file.
    func input(_ file: KeptFile, kept: KeptOriginal) throws -> ImportInput {
        let tables = KeptOriginalTables(database: database)
        if let size = kept.byteCount, size <= Int64(ImportInput.wholeReadLimit) {
            var data = Data()
            data.reserveCapacity(Int(size))
            try tables.forEachChunk(sha256: file.contentSHA256) { chunk in
                data.append(contentsOf: chunk)
                return true
            }
            return ImportInput(data: data, displayName: file.name)
        }
        let spooled = try SpooledBytes(folder: refresher.importer.options.spooling.folder ?? SpoolSettings.temporaryFolder)
        try tables.forEachChunk(sha256: file.contentSHA256) { chunk in
            try spooled.append(chunk)
            return true
        }
        return ImportInput(spooled: spooled, displayName: file.name)
    }
}
