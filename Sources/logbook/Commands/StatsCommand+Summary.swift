import LogbookCore
import LogbookModel

extension StatsCommand {
    /// `stats` without a period flag: a row each for this week, last week, the last 4 weeks,
    /// this month and this year, on `today`. The table shows each row's first and last day;
    /// CSV and JSON carry the columns of `stats --weekly`, the end date exclusive as there,
    /// with the period as a key (`this_week`); JSON puts the rows under `summary`.
    func runSummary(_ context: CommandContext, today: LocalDate) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let rows = try StatsSummary(logbook).rows(today: today, weekStart: weekStart, filter: filter, thresholds: thresholds)
        switch format {
        case .json:
            let objects = rows.map { row in
                JSONValue.object(PeriodStatsJSON.fields(label: Self.summaryKey(row.period), start: row.days.begin, end: row.days.end, totals: row.totals))
            }
            Console.out(JSONValue.object([("summary", .array(objects))]).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: Self.csvHeader)
            for row in rows {
                writer.append(Self.csvCells(label: Self.summaryKey(row.period), start: row.days.begin, end: row.days.end, totals: row.totals))
            }
            Console.out(writer.text)
        case .table:
            var text = Self.summaryTable(rows, unit: unit, bold: context.style.bold)
            var notes = rows.contains(where: { $0.totals.excluded > 0 }) ? Self.summaryExcludedNote : ""
            // Other sports are counted over every day a row covers.
            var covered = filter
            covered.begin = rows.map(\.days.begin).min()
            covered.end = rows.map(\.days.end).max()
            let hidden = try HiddenSportsNote.count(in: logbook, filter: covered, sportDefaulted: sportDefaulted)
            if let line = HiddenSportsNote.line(hidden: hidden) { notes += line + "\n" }
            if !notes.isEmpty { text += "\n" + notes }
            Console.out(text)
        }
        return .success
    }

    /// The footnote on the summary's EXCLUDED column.
    static let summaryExcludedNote = "EXCLUDED: runs left out of the average pace (they still count in runs, distance and "
        + "time) or, when they cannot be true, of every sum. 'logbook stats --weekly' (or --monthly, --yearly) says why.\n"

    /// The summary table: a row per period with its first and last day.
    static func summaryTable(_ rows: [SummaryRow], unit: DistanceUnit, bold: Bool) -> String {
        TableRenderer(
            columns: [
                .fixedLeft("PERIOD"), .fixedLeft("FROM"), .fixedLeft("TO"), .right("RUNS"), .right("DISTANCE"), .right("MOVING"),
                .right("PACE"), .right("EXCLUDED"),
            ],
            rows: rows.map { row in
                [
                    summaryLabel(row.period), row.days.begin.description, row.days.lastDay.description, String(row.totals.runs),
                    ReportText.distance(row.totals.distance, unit: unit), ReportText.duration(row.totals.moving),
                    ReportText.pace(row.totals.averagePace, unit: unit), String(row.totals.excluded),
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// The row's name in the table: `This week`.
    static func summaryLabel(_ period: SummaryPeriod) -> String {
        switch period {
        case .thisWeek: return "This week"
        case .lastWeek: return "Last week"
        case .lastFourWeeks: return "Last 4 weeks"
        case .thisMonth: return "This month"
        case .thisYear: return "This year"
        }
    }

    /// The row's key in CSV and JSON: `this_week`.
    static func summaryKey(_ period: SummaryPeriod) -> String {
        switch period {
        case .thisWeek: return "this_week"
        case .lastWeek: return "last_week"
        case .lastFourWeeks: return "last_4_weeks"
        case .thisMonth: return "this_month"
        case .thisYear: return "this_year"
        }
    }
}
