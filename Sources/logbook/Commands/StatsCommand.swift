import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook stats`: totals and average pace per week, month or year, or without a period
/// flag a summary of this week, last week, the last 4 weeks, this month and this year.
struct StatsCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "stats",
        abstract: "Show distance, time and average pace per week, month or year.",
        discussion: """
            Without --weekly, --monthly or --yearly it prints a summary: this week, last
            week, the last 4 weeks (28 days, today included), this month and this year.
            Runs are placed on the local calendar of their own start. The average pace is
            the total moving time over the total distance of the runs whose stored pace is
            a finite number within the thresholds; the other runs still count in runs,
            distance and time, and the table's footnote says why they were excluded.
            Periods without runs are hidden unless --empty is given. Runs whose file names
            no sport count under the sport inferred from their speed profile; the footnote
            says how many. A period the dates cut (--begin, --end, --in, --last) is marked *
            in the table and "partial": true in JSON: its row counts only the days inside.
            """)

    /// `--weekly | --monthly | --yearly`: at most one; none prints the summary.
    static let periodChoice = Choice<StatsPeriod>(required: false, [
        .flag("weekly", short: "W", help: "One row per week (ISO weeks from Monday, e.g. 2024-W09).", .weekly),
        .flag("monthly", short: "M", help: "One row per calendar month (2024-03).", .monthly),
        .flag("yearly", short: "Y", help: "One row per calendar year (2024).", .yearly),
    ])
    /// `--week-start monday|sunday`.
    static let weekStartOption = Option<WeekStart>(
        "week-start", value: "monday|sunday",
        help: "First day of a week (default $LOGBOOK_WEEK_START, else monday); Sunday weeks are labelled by their first date.",
        completion: .values(["monday", "sunday"]), expected: "monday or sunday"
    ) { WeekStart(rawValue: $0.lowercased()) }
    /// `--empty`.
    static let emptyFlag = Flag("empty", help: "Also show periods without runs.")
    /// `--explain`.
    static let explainFlag = Flag(
        "explain", help: "List each period's counted and left-out runs and work out its average pace (JSON: \"counted\").")
    /// `--chart`.
    static let chartFlag = Flag("chart", help: "Add a bar chart of distance per period (table only).")
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice()

    /// Its arguments.
    static let declarations = periodChoice.declarations + RunFilterOptions.declarations + [ZonesOption.option.declaration]
        + [weekStartOption.declaration, UnitOption.option.declaration, emptyFlag.declaration, chartFlag.declaration,
           byOption.declaration, explainFlag.declaration]
        + formatChoice.declarations + ThresholdOptions.declarations + DatabaseOption.declarations

    /// The CSV columns, also the first JSON keys of each row.
    static let csvHeader = [
        "period", "start_date", "end_date", "runs", "distance_m", "moving_s", "pace_runs", "excluded",
        "avg_pace_s_per_km", "avg_hr", "longest_m",
    ]

    /// The names of the six zone columns `--zones` adds: below zone 1 first, in seconds.
    static let zoneKeys = ["below_z1_s", "z1_s", "z2_s", "z3_s", "z4_s", "z5_s"]

    /// Week, month or year (with the week's first day); weeks for the summary.
    let kind: PeriodKind
    /// The first day of a week (`--week-start`, else `$LOGBOOK_WEEK_START`, else Monday).
    let weekStart: WeekStart
    /// The summary's today, when no period flag was given; nil for one row per period.
    let summaryToday: LocalDate?
    /// Where the zones lie, when `--zones` asks for the time in zones per period.
    let zones: ZoneModel?
    /// Which runs.
    let filter: RunFilter
    /// True when `--sport` was not given (the table then says what other sports it hides).
    let sportDefaulted: Bool
    /// Also periods without runs.
    let includeEmpty: Bool
    /// Add a bar chart.
    let chart: Bool
    /// Totals per piece of gear (`--by gear`).
    let byGear: Bool
    /// List each period's runs (`--explain`).
    let explain: Bool
    /// Output format, table unit, which paces count, and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options.
    init(_ values: ParsedValues) throws(UsageError) {
        let settings = try DateSettings.process()
        weekStart = values[Self.weekStartOption] ?? values.settings.weekStart.value
        let period = values[Self.periodChoice]
        switch period ?? .weekly {
        case .weekly: kind = .week(weekStart)
        case .monthly: kind = .month
        case .yearly: kind = .year
        }
        summaryToday = period == nil ? settings.today() : nil
        if period == nil, let given = Self.periodOnlyOptions.first(where: { values.contains($0) }) {
            throw UsageError(
                "\(given.key) needs --weekly, --monthly or --yearly: without them stats prints "
                    + "the summary of this week, last week, the last 4 weeks, this month and this year")
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
        chart = values[Self.chartFlag]
        if chart && shared.format != .table {
            throw UsageError("--chart works only with --table")
        }
        filter = try RunFilterOptions(values, weekStart: weekStart).filter
        sportDefaulted = RunFilterOptions.sportDefaulted(values)
        includeEmpty = values[Self.emptyFlag]
        zones = values[ZonesOption.option]
        byGear = values[Self.byOption] != nil
        explain = values[Self.explainFlag]
        if explain && byGear { throw UsageError("--explain does not go with --by gear") }
        if explain && shared.format == .csv { throw UsageError("--explain works with --table and --json") }
        if byGear && chart { throw UsageError("--chart does not go with --by gear") }
        if byGear && zones != nil { throw UsageError("--zones does not go with --by gear") }
    }

    /// The options that only one row per period can take.
    static let periodOnlyOptions = RunFilterOptions.dateDeclarations
        + [emptyFlag.declaration, chartFlag.declaration, ZonesOption.option.declaration, byOption.declaration,
           explainFlag.declaration]

    /// Prints one row per period, a total and a footnote (table), or the rows as CSV or JSON.
    func run(_ context: CommandContext) throws -> ExitCode {
        if let summaryToday { return try runSummary(context, today: summaryToday) }
        if byGear { return try runByGear(context) }
        let logbook = try database.open(context, for: .readExisting)
        let found = try PeriodReport(logbook).periods(filter: filter, kind: kind, thresholds: thresholds)
        let report = try StatsReport.assemble(
            found, kind: kind, begin: filter.begin, end: filter.end, includeEmpty: includeEmpty)
        let zoneTimes = try zones.map {
            try PeriodZones.read(from: logbook, filter: filter, periods: report.rows.map(\.period), model: $0)
        }
        func zoneSeconds(_ row: PeriodStats) -> [Double] { zoneTimes?[row.period]?.seconds ?? TimeInZones.zero.seconds }
        let explained = explain
            ? Dictionary(
                try PeriodExplainer(logbook).periods(filter: filter, kind: kind, thresholds: thresholds).map { ($0.period, $0) },
                uniquingKeysWith: { first, _ in first })
            : [:]
        switch format {
        case .json:
            let rows = report.rows.map { row -> JSONValue in
                var fields = PeriodStatsJSON.fields(row, filter: filter)
                if explain {
                    fields += explained[row.period].map(PeriodExplanationText.jsonFields) ?? [("counted", .array([]))]
                }
                guard zoneTimes != nil else { return .object(fields) }
                return .object(fields + [("hr_zones_s", .array(zoneSeconds(row).map { .number($0) }))])
            }
            Console.out(JSONValue.array(rows).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: Self.csvHeader + (zoneTimes == nil ? [] : Self.zoneKeys))
            for row in report.rows {
                writer.append(Self.csvCells(row) + (zoneTimes == nil ? [] : zoneSeconds(row).map(ReportText.plainNumber)))
            }
            Console.out(writer.text)
        case .table:
            let hidden = HiddenSportsNote.line(hidden: try HiddenSportsNote.count(in: logbook, filter: filter, sportDefaulted: sportDefaulted))
            if report.rows.isEmpty {
                Console.err("No runs found.")
                if let hidden { Console.err(hidden) }
                return .success
            }
            let style = context.style
            var text = Self.table(report, unit: unit, bold: style.bold, filter: filter)
            var notes = Self.footnotes(report.total, thresholds: thresholds)
            if report.rows.contains(where: { $0.period.isPartial(begin: filter.begin, end: filter.end) }) {
                notes += (notes.isEmpty ? "\n" : "") + Self.partialNote
            }
            let outside = try PeriodReport(logbook).outOfRangeRunIDs(filter: filter)
            if !outside.isEmpty { notes += (notes.isEmpty ? "\n" : "") + Self.outOfRangeNote(outside) }
            text += notes
            let inferred = try RunListing(logbook).inferredSportCount(matching: filter)
            if inferred > 0 { text += (notes.isEmpty ? "\n" : "") + Self.inferredNote(inferred) }
            if let hidden { text += (notes.isEmpty && inferred == 0 ? "\n" : "") + hidden + "\n" }
            if zoneTimes != nil {
                let table = TableRenderer(
                    columns: [.left("TIME IN ZONES")] + ["<Z1", "Z1", "Z2", "Z3", "Z4", "Z5"].map { TableColumn.right($0) },
                    rows: report.rows.map { row in [row.period.label] + zoneSeconds(row).map { ReportText.duration($0) } })
                text += "\n" + table.render()
            }
            if chart { text += "\n" + Self.chart(report.rows, unit: unit, width: style.width) }
            for row in report.rows {
                if let period = explained[row.period] { text += "\n" + PeriodExplanationText.text(period, unit: unit) }
            }
            Console.out(text)
        }
        return .success
    }

    /// The footnote on the periods marked `*`.
    static let partialNote = "* partial: the dates asked for leave out some days of this period; its row counts only the days inside.\n"

    /// The label of a period in the table: `*` after it when `filter` cuts it.
    static func shownLabel(_ period: Period, filter: RunFilter) -> String {
        period.label + (period.isPartial(begin: filter.begin, end: filter.end) ? "*" : "")
    }

    /// One CSV row in `csvHeader` order.
    static func csvCells(_ row: PeriodStats) -> [String] {
        csvCells(label: row.period.label, start: row.period.start, end: row.period.end, totals: row.totals)
    }

    /// A CSV row in `csvHeader` order of `totals` over the days from `start` up to `end` (exclusive).
    static func csvCells(label: String, start: LocalDate, end: LocalDate, totals: RunTotals) -> [String] {
        let number = ReportText.plainNumber
        return [
            label, start.description, end.description, String(totals.runs),
            number(totals.distance), number(totals.moving), String(totals.paceRuns), String(totals.excluded),
            number(totals.averagePace), number(totals.averageHeartRate), number(totals.longest),
        ]
    }

    /// The table with its total row; a period `filter` cuts is marked `*`.
    static func table(_ report: StatsReport, unit: DistanceUnit, bold: Bool, filter: RunFilter) -> String {
        func cells(_ label: String, _ totals: RunTotals) -> [String] {
            [
                label, String(totals.runs), ReportText.distance(totals.distance, unit: unit), ReportText.duration(totals.moving),
                ReportText.pace(totals.averagePace, unit: unit), ReportText.whole(totals.averageHeartRate),
                ReportText.distance(totals.longest, unit: unit), String(totals.excluded),
            ]
        }
        return TableRenderer(
            columns: [
                .fixedLeft("PERIOD"), .right("RUNS"), .right("DISTANCE"), .right("MOVING"), .right("PACE"), .right("HR"),
                .right("LONGEST"), .right("EXCLUDED"),
            ],
            rows: report.rows.map { cells(shownLabel($0.period, filter: filter), $0.totals) },
            totalRows: [cells("Total", report.total)],
            boldHeading: bold
        ).render()
    }

    /// The footnote: how many runs were excluded from the average pace and why, and how many
    /// non-finite distances or times were left out of the totals. Empty when there is nothing to say.
    static func footnotes(_ total: RunTotals, thresholds: PaceThresholds) -> String {
        var text = RunDoubtText.leftOutNote(
            total.sortedExclusions.compactMap { entry in
                guard case .doubt(let doubt) = entry.reason else { return nil }
                return (doubt, entry.count)
            })
        let paceExclusions = total.sortedExclusions.filter { !$0.reason.leavesRunOut }
        if !paceExclusions.isEmpty {
            let reasons = paceExclusions.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
            text += "\(runs(total.excluded - total.leftOut)) excluded from the average pace: \(reasons)."
            if total.exclusions[.outsideThresholds] != nil {
                text += " Thresholds: at least \(ReportText.plainNumber(thresholds.minDistance)) m, "
                    + "\(ReportText.pace(thresholds.minPace, unit: .km)) to \(ReportText.pace(thresholds.maxPace, unit: .km))."
            }
            text += "\n"
        }
        if total.unusableTotals > 0 {
            text += "\(runs(total.unusableTotals)) with a non-finite or negative distance or moving time: "
                + "left out of the distance and time totals.\n"
        }
        return text.isEmpty ? "" : "\n" + text
    }

    /// The footnote on runs left out of every period: their start lies outside 1900-2100.
    static func outOfRangeNote(_ ids: [Int64]) -> String {
        let shown = ids.prefix(10).map(String.init).joined(separator: ", ") + (ids.count > 10 ? ", ..." : "")
        return "\(runs(ids.count)) left out of every period: the start lies outside 1900-2100, which no run can have "
            + "(run \(shown); 'logbook clean' flags them).\n"
    }

    /// The footnote on runs counted whose sport was inferred (the file names none).
    static func inferredNote(_ count: Int) -> String {
        let subject = count == 1 ? "1 run counted here has its sport" : "\(count) runs counted here have their sport"
        return "\(subject) inferred from the speed profile: the file names none.\n"
    }

    /// A bar per period, as long as its distance relative to the longest, with distance and pace,
    /// fitted to `width` columns.
    static func chart(_ rows: [PeriodStats], unit: DistanceUnit, width: Int) -> String {
        let labels = rows.map(\.period.label)
        let distances = rows.map { ReportText.distance($0.totals.distance, unit: unit) }
        let paces = rows.map { ReportText.pace($0.totals.averagePace, unit: unit) }
        let labelWidth = labels.map(\.count).max() ?? 0
        let distanceWidth = distances.map(\.count).max() ?? 0
        let paceWidth = paces.map(\.count).max() ?? 0
        let barWidth = max(4, width - labelWidth - distanceWidth - paceWidth - 6)
        let maximum = rows.map(\.totals.distance).max() ?? 0
        var text = ""
        for (index, row) in rows.enumerated() {
            let bar = BlockBar.bar(value: row.totals.distance, maximum: maximum, width: barWidth)
            text += pad(labels[index], labelWidth) + "  " + pad(bar, barWidth) + "  "
                + String(repeating: " ", count: distanceWidth - distances[index].count) + distances[index] + "  "
                + String(repeating: " ", count: paceWidth - paces[index].count) + paces[index]
            while text.hasSuffix(" ") { text.removeLast() }
            text += "\n"
        }
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func runs(_ count: Int) -> String {
        count == 1 ? "1 run" : "\(count) runs"
    }
}
