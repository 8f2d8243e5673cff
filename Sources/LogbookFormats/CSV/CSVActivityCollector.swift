import LogbookModel

/// Turns the records of a CSV file, one at a time, into activities: the first record is
/// the header (it chooses the `CSVSchema`), every other one a row.
struct CSVActivityCollector {
    /// The most rows one file may hold: 200,000 (a run a day for 500 years). Beyond, the
    /// file is refused rather than held in memory without bound.
    static let rowLimit = 200_000

    /// The file's name, for errors.
    let file: String
    /// The raw sport for rows that name none.
    let defaultSport: String?
    /// The unit of distance columns whose header names none.
    let distanceUnit: CSVDistanceUnit
    /// The lines of rows that stand for files of an export (`ExportWords.joinedRowLines`):
    /// counted, never read, since those files bring the runs.
    let skipping: Set<Int>
    /// The rows of `skipping` met so far.
    private(set) var skipped = 0
    private var schema: CSVSchema?
    private var headerLine = 1
    /// The activities of the rows taken so far.
    private(set) var activities: [ParsedActivity] = []

    /// Creates a collector for `file` that passes over the rows at the lines in `skipping`.
    init(file: String, defaultSport: String?, distanceUnit: CSVDistanceUnit, skipping: Set<Int> = []) {
        self.file = file
        self.defaultSport = defaultSport
        self.distanceUnit = distanceUnit
        self.skipping = skipping
    }

    /// Takes the next record; `delimiter` is the file's (`;` means decimal commas).
    mutating func take(_ record: CSVRecord, delimiter: UInt8) throws {
        guard let schema else {
            guard let recognised = CSVSchema.recognise(header: record.fields, distanceUnit: distanceUnit) else {
                throw ImportError(file: file, line: record.line, reason: CSVSchema.unrecognisedReason, noActivity: .unknownFormat)
            }
            schema = recognised
            headerLine = record.line
            return
        }
        guard activities.count + skipped < Self.rowLimit else {
            throw ImportError(
                file: file, line: record.line,
                reason: "more than \(Self.rowLimit) rows; no activity export holds that many (split the file)")
        }
        if skipping.contains(record.line) {
            skipped += 1
            return
        }
        activities.append(
            try CSVReader.activity(
                from: record, schema: schema, decimalComma: delimiter == UInt8(ascii: ";"), file: file,
                defaultSport: defaultSport))
    }

    /// The activities, file-wide `warnings` attached to the first; none when every row was
    /// one of `skipping`.
    /// - Throws: `ImportError` for a file without a header or without rows.
    func finish(warnings: [String]) throws -> [ParsedActivity] {
        guard schema != nil else { throw ImportError(file: file, line: nil, reason: "empty file") }
        var result = activities
        if result.isEmpty && skipped > 0 { return [] }
        guard !result.isEmpty else {
            throw ImportError(file: file, line: headerLine, reason: "the header is not followed by any row")
        }
        result[0].warnings = warnings + result[0].warnings
        return result
    }
}
