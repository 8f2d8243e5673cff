import Foundation
import LogbookCore

/// `logbook clean`: find bad records (a dry run by default), move them to quarantine,
/// list, restore or purge the quarantine.
enum CleanCommand: LogbookCommand {
    /// Its name, options and help.
    static let spec = CommandSpec(
        name: "clean",
        abstract: "Find bad records and move them to quarantine, or restore them.",
        discussion: """
            Without --apply nothing is changed: one row per finding shows what would be done.
            Rules, most serious first (a run gets at most one of the first five):
              non_finite      a stored pace, distance or time that is infinite, NaN or negative
              zero_distance   a distance of 0 m
              too_short       shorter than --min-distance (default 50 m)
              too_fast        faster than --min-pace (default 2:00 /km)
              too_slow        slower than --max-pace (default 30:00 /km)
              duplicate       the same run stored twice: the copy with samples and heart rate
                              (else the lower id) is kept, the other is flagged
              recording_tail  60 s or more at the end with no heart rate or no movement;
                              never quarantined: 'logbook trim ID --auto' cuts it
            The thresholds are applied again to every stored run, so tightening one finds runs
            that passed at import. They judge only --sport (default running; 'all' for every
            sport); the other rules look at every run.
            --apply moves the flagged runs, their splits and samples out of the logbook into
            quarantine in one transaction: list, show and stats no longer see them, and
            importing the same run again reports it as a duplicate. --restore puts runs back
            exactly as they were; --purge deletes them for good.
            """,
        usage: "[--apply | --quarantined | --restore <id> ... | --restore-all | --purge [<id> ...] [--yes]] [--rules <list>] [--sport <name>] [--table | --json] [<options>]",
        arguments: [("id", "Run ids for --restore (required) or --purge (default: every quarantined run).")],
        options: [
            OptionSpec(long: "apply", short: nil, valueName: nil, help: "Move every flagged run (all rules but recording_tail) to quarantine."),
            OptionSpec(long: "quarantined", short: nil, valueName: nil, help: "List the runs in quarantine."),
            OptionSpec(long: "restore", short: nil, valueName: nil, help: "Put the quarantined runs <id> ... back exactly as they were."),
            OptionSpec(long: "restore-all", short: nil, valueName: nil, help: "Put every quarantined run back."),
            OptionSpec(long: "purge", short: nil, valueName: nil, help: "Delete quarantined runs for good (asks first on a terminal)."),
            OptionSpec(long: "yes", short: "y", valueName: nil, help: "Purge without asking."),
            rulesOption,
            OptionSpec(long: "sport", short: nil, valueName: "name", help: "The sport the thresholds judge, or all (default: running)."),
            OptionSpec(long: "table", short: nil, valueName: nil, help: "Print an aligned table (default)."),
            OptionSpec(long: "json", short: nil, valueName: nil, help: "Print one JSON document."),
        ] + ThresholdOptions.options)

    /// `--rules <list>`.
    static let rulesOption = OptionSpec(long: "rules", short: nil, valueName: "list", help: "Only these rules, comma-separated (default: all).")

    /// The flags that choose what the command does; none means a dry run.
    static let modeFlags = ["apply", "quarantined", "restore", "restore-all", "purge"]

