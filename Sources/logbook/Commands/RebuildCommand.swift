import LogbookCore

/// `logbook rebuild [--dry-run] [ID...]`: compute stored runs again with today's rules.
struct RebuildCommand: LogbookCommand {
    /// `--dry-run`.
    static let dryRunFlag = Flag("dry-run", help: "Print what would change, write nothing.")
    /// `<id> ...`.
    static let idsArgument = RunIDArgument.positional(
        help: "The runs to rebuild (default: every run not in quarantine).", repeating: true, required: false)

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
            'logbook import --refresh FILE' re-reads their files.
            """)

    /// Its arguments.
    static let declarations = [dryRunFlag.declaration] + ThresholdOptions.declarations + DatabaseOption.declarations
        + [idsArgument.declaration]

    /// Write nothing.
    let dryRun: Bool
    /// The runs asked for (empty: all).
    let ids: [Int64]
    /// Which paces count.
    let thresholds: PaceThresholds
    /// Where the logbook is.
    let database: DatabaseOption

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        dryRun = values[Self.dryRunFlag]
        ids = values[Self.idsArgument]
        thresholds = try ThresholdOptions(values).thresholds
        database = DatabaseOption(values)
    }

    /// Rebuilds (or plans) every run asked for and prints each change.
    func run(_ context: CommandContext) throws -> ExitCode {
        let rebuilder = RunRebuilder(database: try database.open(context, for: dryRun ? .read : .write), thresholds: thresholds)
        let runIDs = try rebuilder.runIDs(ids)
        var changed = 0
        for id in runIDs {
            let change = dryRun ? try rebuilder.plan(runID: id).change : try rebuilder.rebuild(runID: id)
            guard change.changesSomething else { continue }
            changed += 1
            Console.out(Self.line(change) + "\n")
        }
        let total = runIDs.count == 1 ? "1 run" : "\(runIDs.count) runs"
        if dryRun {
            Console.out("Dry run: \(changed) of \(total) would change; nothing was written. 'logbook rebuild' writes them.\n")
        } else {
            Console.out("Rebuilt \(changed) of \(total); the others were already up to date.\n")
        }
        return .success
    }

    /// `Run 4 (2024-05-02 08:00): distance 3.60 km → 3.72 km, moving 20:00 → 21:10, ...`:
    /// the run's distance, moving time, pace and sport when they change, then any other
    /// change (elapsed time, GPS distance, distance source, splits).
    static func line(_ change: RebuildChange) -> String {
        let before = change.before, after = change.after
        var parts: [String] = []
        func add(_ label: String, _ old: String, _ new: String) {
            if old != new { parts.append("\(label) \(old) → \(new)") }
        }
        add("distance", distance(before.distance), distance(after.distance))
        add("moving", duration(before.moving), duration(after.moving))
        add("pace", pace(before.pace), pace(after.pace))
        add("sport", sport(before), sport(after))
        add("elapsed", duration(before.elapsed), duration(after.elapsed))
        add("GPS distance", distance(before.gpsDistance), distance(after.gpsDistance))
        add("distance from", before.distanceSource?.rawValue ?? "--", after.distanceSource?.rawValue ?? "--")
        add("splits", String(change.splitCounts.before), String(change.splitCounts.after))
        add("heart rate", whole(before.averageHeartRate), whole(after.averageHeartRate))
        add("cadence", whole(before.averageCadence), whole(after.averageCadence))
        add("elevation gain", whole(before.elevationGain), whole(after.elevationGain))
        if parts.isEmpty { parts.append("figures below what is shown (tenths of a metre or second)") }
        let start = LocalDateTime.minute(utc: before.startUTC, offset: before.utcOffset)
        return "Run \(before.id.map(String.init) ?? "?") (\(start)): " + parts.joined(separator: ", ")
    }

    private static func distance(_ metres: Double?) -> String {
        metres.map { ReportText.distance($0, unit: .km) } ?? "--"
    }

    private static func duration(_ seconds: Double?) -> String {
        seconds.map(ReportText.duration) ?? "--"
    }

    private static func whole(_ value: Double?) -> String {
        value.map { ReportText.whole($0) } ?? "--"
    }

    private static func pace(_ pace: Pace) -> String {
        pace.status == .ok ? ReportText.pace(pace.secondsPerKm, unit: .km) : "-- (\(pace.status.rawValue))"
    }

    private static func sport(_ run: Run) -> String {
        run.sportSource == .inferred ? run.sport + " (inferred)" : run.sport
    }
}
