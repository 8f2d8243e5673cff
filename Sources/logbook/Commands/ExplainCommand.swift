import LogbookAnalysis
import LogbookModel
import LogbookCore

/// `logbook explain ID [FIELD]`: why each stored value of a run is what it is, where it came
/// from and what decided it; `logbook explain week 2026-W48` / `month 2026-11`: which runs a
/// period's stats count and leave out, and its arithmetic.
struct ExplainCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "explain",
        abstract: "Say why a run's numbers are what they are, or which runs a week's or month's stats count.",
        discussion: """
            'explain ID' shows each stored value of the run (distance, moving time, pace,
            sport, local time, whether it is believable, cadence, splits, best efforts, heart
            rate, TRIMP, gear, which copy was kept): its value, where it came from, the
            rule that decided it as it was kept when the run was stored, and what that rule set
            aside. When today's rules would decide otherwise it says so ('logbook rebuild'
            would change it). Then the run's flags (left out of reports, quarantined, trimmed,
            edited by you) and every file it came from, and which copy's numbers it holds.
            'explain ID FIELD' shows one value (\(RunExplainer.fieldNames.joined(separator: ", "))).
            'explain week 2026-W48' and 'explain month 2026-11' list the
            runs that period's stats count, those left out and why, and the arithmetic of its
            average pace (total moving time over total distance).
            """)

    /// `<what> ...`: `ID [FIELD]`, `week LABEL` or `month LABEL`.
    static let whatArgument = Positional<String>(
        "what", help: "A run id and optionally a field, or 'week 2026-W48', or 'month 2026-11'.", repeating: true)
    /// `--table | --json`.
    static let formatChoice = OutputFormat.choice(
        [.table, .json], help: [.json: "Print the explanation as one JSON document."])

    /// Its arguments.
    static let declarations = [
        whatArgument.declaration, RunFilterOptions.sport.declaration, UnitOption.option.declaration,
        StatsCommand.weekStartOption.declaration,
    ]
        + formatChoice.declarations + ThresholdOptions.declarations + DatabaseOption.declarations

    /// What to explain.
    enum Subject: Sendable, Equatable {
        /// Run `id`, every value or only `field`.
        case run(id: Int64, field: String?)
        /// A week (`2026-W48`, or a date in it) or a month (`2026-11`).
        case period(Period)
    }

    /// What to explain.
    let subject: Subject
    /// The sport of a period's runs (`nil`: every sport), as `stats` takes it.
    let sport: String?
    /// The format, the unit, the thresholds and the logbook.
    let shared: SharedOptions

    /// Reads the arguments.
    init(_ values: ParsedValues) throws(UsageError) {
        shared = try SharedOptions(values, formats: Self.formatChoice)
        sport = RunFilterOptions.sport(givenOrConfiguredIn: values)
        let words = values[Self.whatArgument]
        guard let first = words.first else {
            throw UsageError("explain needs a run id ('logbook explain 12'), or 'week 2026-W48', or 'month 2026-11'")
        }
        if let id = Int64(first), id > 0 {
            guard words.count <= 2 else { throw UsageError("Unexpected argument '\(words[2])'") }
            let field = words.count == 2 ? words[1] : nil
            if let field, !RunExplainer.fieldNames.contains(field) {
                throw UsageError("no field '\(field)': explain knows \(RunExplainer.fieldNames.joined(separator: ", "))")
            }
            subject = .run(id: id, field: field)
            return
        }
        let weekStart = values[StatsCommand.weekStartOption] ?? values.settings.weekStart.value
        switch (first, words.count) {
        case ("week", 2), ("month", 2):
            let kind: PeriodKind = first == "week" ? .week(weekStart) : .month
            guard case .success(let expression) = DateExpression.parse(words[1]),
                let day = Self.firstDay(of: expression, week: first == "week")
            else {
                throw UsageError("'\(words[1])' is not a \(first), e.g. \(first == "week" ? "2026-W48" : "2026-11")")
            }
            subject = .period(Period.containing(day, kind: kind))
        case ("week", _), ("month", _):
            throw UsageError("explain \(first) needs one period, e.g. 'logbook explain \(first) \(first == "week" ? "2026-W48" : "2026-11")'")
        default:
            throw UsageError("'\(first)' is not a run id, 'week' or 'month'")
        }
    }

    /// Prints the explanation.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        switch subject {
        case .run(let id, let field):
            let explained = try RunExplainer(logbook).explain(id: id, field: field)
            let words = ExplanationText(run: explained.run, bestCopy: explained.bestCopy, unit: unit)
            if json {
                Console.out(Self.json(explained, words: words).serialized() + "\n")
            } else {
                Console.out(Self.text(explained, words: words, onlyField: field != nil))
            }
        case .period(let period):
            let explained = try PeriodExplainer(logbook).period(period, sport: sport, thresholds: thresholds)
            if json {
                let fields = explained.map { PeriodStatsJSON.fields(label: period.label, start: period.start, end: period.end, totals: $0.totals) + PeriodExplanationText.jsonFields($0) }
                Console.out(JSONValue.object(fields ?? [("period", .string(period.label)), ("runs", .integer(0))]).serialized() + "\n")
            } else {
                Console.out(explained.map { PeriodExplanationText.text($0, unit: unit) } ?? "\(period.label): no runs\n")
            }
        }
        return .success
    }

    /// The first day of the period `expression` names: a month's first day, a week's date
    /// (an ISO week's Monday, or any date of a week); `nil` for what names no such period.
    static func firstDay(of expression: DateExpression, week: Bool) -> LocalDate? {
        switch (expression, week) {
        case (.isoWeek(let isoWeek), true): return isoWeek.monday
        case (.date(let date), true): return date
        case (.month(let year, let month), false): return LocalDate(year: year, month: month, day: 1)
        default: return nil
        }
    }

    /// The run's explanation as lines: its values, then (for the whole run) its flags and sources.
    static func text(_ explained: RunExplanation, words: ExplanationText, onlyField: Bool) -> String {
        var text = explained.fields.map { words.line($0) + "\n" }.joined()
        guard !onlyField else { return text }
        let run = explained.run
        text = "run \(run.id.map(String.init) ?? "?")\n" + text
        for flag in flags(explained) { text += "flag: \(flag)\n" }
        for source in explained.sources { text += sourceLine(source, role: sourceRole(source, in: explained)) }
        return text
    }

    /// What a file did for the run, and whether its numbers stand.
    private static func sourceRole(_ source: RunSource, in explained: RunExplanation) -> String {
        let best = explained.bestCopy == source
        switch source.status {
        case .first: return best ? "the first file, and no richer copy came: the run's numbers are its" : "the first file"
        case .upgradedBy:
            return best
                ? "a richer copy (more positions, samples and sensors): the run's numbers and samples are its"
                : "a richer copy, itself replaced by a later one"
        case .duplicateOf: return "a copy that was not richer: only its words were merged"
        }
    }

    /// `source: fit  run.fit  the first file ...`.
    private static func sourceLine(_ source: RunSource, role: String) -> String {
        "source: \(source.format)  \(TableRenderer.printable(source.path))  \(role)\n"
    }

    /// The run's flags in a runner's words.
    static func flags(_ explained: RunExplanation) -> [String] {
        let run = explained.run
        var flags: [String] = []
        if let doubt = run.leftOutAs { flags.append("left out of every report: \(RunDoubtText.phrase(doubt)) (\(doubt.rawValue))") }
        if let rule = explained.quarantinedBy {
            flags.append("quarantined by 'logbook clean' (rule \(rule)); 'logbook clean --restore \(run.id ?? 0)' brings it back")
        }
        if explained.trimmed { flags.append("trimmed; 'logbook trim \(run.id ?? 0) --undo' gives back the recording") }
        if !run.editedFields.isEmpty {
            flags.append("edited by you: " + run.editedFields.map(\.rawValue).sorted().joined(separator: ", "))
        }
        return flags
    }

    /// The run's explanation as JSON (see docs/json.md).
    static func json(_ explained: RunExplanation, words: ExplanationText) -> JSONValue {
        let run = explained.run
        return .object([
            ("id", .integer(run.id)),
            ("fields", .array(explained.fields.map { field(json: $0, words: words) })),
            ("left_out", .string(run.leftOutAs?.rawValue)),
            ("believed", .bool(run.believed)),
            ("quarantined_by", .string(explained.quarantinedBy)),
            ("trimmed", .bool(explained.trimmed)),
            ("edited", .array(run.editedFields.map(\.rawValue).sorted().map { .string($0) })),
            ("sources", .array(explained.sources.map { source in
                .object([
                    ("file", .string(source.path)), ("format", .string(source.format)), ("status", .string(source.status.rawValue)),
                    ("best", .bool(explained.bestCopy == source)),
                ])
            })),
        ])
    }

    /// One field's JSON: `{"name": "distance_m", "value": 10020, "source": "device", "rule": ..., ...}`.
    static func field(json explanation: Explanation, words: ExplanationText) -> JSONValue {
        .object([
            ("name", .string(explanation.name)), ("value", value(json: explanation.value)), ("source", .string(explanation.source)),
            ("rule", .string(explanation.rule)),
            ("read", .object(explanation.read.map { ($0.name, value(json: $0.value)) })),
            ("alternatives", .array(explanation.alternatives.map(alternative(json:)))),
            ("rebuild_would", explanation.rebuildWould.map(alternative(json:)) ?? .null),
            ("text", .string(words.line(explanation))),
        ])
    }

    /// `{"source": "gps", "value": 10210, "rule": "device_total"}`.
    static func alternative(json alternative: ExplainedAlternative) -> JSONValue {
        .object([("source", .string(alternative.source)), ("value", value(json: alternative.value)), ("rule", .string(alternative.rule))])
    }

    /// A number or a word, `null` when unknown.
    static func value(json value: ExplainedValue) -> JSONValue {
        switch value {
        case .number(let number): return .number(number)
        case .word(let word): return .string(word)
        }
    }
}
