import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook load [--days N | --begin D --end D] [--zones M] [--table | --csv | --json] [--chart]`:
/// one row per day with the day's load (TRIMP) and the runner's fatigue (ATL), fitness (CTL)
/// and form (TSB), then each ISO week's load, monotony and strain (Foster).
struct LoadCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "load",
        abstract: "Show training load per day: TRIMP, fatigue (ATL), fitness (CTL), form (TSB).",
        discussion: """
            Each run's load is Banister's TRIMP from its believed heart rate (readings
            outside 30-230 bpm, steps faster than 30 bpm/s and a strap stuck on one value while
            the pace changes are left out), with the profile values holding on its date
            ('logbook profile'). A day's load is the sum of its runs' on the local calendar;
            ATL and CTL are its 7- and 42-day exponential averages, TSB the morning's form,
            yesterday's CTL - ATL. Runs with too little heart rate have no load and are
            counted in the footnote. Each ISO week shows its load, its monotony (the mean
            daily load over its standard deviation, rest days counting 0) and its strain
            (load times monotony), as Foster defines them.
            """)

    /// `--days <n>`.
    static let daysOption = Option<Int>(
        "days", value: "n", help: "The last N days, today included (default 28; instead of --begin/--end).",
        expected: "a whole number from 1 to 36500"
    ) { text in Int(text).flatMap { (1...36_500).contains($0) ? $0 : nil } }
    /// `--chart`.
    static let chartFlag = Flag("chart", help: "Add a chart of fitness (CTL) per day, with fatigue and form beside it (table only).")
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice()

    /// Its arguments.
    static let declarations = [
        daysOption.declaration,
    ] + RunFilterOptions.dateDeclarations + [
        ZonesOption.option.declaration, chartFlag.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// `--days`, if given.
    let days: Int?
    /// `--begin`, if given.
    let begin: LocalDate?
    /// `--end` (exclusive), if given.
    let end: LocalDate?
    /// Where the zones lie (`--zones`).
    let zones: ZoneModel
    /// `--chart`.
    let chart: Bool
    /// The output format and the logbook.
    let shared: SharedOptions

    /// Reads the options: `--days` or `--begin/--end`, a begin before the end.
    init(_ values: ParsedValues) throws(UsageError) {
        days = values[Self.daysOption]
        if days != nil, RunFilterOptions.givesDates(values) {
            throw UsageError("--days cannot be combined with --begin, --end, --in or --last")
        }
        (begin, end) = try RunFilterOptions.dates(values)
        zones = values[ZonesOption.option] ?? .percentOfMax
        chart = values[Self.chartFlag]
        shared = try SharedOptions(values, formats: Self.formatChoice)
        if chart && shared.format != .table { throw UsageError("--chart works only with --table") }
    }

    /// Prints the days asked for.
    func run(_ context: CommandContext) throws -> ExitCode {
        let today = try DateSettings.process().today()
        let last = end.map { $0.adding(days: -1) } ?? today
        let first = begin ?? last.adding(days: -Int64((days ?? 28) - 1))
        let report = try TrainingLoadReport.load(from: try database.open(context, for: .readExisting), through: last, zones: zones)
        let shown = report.days.filter { $0.date >= first }
        let weeks = WeeklyStrain.weeks(shown)
        func number(_ value: Double) -> String {
            guard value.isFinite, abs(value) < 1e15 else { return "--" }
            let tenths = Int64((value * 10).rounded())
            return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
        }
        switch format {
        case .json:
            let rows = shown.map { day -> JSONValue in
                .object([
                    ("date", .string(day.date.description)), ("load", .number(day.load)), ("atl", .number(day.atl)),
                    ("ctl", .number(day.ctl)), ("tsb", .number(day.tsb)),
                ])
            }
            Console.out(
                JSONValue.object([
                    ("days", .array(rows)),
                    ("weeks", .array(weeks.map { week in
                        .object([
                            ("week_start", .string(week.monday.description)), ("load", .number(week.load)),
                            ("monotony", .number(week.monotony)), ("strain", .number(week.strain)),
                        ])
                    })),
                    ("runs_without_load", .integer(Int64(report.withoutLoad))),
                    ("runs_with_estimated_load", .integer(Int64(report.estimatedLoads))),
                    ("max_hr_estimated", .bool(report.usedEstimate)),
                    ("left_out", RunDoubtText.leftOutJSON(report.leftOut)),
                ]).serialized() + "\n")
        case .csv:
            var csv = CSVWriter(header: ["date", "load", "atl", "ctl", "tsb"])
            for day in shown { csv.append([day.date.description, number(day.load), number(day.atl), number(day.ctl), number(day.tsb)]) }
            Console.out(csv.text)
        case .table:
            let table = TableRenderer(
                columns: [.fixedLeft("DATE"), .right("LOAD"), .right("ATL"), .right("CTL"), .right("TSB")],
                rows: shown.map { [$0.date.description, number($0.load), number($0.atl), number($0.ctl), number($0.tsb)] })
            if shown.isEmpty {
                Console.line("No run with heart rate up to \(last).")
            } else {
                Console.out(table.render())
                let weekly = TableRenderer(
                    columns: [.fixedLeft("WEEK"), .right("LOAD"), .right("MONOTONY"), .right("STRAIN")],
                    rows: weeks.map { [$0.monday.description, number($0.load), $0.monotony.map(number) ?? "--", $0.strain.map(number) ?? "--"] })
                Console.out("\n" + weekly.render())
                if chart { Console.out("\n" + Self.chart(shown, width: context.style.width, number: number)) }
            }
            var notes: [String] = []
            if report.withoutLoad > 0 {
                notes.append(report.withoutLoad == 1
                    ? "1 run has too little heart rate for a load" : "\(report.withoutLoad) runs have too little heart rate for a load")
            }
            if report.estimatedLoads > 0 {
                notes.append(report.estimatedLoads == 1
                    ? "1 run's load is estimated from its pace" : "\(report.estimatedLoads) runs' loads are estimated from their pace")
            }
            if report.usedEstimate { notes.append("max HR estimated from the samples; set it with 'logbook profile set --max-hr N'") }
            if !notes.isEmpty { Console.line(notes.joined(separator: "; ") + ".") }
            let leftOut = RunDoubtText.leftOutNote(report.leftOut)
            if !leftOut.isEmpty { Console.out(leftOut) }
        }
        return .success
    }

    /// A bar per day of its fitness (CTL), scaled to the highest, with CTL, ATL and TSB beside it.
    static func chart(_ days: [DailyFitness], width: Int, number: (Double) -> String) -> String {
        let figures = days.map { day in "CTL \(number(day.ctl))  ATL \(number(day.atl))  TSB \(number(day.tsb))" }
        let figureWidth = figures.map(\.count).max() ?? 0
        let barWidth = max(4, width - 10 - figureWidth - 4)
        let maximum = days.map(\.ctl).filter(\.isFinite).max() ?? 0
        var text = ""
        for (index, day) in days.enumerated() {
            let bar = BlockBar.bar(value: day.ctl, maximum: maximum, width: barWidth)
            var line = day.date.description + "  " + bar + String(repeating: " ", count: max(0, barWidth - bar.count)) + "  " + figures[index]
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
