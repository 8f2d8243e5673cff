import LogbookCore
import LogbookModel

/// Prints `import`'s outcome as the files finish: a line per file given
/// (`runs.gpx: 3 runs imported, 1 duplicate, 0 rejected`), one for an archive with its
/// members' totals (and a line per reason its members were skipped), the errors of rejected
/// files on standard error; with `--verbose` a line per run and per member instead (the
/// output of earlier versions), with `--quiet` only the errors. Every line is printed above
/// the progress line.
struct ImportReport {
    /// How much to print.
    let verbosity: ImportVerbosity
    /// The progress line the lines are printed above.
    let progress: ProgressLine
    /// The archive whose members are being counted, until its last member is done.
    private var archive: (name: String, position: Int, tally: ImportTally, skips: [(reason: String, count: Int)])?

    /// A report at `verbosity`, printed above `progress`.
    init(verbosity: ImportVerbosity, progress: ProgressLine) {
        self.verbosity = verbosity
        self.progress = progress
    }

    /// Prints what a finished file says: from the path at `position`, a member of `archiveName` or not.
    mutating func finished(_ result: FileImportResult, position: Int, archive archiveName: String?) {
        progress.finished(position: position, inArchive: archiveName != nil, runs: result.newRuns)
        if let current = archive, current.position != position || current.name != archiveName { flush() }
        let lines = Self.detailLines(result, verbosity: verbosity, inArchive: archiveName != nil)
        progress.above {
            for warning in lines.warnings { Console.err("warning: \(result.file): \(warning)") }
            for line in lines.out { Console.line(line) }
            if let error = lines.error { Console.err("Error: \(error)") }
        }
        guard let archiveName else { return }
        var current = archive ?? (name: archiveName, position: position, tally: ImportTally(), skips: [])
        current.tally.add(result)
        if result.status == .skipped {
            let reason = result.reason ?? "no activity"
            if let index = current.skips.firstIndex(where: { $0.reason == reason }) {
                current.skips[index].count += 1
            } else {
                current.skips.append((reason, 1))
            }
        }
        archive = current
    }

    /// Prints the line of the archive being counted, if any (its last member is done, or the import stopped).
    mutating func flush() {
        guard let current = archive else { return }
        archive = nil
        guard verbosity == .normal else { return }
        progress.above {
            Console.line("\(current.name): \(current.tally.text(archive: true))")
            for skip in current.skips {
                Console.line("  \(ImportTally.count(skip.count, "file", "files")) skipped: \(skip.reason)")
            }
        }
    }

    /// What one finished file prints: lines on standard output, its warnings, its error.
    static func detailLines(_ result: FileImportResult, verbosity: ImportVerbosity, inArchive: Bool)
        -> (out: [String], warnings: [String], error: String?)
    {
        let error = result.status == .rejected ? (result.error.map(\.description) ?? result.file) : nil
        guard verbosity != .quiet else { return ([], [], error) }
        if verbosity == .verbose { return (runLines(result), result.warnings, error) }
        var out: [String] = []
        if !inArchive {
            var tally = ImportTally()
            tally.add(result)
            switch result.status {
            case .skipped: out.append("\(result.file): skipped: \(result.reason ?? "no activity")")
            // A rejected file that stored nothing is told by its error alone.
            case .rejected where result.runs.isEmpty: break
            default: out.append("\(result.file): \(tally.text(archive: false))")
            }
        }
        return (out, result.warnings, error)
    }

    /// `--verbose`'s lines for a file: one per run, with its status, or one for a skip or a duplicate file.
    static func runLines(_ result: FileImportResult) -> [String] {
        switch result.status {
        case .skipped:
            return ["skipped    \(result.file): \(result.reason ?? "no activity")"]
        case .duplicate:
            let of = result.duplicateOf.map { " of run \($0)" } ?? ""
            return ["duplicate  \(result.file)\(of)"]
        case .imported, .upgraded, .rejected:
            let status = result.status == .rejected ? "stored" : result.status.rawValue
            return result.runs.map { run in
                let id = run.id.map { "run \($0)" } ?? "new run"
                let pace = run.pace.trusted.map { ReportText.pace($0, unit: .km) } ?? "pace unknown (\(run.pace.status.rawValue))"
                let distance = run.distance.map { String(format: "%.2f km", $0 / 1000) } ?? "distance unknown"
                let start = LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset)
                return "\(status.padding(toLength: 10, withPad: " ", startingAt: 0)) \(result.file): \(id), \(start), \(run.sport), \(distance), \(pace)"
            }
        }
    }
}
