import Foundation
import LogbookFormats
import LogbookSQLite
import LogbookStore

/// `sync`: imports what is new on each place through the one import path (`ImportSession`,
/// each file in its own transaction) and remembers each file read (`SyncMemory`), so that a
/// file with the stamp it had is never read again and an idle sync reads no file's bytes.
public struct DeviceSync: LogbookUseCase {
    /// The connection.
    let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Syncs `place` with `options` (a dry run writes nothing, not even the memory), telling
    /// `fileDone` about each file read as it is finished; `only` (paths below the root) limits
    /// it to those files, for `watch`, which imports each file once it is complete.
    public func sync(
        _ place: SyncPlace, options: ImportOptions, only: Set<String>? = nil, fileDone: (FileImportResult) -> Void = { _ in }
    ) throws -> PlaceSyncOutcome {
        var outcome = PlaceSyncOutcome(place: place)
        let memory = SyncMemory(database: database)
        let now = Int64(options.now.timeIntervalSince1970)
        let stored = options.dryRun
            ? try memory.place(key: place.key)
            : try memory.recordPlace(key: place.key, kind: place.kind.rawValue, name: place.name, root: place.root, now: now)
        let remembered = try stored.map { try memory.files(ofPlace: $0.placeID) } ?? [:]
        let listed = SyncFileLister.files(of: place, skipping: LogbookFiles(databasePath: database.path))
        var toRead: [ListedFile] = []
        for file in listed where only?.contains(file.path) ?? true {
            if SyncRules.needsReading(file.stamp, remembered: remembered[file.path]) { toRead.append(file) } else { outcome.knownFiles += 1 }
        }
        guard !toRead.isEmpty else {
            if let stored, !options.dryRun { try memory.markSynced(stored.placeID, now: now) }
            return outcome
        }
        let byName = Dictionary(toRead.map { ($0.absolutePath, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = toRead.map { file -> ImportPaths.Entry in
            var input = ImportInput(file: URL(fileURLWithPath: file.absolutePath), displayName: file.absolutePath)
            input.isMember = true
            return .input(input)
        }
        let session = ImportSession(importer: Importer(options: options), entries: entries)
        let ended = try session.run(into: database) { event in
            guard case .finished(let result, _, let archive) = event else { return }
            outcome.filesRead += archive == nil ? 1 : 0
            outcome.newRuns += result.newRuns
            outcome.upgradedRuns += result.upgradedRuns
            let file = byName[archive ?? result.file]
            let after = file.flatMap { SyncFileLister.stamp(of: $0.absolutePath) }
            switch result.status {
            case .rejected where file.map({ SyncRules.remembers(.rejected, before: $0.stamp, after: after) }) ?? true:
                outcome.damaged.append(result)
            case .rejected: outcome.unreadable.append(result)
            case .skipped, .duplicate: outcome.skippedFiles += 1
            case .imported, .upgraded: break
            }
            fileDone(result)
            guard let file, let stored, !options.dryRun, SyncRules.remembers(result.status, before: file.stamp, after: after) else { return }
            let message = result.error?.description ?? result.reason
            try? memory.remember(
                RememberedFile(path: file.path, stamp: file.stamp, sha256: archive == nil ? result.sha256 : nil, outcome: result.status.rawValue, message: message),
                ofPlace: stored.placeID)
        }
        outcome.interrupted = ended.interrupted != nil
        if let stored, !options.dryRun, !outcome.interrupted { try memory.markSynced(stored.placeID, now: now) }
        return outcome
    }
}
