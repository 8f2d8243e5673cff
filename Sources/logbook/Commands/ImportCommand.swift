import Foundation
import LogbookCore
import LogbookFormats
import LogbookModel
import LogbookSupport

/// `logbook import PATH...`: import GPX, TCX, CSV and FIT files, each whole or not at all.
struct ImportCommand: LogbookCommand, TakesSharedOptions {
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
            and the words of an export stay; trimmed runs are left alone. Each new file's
            bytes are kept in the logbook, compressed, in the same transaction (see 'logbook
            original'); --no-originals does not keep them. It prints a line
            per file given (an archive is one, with its members' totals) and the total;
            on a terminal a progress line shows how far it has come.
            """)

    /// `--tz <zone>`.
    static let zoneOption = Option<TimeZone>(
        "tz", value: "zone", help: "IANA time zone for times without an offset (default: the system zone)."
    ) { name in
        TimeZone(identifier: name).map { .success($0) }
            ?? .failure(.message("Unknown time zone '\(name)'; use an IANA name such as Europe/Paris"))
    }
    /// `--distance-source device|gps`.
    static let distanceSourceOption = Option<DistanceSource>.word(
        "distance-source", value: "device|gps",
        help: "Which distance a run takes when the file states one beside its positions (default: device).",
        expected: "device or gps")
    /// `--moving-source device|gps`.
    static let movingSourceOption = Option<MovingSource>.word(
        "moving-source", value: "device|gps",
        help: "Which moving time a run takes when the file states the device's timer (default: device).",
        expected: "device or gps")
    /// `--dry-run`.
    static let dryRunFlag = Flag("dry-run", help: "Read and check everything, write nothing.")
    /// `--refresh`.
    static let refreshFlag = Flag(
        "refresh", help: "Read files imported before again and update their runs in place (ids and names stay).")
    /// `--no-originals`.
    static let noOriginalsFlag = Flag(
        "no-originals", help: "Do not keep the files' bytes in the logbook ('logbook original' then cannot write them out).")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON array with an object per file."])
    /// `--progress`.
    static let progressFlag = Flag("progress", help: "Show progress on stderr even when it is not a terminal.")
    /// `--verbose`.
    static let verboseFlag = Flag("verbose", help: "Print a line per run and per archive member instead of a line per file.")
    /// `--quiet`.
    static let quietFlag = Flag("quiet", short: "q", help: "Print only errors, on stderr: nothing when every file goes in.")
    /// `<path> ...`.
    static let pathsArgument = Positional<String>(
        "path", help: "A file, a folder (searched recursively, hidden files skipped), or - for standard input.",
        repeating: true, completion: .file)

    /// Its arguments.
    static let declarations = [
        zoneOption.declaration, distanceSourceOption.declaration, movingSourceOption.declaration, dryRunFlag.declaration,
        refreshFlag.declaration, noOriginalsFlag.declaration,
    ]
        + formatChoice.declarations
        + [progressFlag.declaration, verboseFlag.declaration, quietFlag.declaration] + ThresholdOptions.declarations + DatabaseOption.declarations + [pathsArgument.declaration]

    /// Zone, distance and moving sources, thresholds, dry run.
    let options: ImportOptions
    /// The paths given.
    let paths: [String]
    /// Show progress even when stderr is not a terminal.
    let progress: Bool
    /// Read known files again instead of importing new ones.
    let refresh: Bool
    /// `--quiet`, `--verbose` or neither.
    let verbosity: ImportVerbosity
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
        if let source = values[Self.movingSourceOption] { options.movingSource = source }
        options.keepsOriginals = !values[Self.noOriginalsFlag]
        self.options = options
        paths = values[Self.pathsArgument]
        progress = values[Self.progressFlag]
        refresh = values[Self.refreshFlag]
        switch (values[Self.verboseFlag], values[Self.quietFlag]) {
        case (true, true): throw UsageError("--verbose and --quiet cannot be used together")
        case (true, false): verbosity = .verbose
        case (false, true): verbosity = .quiet
        case (false, false): verbosity = .normal
        }
        if refresh && json { throw UsageError("--json does not apply to --refresh") }
        if json && verbosity != .normal { throw UsageError("--json does not apply to --\(verbosity == .quiet ? "quiet" : "verbose")") }
    }

    /// Imports every path given and prints one line per file and the summary.
    func run(_ context: CommandContext) throws -> ExitCode {
        // Each file's memory is freed and taken again by the next: keep it in the process.
        HeapRetention.keepFreedMemory()
        if refresh { return try runRefresh(context) }
        var options = self.options
        let logbook = try database.open(context, for: .write)
        let interrupt = CommandInterrupts.flag
        options.isCancelled = { interrupt.isRaised || Interruption.isRaised }
        if paths.contains("-") && Console.stdinIsTerminal { Console.err(Self.readingStandardInput) }
        let entries = ImportPaths.expand(
            paths, streams: StreamReading(isCancelled: { interrupt.isRaised || Interruption.isRaised }), database: self.database.path(context))
        let sizes = entries.map { entry -> Int64? in
            if case .input(let input) = entry { return input.byteCount }
            return 0
        }
        let progress = ProgressLine(enabled: self.progress || (Console.stderrIsTerminal && verbosity != .quiet), sizes: sizes)
        // Erased whatever happens next: a failure, an interruption or the end.
        defer { progress.finish() }
        options.progress = { report in progress.show(report) }
        var report = ImportReport(verbosity: verbosity, progress: progress)
        let session = ImportSession(importer: Importer(options: options), entries: entries)
        let outcome = try session.run(into: logbook) { event in
            switch event {
            case .storing(let position, _, let file, let archive):
                progress.storing(position: position, file: file, archive: archive)
            case .finished(let result, let position, let archive):
                // `--json` prints its one array at the end and nothing per file, as before.
                if json {
                    progress.finished(position: position, inArchive: archive != nil, runs: result.newRuns)
                } else {
                    report.finished(result, position: position, archive: archive)
                }
            }
        }
        report.flush()
        progress.finish()
        let results = outcome.results
        if let interrupted = outcome.interrupted {
            Console.err("Interrupted: \(interrupted.rolledBack); \(ImportTally.count(results.count, "finished file", "finished files")) kept.")
        } else if interrupt.isRaised {
            // Ctrl-C before any file was under way (while standard input was still awaited).
            Console.err("Interrupted: \(ImportTally.count(results.count, "finished file", "finished files")) kept.")
        }
        if json {
            Console.out(JSONValue.array(results.map(Self.json)).serialized() + "\n")
        }
        let summary = ImportSummary(results)
        if !json && !options.dryRun && verbosity == .verbose, let line = Self.tilesLine(results, logbook: logbook) {
            Console.out(line + "\n")
        }
        if !json && verbosity != .quiet {
            Console.out(summary.line + (options.dryRun ? " (dry run: nothing was written)" : "") + "\n")
        }
        // A new best on a route or segment is said; reading it never fails the import.
        if !json && !options.dryRun && verbosity != .quiet {
            let imported = Set(results.flatMap(\.runs).compactMap(\.id))
            for best in (try? RouteBoard(logbook).newBests(among: imported)) ?? [] { Console.line(RouteOutput.newBestLine(best)) }
        }
        // A pair the new runs took past its limit is due; reading it never fails the import.
        if !options.dryRun && verbosity != .quiet {
            for warning in GearReport.dueWarnings((try? GearBook(logbook).usage()) ?? []) {
                Console.err("Warning: \(warning)")
            }
        }
        if outcome.interrupted != nil || interrupt.isRaised { return .interrupted }
        return summary.rejected > 0 ? .failure : .success
    }

    /// `The new runs added 3 map tiles (zoom 14); 120 visited in all.`, or nil when no run
    /// stored visited a tile (reading them never fails the import).
    static func tilesLine(_ results: [FileImportResult], logbook: Logbook) -> String? {
        let ids = Set(results.flatMap { $0.runs.compactMap(\.id) })
        guard !ids.isEmpty, let summary = try? ExplorerTiles(logbook).summary() else { return nil }
        let added = summary.newByRun.filter { ids.contains($0.runID) }
        guard !added.isEmpty else { return nil }
        let count = added.reduce(0) { $0 + $1.count }
        return "The new runs added \(ImportTally.count(count, "map tile", "map tiles")) (zoom \(summary.zoom)); "
            + "\(summary.count) visited in all."
    }

    /// What `import -` says on stderr before it reads a terminal: that it waits for a file there.
    static let readingStandardInput = "Reading an activity file from standard input; press Ctrl-D to end, Ctrl-C to stop"

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
                    ("recovered_at_byte", .integer(run.recoveredAtByte)),
                ])
            })),
            ("duplicate_of", .integer(result.duplicateOf)),
            ("warnings", .array(result.warnings.map(JSONValue.string))),
            ("error", .string(result.error?.description)),
            ("reason", .string(result.reason)),
        ])
    }
}
