import LogbookModel
import LogbookSupport

/// Reads activity summaries from CSV exports: one `ParsedActivity` per data row,
/// with format `csv`, no segments, and the row's start time, totals, name and raw sport.
///
/// Supported: Strava `activities.csv`, Garmin Connect `Activities.csv`, Runkeeper
/// `cardioActivities.csv` and logbook's own CSV (see `CSVSchema`). Sports are kept
/// as the file states them; non-runs are imported too.
public enum CSVReader {
    /// Reads a CSV file in two streaming passes: one learns its encoding (`CSVEncoding`),
    /// the other turns it into records row by row, so the file is never held whole.
    ///
    /// - Parameters:
    ///   - input: the file's bytes.
    ///   - defaultSport: the raw sport for rows whose sport is empty or whose file has no sport column.
    ///   - distanceUnit: the unit of distance columns whose header names none
    ///     (Garmin Connect `Distance`, Strava's first `Distance`); kilometres by default.
    /// - Throws: `ImportError` for an unterminated quote, an unknown header, a file
    ///   without rows or with too many, or a row that cannot be read (naming its line).
    ///   The rows `input.exportWords?.joinedRowLines` names are passed over unread (none
    ///   is returned for them).
    /// CSV in the reader list: text whose first line reads as a CSV header.
    public static let entry = FormatEntry(
        displayName: "CSV", matches: { FormatSniffer.looksLikeCSVHeader($0.text) },
        read: { input, _, _ in try read(input) })

    public static func read(
        _ input: ImportInput, defaultSport: String? = nil, distanceUnit: CSVDistanceUnit = .kilometres
    ) throws -> [ParsedActivity] {
        var detector = CSVEncoding.Detector()
        try input.forEachChunk { chunk in
            detector.feed(chunk)
            return true
        }
        let encoding = detector.encoding()
        var transcoder = CSVTranscoder(encoding)
        var tokenizer = CSVStreamTokenizer(delimiter: nil, file: input.displayName)
        // The rows of an export's summary whose files are in the export are never read: those
        // files bring the runs, and a value of theirs this reader cannot read rejects nothing.
        var collector = CSVActivityCollector(
            file: input.displayName, defaultSport: defaultSport, distanceUnit: distanceUnit,
            skipping: input.exportWords?.joinedRowLines ?? [])
        func feed(_ utf8: [UInt8]) throws {
            try tokenizer.feed(utf8) { try collector.take($0, delimiter: $1) }
        }
        try input.forEachChunk { chunk in
            try feed(transcoder.utf8(chunk))
            return true
        }
        try feed(transcoder.finish())
        try tokenizer.finish { try collector.take($0, delimiter: $1) }
        return try collector.finish(warnings: encoding.warning.map { [$0] } ?? [])
    }

    /// Turns a tokenized file into activities; the pure core of `read`.
    ///
    /// File-wide warnings (such as a Latin-1 fallback) are attached to the first activity.
    public static func activities(
        from table: CSVTable, file: String, defaultSport: String? = nil, distanceUnit: CSVDistanceUnit = .kilometres
    ) throws -> [ParsedActivity] {
        var collector = CSVActivityCollector(file: file, defaultSport: defaultSport, distanceUnit: distanceUnit)
        let delimiter = table.delimiter.asciiValue ?? UInt8(ascii: ",")
        for record in table.records { try collector.take(record, delimiter: delimiter) }
        return try collector.finish(warnings: table.warnings)
    }

