import LogbookAnalysis
import LogbookCore
import LogbookModel

/// How `records` and `show` write best efforts: table, CSV and JSON.
enum RecordsOutput {
    /// The CSV columns of `records`.
    static let csvHeader = ["distance", "distance_m", "rank", "time_s", "pace_s_per_km", "run_id", "start", "starts_at_m"]

    /// Prints the records of `report` as `format`; `paces` is the pace range the efforts
    /// were judged by, which the footnote names when it left paces out.
    static func printRecords(
        _ report: RecordsReport, top: Int, paces: PaceThresholds, format: OutputFormat, unit: DistanceUnit, bold: Bool
    ) {
        switch format {
        case .json:
            Console.out(json(report, top: top).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: csvHeader)
            for row in report.rows {
                for (rank, entry) in row.entries.enumerated() { writer.append(csvCells(row.distance, rank: rank + 1, entry)) }
            }
            Console.out(writer.text)
        case .table:
            var rows: [[String]] = []
            for row in report.rows {
                if row.entries.isEmpty {
                    // No rank to give: the # cell stays empty, every other one is unknown.
                    rows.append([row.distance.label] + (top > 1 ? [""] : []) + Array(repeating: ReportText.unknown, count: 5))
                }
                for (rank, entry) in row.entries.enumerated() {
                    let cells = tableCells(entry, unit: unit)
                    rows.append([rank == 0 ? row.distance.label : ""] + (top > 1 ? [String(rank + 1)] : []) + cells)
                }
            }
            let columns: [TableColumn] = [.left("DISTANCE")] + (top > 1 ? [.right("#")] : [])
                + [.right("TIME"), .right("PACE"), .fixedLeft("DATE"), .right("RUN"), .left("WHERE")]
            let text = TableRenderer(columns: columns, rows: rows, boldHeading: bold).render()
            let leftOut = RunDoubtText.leftOutNote(report.leftOut)
            Console.out(text + footnote(report.rows, paces: paces) + (leftOut.isEmpty ? "" : "\n" + leftOut))
        }
    }

    /// The records of `report` as `records --json` writes them (also a report's `records`).
    static func json(_ report: RecordsReport, top: Int) -> JSONValue {
        .array(report.rows.map { row -> JSONValue in
            var fields = entryFields(row.distance, row.entries.first)
            fields.append(("excluded", excludedObject(row.excluded)))
            if top > 1 {
                fields.append(("top", .array(row.entries.enumerated().map { rank, entry in
                    .object([("rank", .integer(Int64(rank + 1)))] + entryFields(row.distance, entry).dropFirst(2))
                })))
            }
            return .object(fields)
        })
    }

    /// Prints the progression of one distance as `format` (`paces` as for `printRecords`).
    static func printProgression(_ row: RecordsReport.Row, paces: PaceThresholds, format: OutputFormat, unit: DistanceUnit, bold: Bool) {
        let gains = zip([nil] + row.entries.map(\.effort.time), row.entries).map { before, entry in
            before.map { $0 - entry.effort.time }
        }
        switch format {
        case .json:
            let objects = zip(row.entries, gains).map { entry, gain -> JSONValue in
                .object(entryFields(row.distance, entry) + [("improvement_s", .number(gain))])
            }
            Console.out(JSONValue.array(objects).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: csvHeader.filter { $0 != "rank" } + ["improvement_s"])
            for (entry, gain) in zip(row.entries, gains) {
                var cells = csvCells(row.distance, rank: 0, entry)
                cells.remove(at: 2)
                writer.append(cells + [ReportText.plainNumber(gain)])
            }
            Console.out(writer.text)
        case .table:
            let rows = zip(row.entries, gains).map { entry, gain in
                [LocalDateTime.date(utc: entry.startUTC, offset: entry.utcOffset)] + Array(tableCells(entry, unit: unit).prefix(2))
                    + [gain.map { "-" + ReportText.fixed($0, decimals: 1) + " s" } ?? "first", String(entry.runID),
                       place(entry.effort.startsAt, unit: unit)]
            }
            let text = TableRenderer(
                columns: [.fixedLeft("DATE"), .right("TIME"), .right("PACE"), .right("BETTER BY"), .right("RUN"), .left("WHERE")],
                rows: rows, boldHeading: bold
            ).render()
            Console.out("Progression of the \(row.distance.label) record\n\n" + text + footnote([row], paces: paces))
        }
    }

