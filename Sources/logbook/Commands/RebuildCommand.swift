import LogbookCore

/// `logbook rebuild [--dry-run] [ID...]`: compute stored runs again with today's rules.
struct RebuildCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "rebuild",
        abstract: "Compute stored runs again with today's rules, from their samples.",
        discussion: """
            Each run is computed again from its stored samples and the totals its file
            stated, exactly as an import would today: distance, moving time, splits, pace,
            and the sport when it was inferred. Its id, start, name and sport otherwise stay.
            Every change is printed before and after; each run is one transaction, so an
            interrupted rebuild leaves every run either as it was or rebuilt. Runs stored
            before device totals were kept cannot recover them from their samples:
            'logbook import --refresh FILE' re-reads their files. --from-originals reads
            the files the logbook kept (see 'logbook original') with today's readers, as
            'import --refresh' reads them from disk: a run's id, name and edits stay, its
            numbers, splits and samples are read again; runs whose file was not kept stay.
            """)

    /// `--dry-run`.
    static let dryRunFlag = Flag("dry-run", help: "Print what would change, write nothing.")
    /// `--from-originals`.
    static let fromOriginalsFlag = Flag(
        "from-originals", help: "Read the kept originals of their files again with today's readers instead.")
    /// `<id> ...`.
    static let idsArgument = RunIDArgument.positional(
        help: "The runs to rebuild (default: every run not in quarantine).", repeating: true, required: false)

    /// `--table | --json`.
    static let formatChoice = OutputFormat.choice(
        [.table, .json], help: [.json: "Print the runs that changed, before and after, as one JSON document."])

    /// Its arguments.
    static let declarations = [dryRunFlag.declaration, fromOriginalsFlag.declaration] + ThresholdOptions.declarations
        + formatChoice.declarations + DatabaseOption.declarations + [idsArgument.declaration]

    /// Write nothing.
    let dryRun: Bool
    /// Read the kept originals again rather than the stored samples.
    let fromOriginals: Bool
    /// The runs asked for (empty: all).
    let ids: [Int64]
    /// Which paces count, and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        dryRun = values[Self.dryRunFlag]
        fromOriginals = values[Self.fromOriginalsFlag]
        ids = values[Self.idsArgument]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Rebuilds (or plans) every run asked for and prints each change.
    func run(_ context: CommandContext) throws -> ExitCode {
        if fromOriginals { return try runFromOriginals(context) }
        let rebuilder = RunRebuilder(try database.open(context, for: dryRun ? .read : .write), thresholds: thresholds)
        let runIDs = try rebuilder.runIDs(ids)
        var changed: [RebuildChange] = []
        var lost: [Int64] = []
        for id in runIDs {
            let change = dryRun ? try rebuilder.plan(runID: id).change : try rebuilder.rebuild(runID: id)
            if change.lostSamples {
                lost.append(id)
                if json { continue }
                Console.line(
                    "run \(id) has no samples to rebuild from: its splits or GPS distance say it had some "
                        + "('logbook import --refresh' of its file restores them)")
            }
            guard change.changesSomething else { continue }
            changed.append(change)
            if !json { Console.line(RunChangeText.line(change)) }
        }
        if json {
            let document = json(runs: runIDs.count, changed: changed.map { (nil, $0) }, noSamples: lost)
            Console.out(document.serialized() + "\n")
            return .success
        }
        var total = runIDs.count == 1 ? "1 run" : "\(runIDs.count) runs"
        if !lost.isEmpty { total += " (\(lost.count) with no samples to rebuild from)" }
        if dryRun {
            Console.out("Dry run: \(changed.count) of \(total) would change; nothing was written. 'logbook rebuild' writes them.\n")
        } else {
            Console.out("Rebuilt \(changed.count) of \(total); the others were already up to date.\n")
        }
        return .success
    }
}
