/// Imports a list of files in order, one transaction each, with the next file already hashed
/// and parsed while this one is stored (one file ahead), and stops between files or inside
/// one (rolled back) once the importer's `isCancelled` says so.
public struct ImportSession: Sendable {
    /// How each file is read, built and stored.
    public let importer: Importer
    /// The files, as `ImportPaths.expand` gives them.
    public let entries: [ImportPaths.Entry]

    /// Creates a session.
    public init(importer: Importer, entries: [ImportPaths.Entry]) {
        self.importer = importer
        self.entries = entries
    }

    /// Imports every entry into `database`, telling `report` about each file as it is stored
    /// and as it is done. Never throws for a bad file (it is rejected, the others go on);
    /// throws only when the database itself cannot be used.
    public func run(into database: Database, report: (ImportEvent) -> Void = { _ in }) throws -> ImportSessionOutcome {
        var outcome = ImportSessionOutcome()
        var next = start(0)
        defer { next?.cancel() }
        for (index, entry) in entries.enumerated() {
            if importer.options.isCancelled() {
                outcome.interrupted = ImportInterrupted(file: "the next file")
                break
            }
            let current = next
            // The next file is read and built while this one is stored.
            next = start(index + 1)
            let result: FileImportResult
            switch entry {
            case .unreadable(let error):
                result = FileImportResult(file: error.file, status: .rejected, error: error)
            case .input(let input):
                report(.storing(index: index, total: entries.count, file: input.displayName))
                do {
                    result = try importer.importFile(current ?? importer.start(input), into: database)
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

    /// Starts reading and building entry `index`, when it is a file.
    private func start(_ index: Int) -> StartedImport? {
        guard index < entries.count, case .input(let input) = entries[index] else { return nil }
        return importer.start(input)
    }
}