    /// The best efforts of one run, for `show` (nothing when it has none).
    static func showTable(_ efforts: [BestEffort], unit: DistanceUnit, bold: Bool) -> String {
        guard !efforts.isEmpty else { return "" }
        let rows = efforts.map { effort in
            [
                RecordDistance.standard(metres: effort.distance)?.label ?? ReportText.plainNumber(effort.distance) + "m",
                time(effort.time), ReportText.pace(effort.secondsPerKm, unit: unit),
                place(effort.startsAt, unit: unit),
                effort.status == .ok ? "" : effort.status.rawValue,
            ]
        }
        return "\n" + TableRenderer(
            columns: [.left("BEST"), .right("TIME"), .right("PACE"), .left("WHERE"), .left("")], rows: rows, boldHeading: bold
        ).render()
    }

    /// The best efforts of one run as `show --json`'s `best_efforts`.
    static func showJSON(_ efforts: [BestEffort]) -> JSONValue {
        .array(efforts.map { effort in
            .object([
                ("distance", .string(RecordDistance.standard(metres: effort.distance)?.label)),
                ("distance_m", .number(effort.distance)), ("time_s", .number(effort.time)),
                ("pace_s_per_km", .number(effort.secondsPerKm)), ("starts_at_m", .number(effort.startsAt)),
                ("start_offset_s", .number(effort.startOffset)), ("status", .string(effort.status.rawValue)),
                ("measured_by", .string(effort.fromDevice ? "device" : "gps")),
            ])
        })
    }

    /// `12 efforts left out: 7 not_running, 3 summary_only, 2 too_slow. Paces counted: 2:00
    /// to 30:00 /km.`, summed over the rows, the range `paces` named when a pace was left
    /// out; empty when nothing was.
    static func footnote(_ rows: [RecordsReport.Row], paces: PaceThresholds) -> String {
        var total: [RecordExclusion: Int] = [:]
        for row in rows { total.merge(row.excluded, uniquingKeysWith: +) }
        let count = total.values.reduce(0, +)
        guard count > 0 else { return "" }
        let reasons = total.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
        let range = total.keys.contains { $0 == .status(.tooFast) || $0 == .status(.tooSlow) }
            ? " Paces counted: \(ReportText.pace(paces.minPace, unit: .km)) to \(ReportText.pace(paces.maxPace, unit: .km))." : ""
        return "\n\(count == 1 ? "1 effort" : "\(count) efforts") left out: " + reasons.joined(separator: ", ") + "." + range + "\n"
    }

    /// The distance and the entry's fields, the JSON contract of `records`.
    private static func entryFields(_ distance: RecordDistance, _ entry: RecordEntry?) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("distance", .string(distance.label)), ("distance_m", .number(distance.metres)),
            ("time_s", .number(entry?.effort.time)), ("pace_s_per_km", .number(entry?.effort.secondsPerKm)),
            ("run_id", .integer(entry?.runID)),
            ("start", .string(entry.map { LocalDateTime.iso8601(utc: $0.startUTC, offset: $0.utcOffset) })),
            ("starts_at_m", .number(entry?.effort.startsAt)),
        ]
        if entry?.inferredSport == true { fields.append(("inferred_sport", .bool(true))) }
        return fields
    }

    private static func excludedObject(_ excluded: [RecordExclusion: Int]) -> JSONValue {
        .object(excluded.sorted { $0.key < $1.key }.map { ($0.key.description, .integer(Int64($0.value))) })
    }

    private static func csvCells(_ distance: RecordDistance, rank: Int, _ entry: RecordEntry) -> [String] {
        let number = ReportText.plainNumber
        return [
            distance.label, number(distance.metres), String(rank), number(entry.effort.time), number(entry.effort.secondsPerKm),
            String(entry.runID), LocalDateTime.iso8601(utc: entry.startUTC, offset: entry.utcOffset), number(entry.effort.startsAt),
        ]
    }

    /// TIME, PACE, DATE, RUN, WHERE.
    private static func tableCells(_ entry: RecordEntry, unit: DistanceUnit) -> [String] {
        [
            time(entry.effort.time), ReportText.pace(entry.effort.secondsPerKm, unit: unit),
            LocalDateTime.date(utc: entry.startUTC, offset: entry.utcOffset),
            String(entry.runID) + (entry.inferredSport ? " (inferred)" : ""),
            place(entry.effort.startsAt, unit: unit) + (entry.effort.fromDevice ? " (device)" : ""),
        ]
    }

    /// `at 4.1 km`: where in the run an effort starts, to 100 m.
    static func place(_ metres: Double, unit: DistanceUnit) -> String {
        "at " + ReportText.fixed(unit.distance(metres: metres), decimals: 1) + " " + unit.rawValue
    }

    /// `1:23.4` below 10 minutes (tenths matter on short efforts), else `ReportText.duration`.
    static func time(_ seconds: Double) -> String {
        RunFieldText.effortTime(seconds, tenthsBelow: 600)
    }
}