    /// Runs the command: parses the mode, opens the logbook, prints the outcome.
    static func run(_ context: CommandContext) throws -> Int32 {
        let arguments = context.arguments
        let modes = modeFlags.filter { arguments.flag($0) }
        if modes.count > 1 {
            throw UsageError(message: "use only one of --apply, --quarantined, --restore, --restore-all, --purge", command: spec)
        }
        let mode = modes.first ?? "dry-run"
        let json = try OutputFormat.chosen(arguments, allowed: ["table", "json"], command: spec) == .json
        let bold = TerminalStyle.current(environment: context.environment).bold
        let ids = try runIDs(arguments.positionals, mode: mode)
        let scanOptions = ["rules", "sport", "min-distance", "min-pace", "max-pace"].filter { arguments.values[$0] != nil }
        if let option = scanOptions.first, mode != "dry-run" && mode != "apply" {
            throw UsageError(message: "--\(option) applies only to a dry run or --apply", command: spec)
        }
        if arguments.flag("yes") && mode != "purge" {
            throw UsageError(message: "--yes applies only to --purge", command: spec)
        }
        switch mode {
        case "quarantined":
            return list(try Quarantine(database: try context.openLogbook()).list(), json: json, bold: bold)
        case "restore", "restore-all":
            let database = try context.openLogbook()
            let store = Quarantine(database: database)
            let restored = mode == "restore" ? try store.restore(ids: ids) : try store.restoreAll()
            return announceRestored(try RunQueries(database: database).runs(ids: restored), json: json)
        case "purge":
            return try purge(Quarantine(database: try context.openLogbook()), ids: ids, confirmed: arguments.flag("yes"), json: json)
        default:
            let options = try cleanupOptions(arguments)
            let database = try context.openLogbook()
            if mode == "dry-run" {
                let findings = try CleanupSearch(database: database).findings(options: options)
                return report(findings, applied: false, json: json, bold: bold)
            }
            let now = Int64(Date().timeIntervalSince1970)
            let findings = try Quarantine(database: database).apply(options: options, now: now)
            return report(findings, applied: true, json: json, bold: bold)
        }
    }

    /// The run ids given as arguments; only --restore (at least one) and --purge take them.
    private static func runIDs(_ positionals: [String], mode: String) throws -> [Int64] {
        if mode == "restore" && positionals.isEmpty {
            throw UsageError(message: "Missing expected argument '<id> ...' for --restore", command: spec)
        }
        if !positionals.isEmpty && mode != "restore" && mode != "purge" {
            throw UsageError(message: "Unexpected argument '\(positionals[0])'", command: spec)
        }
        return try positionals.map { try ParsedArguments.runID($0, command: spec) }
    }

    /// The rules, thresholds and sport from `--rules`, the threshold options and `--sport`.
    private static func cleanupOptions(_ arguments: ParsedArguments) throws -> CleanupOptions {
        var options = CleanupOptions(thresholds: try ThresholdOptions.thresholds(arguments, command: spec))
        if let list = arguments.value("rules") {
            let parsed = CleanupRule.parseList(list)
            if !parsed.unknown.isEmpty || parsed.rules.isEmpty {
                let names = CleanupRule.allCases.map(\.rawValue).joined(separator: ", ")
                throw ReportOptions.invalid(list, rulesOption, expected: "rules separated by commas: \(names)", command: spec)
            }
            options.rules = parsed.rules
        }
        // The same reading of --sport as list and stats: `all`, a sport word, default running.
        options.thresholdSport = ReportOptions.sport(arguments.value("sport"))
        return options
    }

    // MARK: findings

