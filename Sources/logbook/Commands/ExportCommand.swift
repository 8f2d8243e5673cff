import Foundation
import LogbookCore
import LogbookModel

/// `logbook export [ID... | --all | --sport/--begin/--end] --format gpx|tcx|csv|samples [--out DIR | -] [--force]`:
/// the runner's runs back out as files other tools read.
struct ExportCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "export",
        abstract: "Write runs out as GPX files or one CSV, for other tools.",
        discussion: """
            GPX keeps every sample with a position, its recording segments, heart rate and
            cadence (Garmin's TrackPointExtension), the name, description and sport. The CSV has
            the columns of 'list --csv' and the description, gear and source files of each run.
            --format samples writes each run's samples as stored, one CSV per run, a row per
            sample: offset_ms, lat, lon (degrees, 7 decimals), ele_m, hr, cadence, distance_m
            (metres, 1 decimal), segment; an empty cell where a sample has no value.
            File names are the local start, the name and the id, in ASCII letters, digits and
            dashes. Nothing is written when a file exists (without --force), a run is in
            quarantine, or a run named by id has no positions for GPX (runs picked by --all or
            a filter without positions are skipped and counted): every file is written, or none.
            """)

    /// `<id> ...`.
    static let idArgument = RunIDArgument.positional(
        help: "The runs to export, as 'logbook list' shows them.", repeating: true, required: false)
    /// `--all`.
    static let allFlag = Flag("all", help: "Export every live run (of every sport).")
    /// `--format <gpx|tcx|csv>`.
    static let formatOption = Option<ExportFormat>.word(
        "format", value: "format",
        help: "gpx: one GPX 1.1 file per run; tcx: one TCX file per run, a lap per segment; csv: one CSV, a row per run; samples: one CSV per run, a row per sample.",
        expected: "gpx, tcx, csv or samples")
    /// `--out <folder|->`.
    static let outOption = Option<String>(
        "out", value: "folder", help: "The folder to write into (created if missing), or - for standard output (default: -).")
    /// `--force`.
    static let forceFlag = Flag("force", help: "Overwrite files that exist.")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print the files written as a JSON array."])

    /// Its arguments.
    static let declarations = [
        idArgument.declaration, allFlag.declaration, formatOption.declaration, outOption.declaration, forceFlag.declaration,
    ] + RunFilterOptions.declarations + formatChoice.declarations + DatabaseOption.declarations

    /// Which runs: ids, or a filter.
    let selection: Either
    /// What to write.
    let exportFormat: ExportFormat
    /// The folder, or `nil` for standard output.
    let folder: String?
    /// `--force`.
    let force: Bool
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// The runs asked for: by id or by filter.
    enum Either: Sendable {
        /// These ids.
        case ids([Int64])
        /// The runs a filter keeps.
        case filter(RunFilter)
    }

    /// Reads the options: a format, and runs given one way.
    init(_ values: ParsedValues) throws(UsageError) {
        guard let format = values[Self.formatOption] else { throw UsageError("say which format: --format gpx, --format tcx, --format csv or --format samples") }
        exportFormat = format
        let ids = values[Self.idArgument]
        let filtered = RunFilterOptions.givesDates(values) || values[RunFilterOptions.sport] != nil
        let all = values[Self.allFlag]
        if [!ids.isEmpty, all, filtered].filter({ $0 }).count != 1 {
            throw UsageError("say which runs one way: IDs, --all, or --sport/--begin/--end")
        }
        selection = !ids.isEmpty ? .ids(ids) : all ? .filter(RunFilter()) : .filter(try RunFilterOptions(values).filter)
        let out = values[Self.outOption]
        folder = out == "-" ? nil : out
        force = values[Self.forceFlag]
        shared = try SharedOptions(values, formats: Self.formatChoice)
        if folder == nil && json { throw UsageError("--json lists the files written: give --out FOLDER") }
    }

    /// Reads the runs, makes every file, then writes them all or none.
    func run(_ context: CommandContext) throws -> ExitCode {
        let exporter = RunExporter(try database.open(context, for: .readExisting))
        let runs: [Run]
        switch selection {
        case .ids(let ids): runs = try exporter.runs(ids: ids)
        case .filter(let filter): runs = try exporter.runs(matching: filter)
        }
        if runs.isEmpty { throw ExportError.nothingToExport }
        let files: [ExportedFile]
        switch exportFormat {
        case .gpx, .tcx:
            let byFilter: Bool
            if case .filter = selection { byFilter = true } else { byFilter = false }
            let made = try exporter.trackFiles(runs, format: exportFormat, skipping: byFilter)
            files = made.files
            if !made.skipped.isEmpty {
                Console.err("Skipped \(ImportTally.count(made.skipped.count, "run", "runs")) without positions (export them with --format csv).")
            }
            if files.isEmpty { throw ExportError.nothingToExport }
        case .csv:
            files = [ExportedFile(name: "runs.csv", runID: nil, text: Self.csv(runs, sources: try exporter.sourceNames(of: runs)))]
        case .samples:
            files = exporter.sampleFiles(runs)
        }
        guard let folder else {
            if files.count > 1 {
                throw UsageError("\(files.count) \(exportFormat.rawValue.uppercased()) files cannot go to standard output: give --out FOLDER")
            }
            var pieces = TextPieces { Console.out(bytes: $0[...]) }
            try files[0].write { try pieces.append($0) }
            try pieces.finish()
            return .success
        }
        let written = try ExportWriter.write(files, into: folder, force: force)
        if json {
            Console.out(JSONValue.array(zip(files, written).map { file, path in
                .object([("id", .integer(file.runID)), ("path", .string(path))])
            }).serialized() + "\n")
        } else {
            Console.line("Exported \(ImportTally.count(exportFormat == .csv ? runs.count : files.count, "run", "runs")) to \(files.count == 1 ? written[0] : TableRenderer.printable(folder)).")
        }
        return .success
    }

    /// The CSV of runs: `list --csv`'s columns, then `description`, `gear` and `sources`
    /// (the files the run came from, separated by ` | `).
    static func csv(_ runs: [Run], sources: [Int64: [String]]) -> String {
        var writer = CSVWriter(header: RunRecord.keys + ["description", "gear", "sources"])
        for run in runs {
            writer.append(
                RunRecord.csvCells(run)
                    + [run.description ?? "", run.gear ?? "", (run.id.flatMap { sources[$0] } ?? []).joined(separator: " | ")])
        }
        return writer.text
    }
}
