import Foundation
import LogbookCore

/// `logbook import PATH...`: import GPX, TCX, CSV and FIT files, one transaction per file.
struct ImportCommand: LogbookCommand, TakesSharedOptions {
    /// `--tz <zone>`.
    static let zoneOption = Option<TimeZone>(
        "tz", value: "zone", help: "IANA time zone for times without an offset (default: the system zone)."
    ) { name in
        TimeZone(identifier: name).map { .success($0) }
            ?? .failure(.message("Unknown time zone '\(name)'; use an IANA name such as Europe/Paris"))
    }
    /// `--distance-source device|gps`.
    static let distanceSourceOption = Option<DistanceSource>(
        "distance-source", value: "device|gps",
        help: "Which distance a run takes when the file states one beside its positions (default: device).",
        completion: .values(DistanceSource.allCases.map(\.rawValue)), expected: "device or gps"
    ) { DistanceSource(rawValue: $0) }
    /// `--dry-run`.
    static let dryRunFlag = Flag("dry-run", help: "Read and check everything, write nothing.")
    /// `--refresh`.
    static let refreshFlag = Flag(
        "refresh", help: "Read files imported before again and update their runs in place (ids and names stay).")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON array with an object per file."])
    /// `--progress`.
    static let progressFlag = Flag("progress", help: "Show progress on stderr even when it is not a terminal.")
    /// `<path> ...`.
    static let pathsArgument = Positional<String>(
        "path", help: "A file, a folder (searched recursively, hidden files skipped), or - for standard input.",
        repeating: true, completion: .file)

    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "Import runs from GPX, TCX, CSV and FIT files or folders.",
        discussion: """
            Each file is imported in one transaction: a rejected file leaves nothing behind
            and the other files still go in. Importing a file again, or the same run from
            another file, never makes two runs; a richer copy (samples, heart rate)
            replaces a poorer one under the same id. The format is read from the content.
            --refresh reads files imported before (known by their content) again with
            today's rules and updates their runs in place, printing each change: ids, names
            and the words of an export stay; trimmed runs are left alone.
            """,)

    /// Its arguments.
    static let declarations = [zoneOption.declaration, distanceSourceOption.declaration, dryRunFlag.declaration, refreshFlag.declaration]
        + formatChoice.declarations
        + [progressFlag.declaration] + ThresholdOptions.declarations + DatabaseOption.declarations + [pathsArgument.declaration]

    /// Zone, distance source, thresholds, dry run.
    let options: ImportOptions
    /// The paths given.
    let paths: [String]
    /// Show progress even when stderr is not a terminal.
    let progress: Bool
    /// Read known files again instead of importing new ones.
    let refresh: Bool
    /// `--json` (instead of lines), the thresholds of the import, and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options.
    init(_ values: ParsedValues) throws(UsageError) {
        shared = try SharedOptions(values, formats: Self.formatChoice)
        var options = ImportOptions(thresholds: shared.thresholdOptions.thresholds, dryRun: values[Self.dryRunFlag])
        if let zone = values[Self.zoneOption] {
            options.zone = zone
            options.zoneIsOption = true
        }
        if let source = values[Self.distanceSourceOption] { options.distanceSource = source }
        self.options = options
        paths = values[Self.pathsArgument]
        progress = values[Self.progressFlag]
        refresh = values[Self.refreshFlag]
        if refresh && json { throw UsageError("--json does not apply to --refresh") }
    }

    /// Imports every path given and prints one line per file and the summary.
    func run(_ context: CommandContext) throws -> ExitCode {
        // Each file's memory is freed and taken again by the next: keep it in the process.
        HeapRetention.keepFreedMemory()
        if refresh { return try runRefresh(context) }
        var options = self.options
        let database = try database.open(context, for: .write)
        let interrupt = CommandInterrupts.flag
        options.isCancelled = { interrupt.isRaised || Interruption.isRaised }
        let entries = ImportPaths.expand(
            paths, streams: StreamReading(isCancelled: { interrupt.isRaised || Interruption.isRaised }), database: self.database.path(context))
        let progress = ProgressLine(enabled: self.progress || (Console.stderrIsTerminal && entries.count > 1), total: entries.count)
        // A file of gigabytes (an Apple Health export) takes minutes: show how far it is, on a terminal even alone.
        options.progress = { report in
            if Console.stderrIsTerminal { progress.enable() }
            progress.show(report)
        }
        let session = ImportSession(importer: Importer(options: options), entries: entries)
        let outcome = try session.run(into: database) { event in
            switch event {
            case .storing(let position, _, let file, let archive):
                // An archive's members can be many: show them on a terminal even for one path.
                if archive != nil, Console.stderrIsTerminal { progress.enable() }
                progress.show(position: position, file: file, archive: archive.map { ($0.members, $0.bytes) })
            case .finished(let result): if !json { Self.report(result) }
            }
        }
        let results = outcome.results
        let interrupted = outcome.interrupted
        progress.finish()
        if let interrupted { Console.err("Interrupted: \(interrupted.rolledBack); \(results.count) finished file(s) kept.") }
        if json {
            Console.out(JSONValue.array(results.map(Self.json)).serialized() + "\n")
        }
        let summary = ImportSummary(results)
        if !json {
            Console.out(summary.line + (options.dryRun ? " (dry run: nothing was written)" : "") + "\n")
        }
        if interrupted != nil { return .interrupted }
        return summary.rejected > 0 ? .failure : .success
    }

    /// Prints one file's outcome: a line on stdout, warnings and errors on stderr.
    private static func report(_ result: FileImportResult) {
        for warning in result.warnings { Console.err("warning: \(result.file): \(warning)") }
        switch result.status {
        case .rejected:
            // A file stored one run per transaction keeps the runs that went in.
            reportRuns(of: result)
            Console.err("Error: \(result.error.map(\.description) ?? result.file)")
        case .skipped:
            Console.line("skipped    \(result.file): \(result.reason ?? "no activity")")
        case .duplicate:
            let of = result.duplicateOf.map { " of run \($0)" } ?? ""
            Console.line("duplicate  \(result.file)\(of)")
        case .imported, .upgraded:
            reportRuns(of: result)
        }
    }

    /// Prints a line per run of `result` on stdout, with its status.
    private static func reportRuns(of result: FileImportResult) {
        let status = result.status == .rejected ? "stored" : result.status.rawValue
        for run in result.runs {
            let id = run.id.map { "run \($0)" } ?? "new run"
            let pace = run.pace.secondsPerKm.map { ReportText.pace($0, unit: .km) } ?? "pace unknown (\(run.pace.status.rawValue))"
            let distance = run.distance.map { String(format: "%.2f km", $0 / 1000) } ?? "distance unknown"
            Console.line("\(status.padding(toLength: 10, withPad: " ", startingAt: 0)) \(result.file): \(id), \(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset)), \(run.sport), \(distance), \(pace)")
        }
    }

    /// The JSON object for one file, as documented in the README.
    static func json(_ result: FileImportResult) -> JSONValue {
        .object([
            ("file", .string(result.file)),
            ("status", .string(result.status.rawValue)),
            ("runs", .array(result.runs.map { run in
                .object([
                    ("id", .integer(run.id)),
                    ("start", .string(LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset))),
                    ("sport", .string(run.sport)),
                    ("distance_m", .number(run.distance)),
                    ("elapsed_s", .number(run.elapsed)),
                    ("moving_s", .number(run.moving)),
                    ("pace_s_per_km", .number(run.pace.secondsPerKm)),
                    ("pace_status", .string(run.pace.status.rawValue)),
                ])
            })),
            ("duplicate_of", .integer(result.duplicateOf)),
            ("warnings", .array(result.warnings.map(JSONValue.string))),
            ("error", .string(result.error?.description)),
            ("reason", .string(result.reason)),
        ])
    }
}
