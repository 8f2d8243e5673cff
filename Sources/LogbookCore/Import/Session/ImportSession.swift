import LogbookFormats
import LogbookSQLite

/// Imports a list of paths in order, one transaction per file, archives walked member by
/// member (`ImportQueue`), with the next files already read, hashed and parsed on worker
/// threads while this one is stored (`lookahead` files ahead; a file the logbook held when
/// the session began is recognised by its hash and not parsed, see `KnownHashes`); stops
/// between files, or inside one (rolled back), once the importer's `isCancelled` says so.
public struct ImportSession: Sendable {
    /// How each file is read, built and stored.
    public let importer: Importer
    /// The paths, as `ImportPaths.expand` gives them.
    public let entries: [ImportPaths.Entry]
    /// How many files are hashed and built ahead of the one being stored (at least 1).
    public let lookahead: Int

    /// Files built ahead by default: four. One parse ahead left the storing thread idle half
    /// the time (parsing a GPX file cost twice what storing it did); with the parse cheaper
    /// and the checkpoints off the storing thread, two ahead still left a core idle whenever
    /// a few files in a row took longer to build than to store: 100 one-hour files on two
    /// cores took 0.35 s with two ahead, 0.31 s with three, 0.30 s with four (and six), seven
    /// alternating runs each. A file ahead holds at most its bytes read at once
    /// (`ImportInput.wholeReadLimit`) and its built samples' memory part. On one processor
    /// nothing is built before it is needed (`ImportWorkers`).
    public static let defaultLookahead = 4

    /// Pages of write-ahead log between two checkpoints while a session imports: 4,096
    /// (16 MiB of 4 KiB pages) instead of SQLite's 1,000. Each checkpoint copies the log
    /// into the logbook and waits for the disk three times, on the thread that stores; the
    /// benchmark's 100 one-hour files made 6 of them, now 2. A file's transaction is as
    /// durable either way (`synchronous=NORMAL` in WAL mode).
    public static let checkpointPages = 4096

    /// Creates a session.
    public init(importer: Importer, entries: [ImportPaths.Entry], lookahead: Int = ImportSession.defaultLookahead) {
        self.importer = importer
        self.entries = entries
        self.lookahead = max(1, lookahead)
    }

    /// A file taken from the queue: its entry, its started build (for a file), and where
    /// the queue stood when it was taken (for the progress events).
    private struct Taken {
        let entry: ImportPaths.Entry
        let started: StartedImport?
        let position: Int
        let archive: ArchiveProgress?
        /// The archive's name, for a member of one.
        let archiveName: String?
    }

    /// Imports every file into `database`, telling `report` about each one as it is stored
    /// and as it is done. Never throws for a bad file (it is rejected, the others go on);
    /// throws only when the database itself cannot be used.
    ///
    /// Foreign keys are not enforced while the session runs (and are on again afterwards):
    /// SQLite's check of each sample, split and best effort against `runs` opened a cursor
    /// per row, about 850 instructions, for a parent the same transaction had just
    /// inserted or found (`RunStore.insert`, `replace`). The store deletes every child row
    /// itself (`RunStore.replace` also the trim original's), so no cascade is needed.
    public func run(into database: Database, report: (ImportEvent) -> Void = { _ in }) throws -> ImportSessionOutcome {
        let checkpointPages = try database.scalar("PRAGMA wal_autocheckpoint").int64Value
        try database.execute("PRAGMA wal_autocheckpoint = \(Self.checkpointPages)")
        defer { if let checkpointPages { _ = try? database.execute("PRAGMA wal_autocheckpoint = \(checkpointPages)") } }
        let checkpointer = BackgroundCheckpointer(for: database, pages: Self.backgroundCheckpointPages)
        defer { checkpointer?.stop() }
        return try database.withoutForeignKeyEnforcement { try store(into: database, report: report) }
    }

    /// Pages of write-ahead log that wake the session's `BackgroundCheckpointer`: 1,024
    /// (4 MiB), so that the log is copied into the logbook in steps beside the import and
    /// little is left for the checkpoint when the logbook closes. The automatic checkpoint
    /// (`checkpointPages`) is what the connection falls back on without it.
    public static let backgroundCheckpointPages: Int32 = 1024

    /// The session's loop: takes, stores and reports every file (see `run`).
    private func store(into database: Database, report: (ImportEvent) -> Void) throws -> ImportSessionOutcome {
        var outcome = ImportSessionOutcome()
        let known = KnownHashes(of: database)
        var queue = ImportQueue(entries)
        var ahead: [Taken] = []
        defer { for taken in ahead { taken.started?.cancel() } }
        /// Takes files from the queue until `count` are taken and not yet stored.
        func fill(to count: Int) {
            while ahead.count < count, let entry = queue.next() {
                let position = queue.pathsBegun
                let archive = queue.archiveProgress.map { ArchiveProgress(members: $0.members, bytes: $0.bytes) }
                ahead.append(
                    Taken(
                        entry: entry, started: start(entry, known: known), position: position, archive: archive,
                        archiveName: queue.archiveName))
            }
        }
        fill(to: 1)
        while !ahead.isEmpty {
            if importer.options.isCancelled() {
                outcome.interrupted = ImportInterrupted(file: "the next file")
                break
            }
            let current = ahead.removeFirst()
            // The next files are read and built while this one is stored.
            fill(to: lookahead)
            let result: FileImportResult
            switch current.entry {
            case .unreadable(let error):
                result = FileImportResult(file: error.file, status: .rejected, error: error)
            case .skipped(let file, let reason):
                result = .skipped(file, reason: reason)
            case .input(let input):
                report(.storing(position: current.position, total: queue.pathCount, file: input.displayName, archive: current.archive))
                do {
                    result = try importer.importFile(current.started ?? importer.start(input, knownIn: database), into: database)
                } catch let stop as ImportInterrupted {
                    outcome.interrupted = stop
                    return outcome
                }
            }
            outcome.results.append(result)
            // A compressed single file keeps its own name: it is no archive of members.
            let archive = current.archiveName.flatMap { $0 == result.file ? nil : $0 }
            report(.finished(result, position: current.position, archive: archive))
        }
        return outcome
    }

    /// Starts hashing `entry`, when it is a file, and building it unless `known` holds its hash.
    private func start(_ entry: ImportPaths.Entry, known: KnownHashes) -> StartedImport? {
        guard case .input(let input) = entry else { return nil }
        return importer.start(input, known: known)
    }
}
