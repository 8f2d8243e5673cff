/// Imports a list of paths in order, one transaction per file, archives walked member by
/// member (`ImportQueue`), with the next file already hashed and parsed while this one is
/// stored (one file ahead); stops between files, or inside one (rolled back), once the
/// importer's `isCancelled` says so.
public struct ImportSession: Sendable {
    /// How each file is read, built and stored.
    public let importer: Importer
    /// The paths, as `ImportPaths.expand` gives them.
    public let entries: [ImportPaths.Entry]

    /// Creates a session.
    public init(importer: Importer, entries: [ImportPaths.Entry]) {
        self.importer = importer
        self.entries = entries
    }

    /// Imports every file into `database`, telling `report` about each one as it is stored
    /// and as it is done. Never throws for a bad file (it is rejected, the others go on);
    /// throws only when the database itself cannot be used.
    public func run(into database: Database, report: (ImportEvent) -> Void = { _ in }) throws -> ImportSessionOutcome {
        var outcome = ImportSessionOutcome()
        var queue = ImportQueue(entries)
        var upcoming = queue.next()
        var next = start(upcoming, knownIn: database)
        defer { next?.cancel() }
        while let entry = upcoming {
            if importer.options.isCancelled() {
                outcome.interrupted = ImportInterrupted(file: "the next file")
                break
            }
            let current = next
            let position = queue.pathsBegun
            let archive = queue.archiveProgress.map { ArchiveProgress(members: $0.members, bytes: $0.bytes) }
            // The next file is read and built while this one is stored.
            upcoming = queue.next()
            next = start(upcoming, knownIn: database)
            let result: FileImportResult
            switch entry {
            case .unreadable(let error):
                result = FileImportResult(file: error.file, status: .rejected, error: error)
            case .skipped(let file, let reason):
                result = .skipped(file, reason: reason)
            case .input(let input):
                report(.storing(position: position, total: queue.pathCount, file: input.displayName, archive: archive))
                do {
                    result = try importer.importFile(current ?? importer.start(input, knownIn: database), into: database)
                } catch let stop as ImportInterrupted {
                    outcome.interrupted = stop
                    return outcome
                }
            }
            outcome.results.append(result)
            report(.finished(result))
        }
        return outcome
    }

    /// Hashes `entry`, when it is a file, and starts building it unless `database` knows it.
    private func start(_ entry: ImportPaths.Entry?, knownIn database: Database) -> StartedImport? {
        guard case .input(let input) = entry else { return nil }
        return importer.start(input, knownIn: database)
    }
}