    /// Prints the findings of a dry run or of `--apply`.
    private static func report(_ findings: [CleanupFinding], applied: Bool, json: Bool, bold: Bool) -> Int32 {
        if json {
            let objects = findings.map { finding -> JSONValue in
                let action = finding.rule.quarantines ? (applied ? "quarantined" : "would_quarantine") : "suggest_trim"
                return .object([
                    ("id", .integer(finding.run.id)),
                    ("start", .string(LocalDateTime.iso8601(utc: finding.run.startUTC, offset: finding.run.utcOffset))),
                    ("rule", .string(finding.rule.rawValue)),
                    ("detail", .string(finding.detail)),
                    ("duplicate_of", .integer(finding.duplicateOf)),
                    ("action", .string(action)),
                ])
            }
            Console.out(JSONValue.array(objects).serialized() + "\n")
            return 0
        }
        let quarantined = Set(findings.filter(\.rule.quarantines).map(\.run.id))
        let tails = findings.filter { !$0.rule.quarantines }
        if findings.isEmpty {
            Console.out("No findings: nothing to clean.\n")
            return 0
        }
        let rows = findings.map { finding in
            [
                String(finding.run.id), LocalDateTime.minute(utc: finding.run.startUTC, offset: finding.run.utcOffset),
                distanceText(finding.run.distance), paceText(finding.run.pace), finding.rule.rawValue, finding.detail,
            ]
        }
        let table = TableRenderer(
            columns: [.right("ID"), .left("START"), .right("DISTANCE"), .right("PACE"), .left("RULE"), .left("DETAIL")],
            rows: rows, boldHeading: bold)
        Console.out(table.render())
        let runs = quarantined.count == 1 ? "1 run" : "\(quarantined.count) runs"
        let trims = tails.count == 1 ? "1 recording tail" : "\(tails.count) recording tails"
        if applied {
            Console.out("Moved \(runs) to quarantine (see 'logbook clean --quarantined'); \(trims) left for 'logbook trim ID --auto'.\n")
        } else {
            Console.out("Dry run: \(runs) would be quarantined and \(trims) could be trimmed; nothing was changed. 'logbook clean --apply' quarantines them.\n")
        }
        return 0
    }

    // MARK: quarantine

    /// Prints the runs in quarantine.
    private static func list(_ runs: [QuarantinedRun], json: Bool, bold: Bool) -> Int32 {
        if json {
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
            Console.out(JSONValue.array(objects).serialized() + "\n")
            return 0
        }
        if runs.isEmpty {
            Console.out("The quarantine is empty.\n")
            return 0
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
                .right("ID"), .left("START"), .right("DISTANCE"), .right("PACE"), .left("RULE"), .left("QUARANTINED"), .left("DETAIL"),
            ],
            rows: rows, boldHeading: bold)
        Console.out(table.render())
        Console.out("\(runs.count == 1 ? "1 run" : "\(runs.count) runs") in quarantine: 'logbook clean --restore ID' puts one back, 'logbook clean --purge' deletes them for good.\n")
        return 0
    }

    /// Prints the restored runs.
    private static func announceRestored(_ runs: [Run], json: Bool) -> Int32 {
        if json {
            Console.out(JSONValue.object([("restored", .array(runs.map { .integer($0.id) }))]).serialized() + "\n")
            return 0
        }
        if runs.isEmpty {
            Console.out("The quarantine is empty; nothing to restore.\n")
            return 0
        }
        for run in runs {
            let id = run.id.map(String.init) ?? "?"
            Console.out("Restored run \(id): \(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset)), \(run.sport), \(distanceText(run.distance.map(StoredNumber.number) ?? .missing))\n")
        }
        return 0
    }

    /// Deletes quarantined runs for good, after asking on a terminal unless `--yes`.
    private static func purge(_ store: Quarantine, ids: [Int64], confirmed: Bool, json: Bool) throws -> Int32 {
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
            return 0
        }
        let what = chosen.count == 1 ? "1 quarantined run" : "\(chosen.count) quarantined runs"
        if !confirmed {
            guard Console.stdinIsTerminal else {
                Console.err("Error: refusing to delete \(what) for good without confirmation: standard input is not a terminal; pass --yes")
                return 1
            }
            FileHandle.standardError.write(Data("Delete \(what) (\(chosen.map(String.init).joined(separator: ", "))) for good? [y/N] ".utf8))
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                Console.err("Nothing was deleted.")
                return 1
            }
        }
        let purged = try store.purge(ids: ids.isEmpty ? nil : ids)
        if json {
            Console.out(JSONValue.object([("purged", .array(purged.map { .integer($0) }))]).serialized() + "\n")
        } else {
            Console.out("Deleted \(purged.count == 1 ? "1 quarantined run" : "\(purged.count) quarantined runs") for good: \(purged.map(String.init).joined(separator: ", ")).\n")
        }
        return 0
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
}
