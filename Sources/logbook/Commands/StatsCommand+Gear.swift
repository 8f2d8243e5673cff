import LogbookCore

extension StatsCommand {
    /// `--by gear`.
    static let byOption = Option<String>(
        "by", value: "gear", help: "Totals per piece of gear (shoes, bike) within each period.",
        completion: .values(["gear"]), expected: "gear"
    ) { $0 == "gear" ? $0 : nil }

    /// `stats --by gear`: the periods of each piece of gear (by name), then of the runs without
    /// gear, each computed exactly as `stats` computes all runs'. A table per piece with its name
    /// above it; CSV and JSON rows start with `gear` (empty, `null`, for the runs without).
    func runByGear(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        var groups: [(name: String?, report: StatsReport)] = []
        let pieces: [(String?, GearMatch)] = try GearBook(logbook).all().map { ($0.name, .id($0.id)) } + [(nil, .none)]
        for (name, match) in pieces {
            var filter = self.filter
            filter.gear = match
            let found = try PeriodReport(logbook).periods(filter: filter, kind: kind, thresholds: thresholds)
            guard !found.isEmpty else { continue }
            groups.append((name, try StatsReport.assemble(found, kind: kind, begin: filter.begin, end: filter.end, includeEmpty: includeEmpty)))
        }
        switch format {
        case .json:
            var rows: [JSONValue] = []
            for (name, report) in groups {
                for row in report.rows {
                    rows.append(.object([("gear", .string(name))] + PeriodStatsJSON.fields(row, filter: filter)))
                }
            }
            Console.out(JSONValue.array(rows).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: ["gear"] + Self.csvHeader)
            for (name, report) in groups {
                for row in report.rows { writer.append([name ?? ""] + Self.csvCells(row)) }
            }
            Console.out(writer.text)
        case .table:
            if groups.isEmpty {
                Console.err("No runs found.")
                return .success
            }
            let bold = context.style.bold
            var text = ""
            for (name, report) in groups {
                if !text.isEmpty { text += "\n" }
                text += TableRenderer.printable(name ?? "No gear") + "\n" + Self.table(report, unit: unit, bold: bold, filter: filter)
            }
            Console.out(text)
        }
        return .success
    }
}
