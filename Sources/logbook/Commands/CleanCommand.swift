import Foundation
import LogbookCore
import LogbookModel
import LogbookSupport

/// `logbook clean`: find bad records (a dry run by default), move them to quarantine,
/// list, restore or purge the quarantine.
struct CleanCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "clean",
        abstract: "Find bad records and move them to quarantine, or restore them.",
        discussion: """
            Without --apply nothing is changed: one row per finding shows what would be done.
            Rules, most serious first (a run gets at most one of the first five):
              non_finite      a stored pace, distance or time that is infinite, NaN or negative
              zero_distance   a distance of 0 m
              too_short       shorter than --min-distance (default 50 m)
              too_fast        faster than the sport's range (running: --min-pace, default 2:00 /km)
              too_slow        slower than the sport's range (running: --max-pace, default 30:00 /km)
              wrong_sport     a run or walk at the pace of a ride
              duplicate       the same run stored twice: the copy with samples and heart rate
                              (else the lower id) is kept, the other is flagged
              distance_mismatch  the file's distance and the GPS distance differ by more
                              than 10 %; never quarantined: 'logbook show ID' prints both
              left_running    2 h or more recorded with under 5 % of it moving, or a pace over
                              the whole time slower than the sport allows; never quarantined
              recording_tail  60 s or more at the end with no heart rate or no movement;
                              never quarantined: 'logbook trim ID --auto' cuts it

            The thresholds are applied again to every stored run, so tightening one finds runs
            that passed at import; walks, rides, swims and rows have their own ranges. They
            judge only --sport (default running; 'all' for every sport); the other rules look
            at every run.

            --apply moves the flagged runs, their splits and samples out of the logbook into
            quarantine in one transaction: list, show and stats no longer see them, and
            importing the same run again reports it as a duplicate. --restore puts runs back
            exactly as they were; --purge deletes them for good.
            """)

    /// `--apply | --quarantined | --restore | --restore-all | --purge`; none is a dry run.
    static let modeChoice = Choice<CleanMode>(required: false, [
        .flag("apply", help: "Move every flagged run (all rules but recording_tail, distance_mismatch and left_running) to quarantine.", .apply),
        .flag("quarantined", help: "List the runs in quarantine.", .quarantined),
        .flag("restore", help: "Put the quarantined runs <id> ... back exactly as they were.", .restore),
        .flag("restore-all", help: "Put every quarantined run back.", .restoreAll),
        .flag("purge", help: "Delete quarantined runs for good (asks first on a terminal).", .purge),
    ])
    /// `--yes`.
    static let yesFlag = Flag("yes", short: "y", help: "Purge without asking.")
    /// `--rules <list>`.
    static let rulesOption = Option<Set<CleanupRule>>(
        "rules", value: "list", help: "Only these rules, comma-separated (default: all).",
        completion: .values(CleanupRule.allCases.map(\.rawValue)),
        expected: "rules separated by commas: " + CleanupRule.allCases.map(\.rawValue).joined(separator: ", ")
    ) { text in
        let parsed = CleanupRule.parseList(text)
        return parsed.unknown.isEmpty && !parsed.rules.isEmpty ? parsed.rules : nil
    }
    /// `--sport <sport>`: here the sport the thresholds judge.
    static let sportOption = RunFilterOptions.sport.withHelp("The sport the thresholds judge, or all (default: running).")
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice([.table, .csv, .json])
    /// `<id> ...`.
    static let idsArgument = RunIDArgument.positional(
        help: "Run ids for --restore (required) or --purge (default: every quarantined run).", repeating: true, required: false)

    /// Its arguments.
    static let declarations = modeChoice.declarations + [yesFlag.declaration, rulesOption.declaration, sportOption.declaration]
        + formatChoice.declarations + ThresholdOptions.declarations + DatabaseOption.declarations + [idsArgument.declaration]

    /// What to do.
    let mode: CleanMode
    /// The rules, thresholds and sport of a scan.
    let scan: CleanupOptions
    /// The run ids given.
    let ids: [Int64]
    /// Purge without asking.
    let confirmed: Bool
    /// `--json`, the thresholds of a scan, and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options: scan options only for a scan, ids only for --restore
    /// (at least one) and --purge, --yes only for --purge.
    init(_ values: ParsedValues) throws(UsageError) {
        mode = values[Self.modeChoice] ?? .dryRun
        shared = try SharedOptions(values, formats: Self.formatChoice)
        ids = values[Self.idsArgument]
        if mode == .restore && ids.isEmpty {
            throw UsageError("Missing expected argument '<id> ...' for --restore")
        }
        if let first = ids.first, mode != .restore && mode != .purge {
            throw UsageError("Unexpected argument '\(first)'")
        }
        let scanOptions = [Self.rulesOption.declaration, Self.sportOption.declaration] + ThresholdOptions.declarations
        if let given = scanOptions.first(where: values.contains), mode != .dryRun && mode != .apply {
            throw UsageError("\(given.key) applies only to a dry run or --apply")
        }
        confirmed = values[Self.yesFlag]
        if confirmed && mode != .purge {
            throw UsageError("--yes applies only to --purge")
        }
        var scan = CleanupOptions(thresholds: shared.thresholdOptions.thresholds)
        if let rules = values[Self.rulesOption] { scan.rules = rules }
        // The same reading of --sport as list and stats: `all`, a sport word, default running.
        scan.thresholdSport = RunFilterOptions.sport(values[Self.sportOption])
        self.scan = scan
    }

    /// Scans, quarantines, lists, restores or purges, and prints the outcome.
    func run(_ context: CommandContext) throws -> ExitCode {
        let bold = context.style.bold
        switch mode {
        case .quarantined:
            return Self.list(try Quarantine(try database.open(context, for: .readExisting)).list(), format: format, bold: bold)
        case .restore, .restoreAll:
            let logbook = try database.open(context, for: .write)
            let store = Quarantine(logbook)
            let restored = mode == .restore ? try store.restore(ids: ids) : try store.restoreAll()
            return Self.announceRestored(try RunListing(logbook).runs(ids: restored), json: json)
        case .purge:
            return try Self.purge(Quarantine(try database.open(context, for: .write)), ids: ids, confirmed: confirmed, json: json)
        case .dryRun:
            let findings = try CleanupSearch(try database.open(context, for: .readExisting)).findings(options: scan)
            return Self.report(findings, applied: false, format: format, bold: bold)
        case .apply:
            let now = Int64(Date().timeIntervalSince1970)
            let findings = try Quarantine(try database.open(context, for: .write)).apply(options: scan, now: now)
            return Self.report(findings, applied: true, format: format, bold: bold)
        }
    }

    // MARK: findings

    /// Prints the findings of a dry run or of `--apply`.
    private static func report(_ findings: [CleanupFinding], applied: Bool, format: OutputFormat, bold: Bool) -> ExitCode {
        func action(_ finding: CleanupFinding) -> String {
            finding.rule.quarantines
                ? (applied ? "quarantined" : "would_quarantine")
                : finding.rule == .distanceMismatch || finding.rule == .leftRunning ? "review" : "suggest_trim"
        }
        if format != .table {
            let objects = findings.map { finding -> JSONValue in
                .object([
                    ("id", .integer(finding.run.id)),
                    ("start", .string(LocalDateTime.iso8601(utc: finding.run.startUTC, offset: finding.run.utcOffset))),
                    ("rule", .string(finding.rule.rawValue)),
                    ("detail", .string(finding.detail)),
                    ("duplicate_of", .integer(finding.duplicateOf)),
                    ("action", .string(action(finding))),
                ])
            }
            // CSV: the JSON's fields, a row per finding.
            Console.out(
                format == .json
                    ? JSONValue.array(objects).serialized() + "\n"
                    : JSONTable.csv(objects, keys: ["id", "start", "rule", "detail", "duplicate_of", "action"]))
            return .success
        }
        let quarantined = Set(findings.filter(\.rule.quarantines).map(\.run.id))
        let tails = findings.filter { $0.rule == .recordingTail }
        let mismatches = findings.filter { $0.rule == .distanceMismatch }.count
        if findings.isEmpty {
            Console.out("No findings: nothing to clean.\n")
            return .success
        }
        let rows = findings.map { finding in
            [
                String(finding.run.id), LocalDateTime.minute(utc: finding.run.startUTC, offset: finding.run.utcOffset),
                distanceText(finding.run.distance), paceText(finding.run.pace), finding.rule.rawValue, detailText(finding),
            ]
        }
        let table = TableRenderer(
            columns: [.right("ID"), .fixedLeft("START"), .right("DISTANCE"), .right("PACE"), .left("RULE"), .left("DETAIL")],
            rows: rows, boldHeading: bold)
        Console.out(table.render())
        let runs = quarantined.count == 1 ? "1 run" : "\(quarantined.count) runs"
        let trims = tails.count == 1 ? "1 recording tail" : "\(tails.count) recording tails"
        if applied {
            Console.out("Moved \(runs) to quarantine (see 'logbook clean --quarantined'); \(trims) left for 'logbook trim ID --auto'.\n")
        } else {
            Console.out("Dry run: \(runs) would be quarantined and \(trims) could be trimmed; nothing was changed. 'logbook clean --apply' quarantines them.\n")
        }
        if mismatches > 0 {
            let noun = mismatches == 1 ? "1 run has" : "\(mismatches) runs have"
            Console.out("\(noun) a file distance and a GPS distance more than 10 % apart: 'logbook show ID' prints both.\n")
        }
        return .success
    }

    // MARK: quarantine

    /// Prints the runs in quarantine.
    private static func list(_ runs: [QuarantinedRun], format: OutputFormat, bold: Bool) -> ExitCode {
        if format != .table {
            let objects = runs.map { run -> JSONValue in
                .object([
                    ("id", .integer(run.id)),
                    ("start", .string(LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset))),
                    ("sport", .string(run.sport)),
                    ("name", .string(run.name)),
                    ("distance_m", .number(run.distance.usable)),
                    ("pace_s_per_km", .number(run.pace.usable)),
                    ("rule", .string(run.rules.joined(separator: ","))),
                    ("detail", .string(run.detail)),
                    ("duplicate_of", .integer(run.duplicateOf)),
                    ("quarantined_at", .string(LocalDateTime.iso8601(utc: run.quarantinedAt, offset: 0))),
                ])
            }
            // CSV: the JSON's fields, a row per quarantined run.
            let keys = [
                "id", "start", "sport", "name", "distance_m", "pace_s_per_km", "rule", "detail", "duplicate_of", "quarantined_at",
            ]
            Console.out(format == .json ? JSONValue.array(objects).serialized() + "\n" : JSONTable.csv(objects, keys: keys))
            return .success
        }
        if runs.isEmpty {
            Console.out("The quarantine is empty.\n")
            return .success
        }
        let rows = runs.map { run in
            [
                String(run.id), LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset), distanceText(run.distance),
                paceText(run.pace), run.rules.joined(separator: ","), LocalDateTime.date(utc: run.quarantinedAt, offset: 0),
                run.detail,
            ]
        }
        let table = TableRenderer(
            columns: [
                .right("ID"), .fixedLeft("START"), .right("DISTANCE"), .right("PACE"), .left("RULE"), .left("QUARANTINED"), .left("DETAIL"),
            ],
            rows: rows, boldHeading: bold)
        Console.out(table.render())
        Console.out("\(runs.count == 1 ? "1 run" : "\(runs.count) runs") in quarantine: 'logbook clean --restore ID' puts one back, 'logbook clean --purge' deletes them for good.\n")
        return .success
    }

    /// Prints the restored runs.
    private static func announceRestored(_ runs: [Run], json: Bool) -> ExitCode {
        if json {
            Console.out(JSONValue.object([("restored", .array(runs.map { .integer($0.id) }))]).serialized() + "\n")
            return .success
        }
        if runs.isEmpty {
            Console.out("The quarantine is empty; nothing to restore.\n")
            return .success
        }
        for run in runs {
            let id = run.id.map(String.init) ?? "?"
            Console.line("Restored run \(id): \(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset)), \(run.sport), \(distanceText(run.distance.map(StoredNumber.number) ?? .missing))")
        }
        return .success
    }

    /// Deletes quarantined runs for good, after asking on a terminal unless `--yes`.
    private static func purge(_ store: Quarantine, ids: [Int64], confirmed: Bool, json: Bool) throws -> ExitCode {
        let known = try store.list().map(\.id)
        let missing = ids.filter { !known.contains($0) }
        if !missing.isEmpty { throw CleanupError.notInQuarantine(ids: missing) }
        let chosen = ids.isEmpty ? known : ids
        if chosen.isEmpty {
            if json {
                Console.out(JSONValue.object([("purged", .array([]))]).serialized() + "\n")
            } else {
                Console.out("The quarantine is empty; nothing to purge.\n")
            }
            return .success
        }
        let what = chosen.count == 1 ? "1 quarantined run" : "\(chosen.count) quarantined runs"
        if !confirmed {
            guard Console.stdinIsTerminal else {
                throw CommandFailure("refusing to delete \(what) for good without confirmation: standard input is not a terminal; pass --yes")
            }
            FileHandle.standardError.write(Data("Delete \(what) (\(chosen.map(String.init).joined(separator: ", "))) for good? [y/N] ".utf8))
            let answer = Console.readLineUnlessInterrupted()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            if Interruption.isRaised {
                Console.err("Interrupted: nothing was deleted.")
                return .interrupted
            }
            guard answer == "y" || answer == "yes" else {
                Console.err("Nothing was deleted.")
                return .failure
            }
        }
        let purged = try store.purge(ids: ids.isEmpty ? nil : ids)
        if json {
            Console.out(JSONValue.object([("purged", .array(purged.map { .integer($0) }))]).serialized() + "\n")
        } else {
            Console.out("Deleted \(purged.count == 1 ? "1 quarantined run" : "\(purged.count) quarantined runs") for good: \(purged.map(String.init).joined(separator: ", ")).\n")
        }
        return .success
    }

    // MARK: formatting

    /// `8.00 km`; `--` when unknown; `invalid` when infinite, NaN or negative.
    static func distanceText(_ value: StoredNumber) -> String {
        if case .missing = value { return ReportText.unknown }
        guard let metres = value.usable else { return "invalid" }
        return ReportText.distance(metres, unit: .km)
    }

    /// `5:33 /km`; `--` when unknown; `invalid` when infinite, NaN or negative.
    static func paceText(_ value: StoredNumber) -> String {
        if case .missing = value { return ReportText.unknown }
        guard let seconds = value.usable else { return "invalid" }
        return ReportText.pace(seconds, unit: .km)
    }

    /// A finding's detail as the table shows it: a doubt's code with its words
    /// (`impossible_pace (faster than the world record for its distance)`), others as found.
    static func detailText(_ finding: CleanupFinding) -> String {
        guard finding.rule == .impossible, let doubt = finding.run.doubt else { return finding.detail }
        return RunDoubtText.named(doubt)
    }
}