    /// Reads one data row according to a recognised schema.
    ///
    /// The start time is required. A distance or time that cannot be read (or is
    /// negative) is an error naming the line; an empty one is left unknown. Heart
    /// rate, cadence and elevation that cannot be read are left unknown with a warning.
    public static func activity(
        from record: CSVRecord, schema: CSVSchema, decimalComma: Bool, file: String, defaultSport: String? = nil
    ) throws -> ParsedActivity {
        func failure(_ reason: String) -> ImportError {
            ImportError(file: file, line: record.line, reason: reason)
        }
        if record.fields.count > schema.columnCount,
            record.fields[schema.columnCount...].contains(where: { !$0.isEmpty })
        {
            throw failure("the row has \(record.fields.count) fields but the header has \(schema.columnCount)")
        }
        /// The cell for a message: at most 40 characters, and how long a cut cell really was.
        func quoted(_ column: CSVColumn, _ text: String) -> String {
            let full = record.fullLengths[column.index].map { " (\($0) bytes)" } ?? ""
            return "'\(MessageExcerpt.of(text))'\(full)"
        }
        func cell(_ column: CSVColumn) throws -> String {
            guard column.index < record.fields.count else {
                throw failure(
                    "column '\(column.header)' is missing: the row has \(record.fields.count) fields, "
                        + "the header has \(schema.columnCount)")
            }
            return record.fields[column.index]
        }
        /// The first readable value among `columns`, in SI units; nil when all are empty.
        func value(_ columns: [CSVColumn], required: Bool, warnings: inout [String]) throws -> Double? {
            for column in columns {
                let text = try cell(column)
                if CSVValueParser.isMissing(text) { continue }
                let parsed: Double?
                let kindName: String
                // A cell cut at the field limit is no number, whatever its first 64 KiB say.
                let cut = record.fullLengths[column.index] != nil
                switch column.kind {
                case .number where cut, .duration where cut:
                    parsed = nil
                    kindName = column.kind == .number ? "a number" : "a duration"
                case .number:
                    parsed = CSVValueParser.number(text, decimalComma: decimalComma)
                    kindName = "a number"
                case .duration:
                    parsed = CSVValueParser.duration(text, decimalComma: decimalComma)
                    kindName = "a duration"
                }
                guard let parsed, parsed >= 0 else {
                    let reason =
                        parsed == nil
                        ? "column '\(column.header)': cannot read \(quoted(column, text)) as \(kindName)"
                        : "column '\(column.header)': \(quoted(column, text)) is negative"
                    if required { throw failure(reason) }
                    warnings.append(reason + "; left empty")
                    continue
                }
                return parsed * column.scale
            }
            return nil
        }
        func text(_ columns: [CSVColumn]) throws -> String? {
            for column in columns {
                let trimmed = try cell(column).trimmingWhitespace()
                if !trimmed.isEmpty { return trimmed }
            }
            return nil
        }

        let startText = try cell(schema.start)
        guard !CSVValueParser.isMissing(startText) else {
            throw failure("column '\(schema.start.header)': no start time")
        }
        guard record.fullLengths[schema.start.index] == nil, let start = startTime(startText, format: schema.startFormat) else {
            throw failure("column '\(schema.start.header)': cannot read \(quoted(schema.start, startText)) as a date and time")
        }

        var warnings: [String] = []
        let rawSport = try text(schema.sport) ?? defaultSport
        var summary = ActivitySummary()
        summary.distance = try value(schema.distance, required: true, warnings: &warnings)
        summary.elapsed = try value(schema.elapsed, required: true, warnings: &warnings)
        summary.moving = try value(schema.moving, required: true, warnings: &warnings)
        summary.averageHeartRate = try value(schema.averageHeartRate, required: false, warnings: &warnings)
        summary.maxHeartRate = try value(schema.maxHeartRate, required: false, warnings: &warnings)
        summary.averageCadence = try value(schema.averageCadence, required: false, warnings: &warnings)
        summary.elevationGain = try value(schema.elevationGain, required: false, warnings: &warnings)
        if schema.cadenceInStridesForRuns, let cadence = summary.averageCadence, isRun(rawSport) {
            summary.averageCadence = cadence * 2
        }

        var statedOffset: Int?
        if case .absolute(_, let offset) = start { statedOffset = offset }
        return ParsedActivity(
            format: "csv", name: try text(schema.name), rawSport: rawSport, segments: [], statedStart: start,
            statedOffset: statedOffset, summary: summary, line: record.line, warnings: warnings)
    }

    /// Reads a start cell: Strava dates are UTC; ISO 8601 without an offset is floating.
    public static func startTime(_ text: String, format: CSVSchema.StartFormat) -> StartTime? {
        switch format {
        case .iso8601:
            return CSVValueParser.isoDateTime(text)
        case .stravaUTC:
            if let utc = CSVValueParser.stravaDate(text) { return .absolute(utc: utc, statedOffset: nil) }
            switch CSVValueParser.isoDateTime(text) {
            case .floating(let wallClock): return .absolute(utc: wallClock, statedOffset: nil)
            case let other: return other
            }
        }
    }

    /// True for sports whose raw name says running (`Run`, `Trail Run`, `VirtualRun`, `Running`,
    /// a German export's `Laufen`).
    private static func isRun(_ rawSport: String?) -> Bool {
        (rawSport?.lowercased().contains("run") ?? false) || Sport.normalize(rawSport) == "running"
    }
}

extension String {
    /// The text without leading and trailing whitespace and line breaks.
    ///
    /// Looks only at the ends: rebuilding the string through `reversed()` cost 0.7 µs per
    /// character, 0.7 s for a 1 MB name cell (and most of the time of every CSV import).
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
