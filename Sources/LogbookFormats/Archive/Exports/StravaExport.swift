import Foundation
import LogbookAnalysis
import LogbookModel

/// Strava's bulk export (`export_<id>.zip` or its unpacked folder), recognised by
/// `activities.csv` beside `activities/`.
///
/// Each CSV row names its file in `Filename` (`activities/123.fit.gz`); that file's runs get
/// the row's name, description, gear and commute flag, and the row's sport where the file
/// states none. Rows with an empty `Filename` (manual activities), or naming a file that is
/// not in the export, stay summary runs of `activities.csv`. An `activities.csv` that import
/// rejects gives no file any of its words. Files no row names import as
/// usual. `routes/` (planned, untimed), `media/`, the other tables and everything else
/// outside `activities/` are skipped.
public struct StravaExport: ExportLayout, Equatable {
    /// The summary table's name inside the export.
    public static let summaryName = "activities.csv"
    /// The largest `activities.csv` read to join names (about 1 KB a row: 64,000 activities).
    public static let summaryLimit = 64 << 20

    /// The words of each file a row names, by its path in the export.
    public private(set) var wordsByFile: [String: RunWords] = [:]
    /// The lines of `activities.csv` whose rows a file of the export stands for.
    public private(set) var joinedLines: Set<Int> = []

    /// The export whose `activities.csv` holds `summary`; `hasFile` says whether a path
    /// the table names is in the export.
    ///
    /// Decided per file: a table that import rejects (`CSVReader.read` refuses it, the rows
    /// standing for files passed over: an unterminated quote, a row too short for a column
    /// it needs, a start it cannot read) joins nothing, so no row of a rejected file gives
    /// its name, description, gear or commute flag to an activity file; the files then
    /// import with their own words.
    public init(summary: Data, hasFile: (String) -> Bool) {
        guard let table = try? CSVTokenizer.table(from: summary, file: Self.summaryName),
            let header = table.records.first
        else { return }
        join(table, header: header, hasFile: hasFile)
        if !Self.isImportable(summary, joinedLines: joinedLines) {
            wordsByFile = [:]
            joinedLines = []
        }
    }

    /// Joins each row of `table` naming a file of the export to that file.
    private mutating func join(_ table: CSVTable, header: CSVRecord, hasFile: (String) -> Bool) {
        // Translated headers count as their English names (see `StravaHeaderNames`).
        let cells = header.fields.map { StravaHeaderNames.english(CSVSchema.cleanHeaderCell($0)) }
        func column(_ name: String) -> Int? { cells.firstIndex(of: name) }
        guard let file = column("filename") else { return }
        let name = column("activity name")
        let description = column("activity description")
        let gear = column("activity gear")
        let commute = column("commute")
        let sport = column("activity type")
        for record in table.records.dropFirst() {
            func cell(_ index: Int?) -> String? {
                guard let index, index < record.fields.count else { return nil }
                let text = record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
                return text.isEmpty ? nil : text
            }
            guard let path = cell(file), hasFile(path) else { continue }
            wordsByFile[path] = RunWords(
                name: cell(name), description: cell(description), gear: cell(gear),
                commute: cell(commute).flatMap(Self.flag), sport: cell(sport))
            joinedLines.insert(record.line)
        }
    }

    /// True when import would not reject `summary`, the rows at `joinedLines` passed over
    /// as import passes over them: the CSV reader refuses none of it, and some row left
    /// builds a run (or none is left: the table is then skipped, not rejected).
    static func isImportable(_ summary: Data, joinedLines: Set<Int>) -> Bool {
        var input = ImportInput(data: summary, displayName: summaryName)
        input.exportWords = ExportWords(joinedRowLines: joinedLines)
        guard let activities = try? CSVReader.read(input) else { return false }
        let zone = TimeZone(identifier: "UTC") ?? .current
        return activities.isEmpty || activities.contains { RunBuilder.build($0, zone: zone, thresholds: .standard) != nil }
    }

    /// Reads Strava's commute cell: `true`/`false`, `1`/`0` or `1.0`/`0.0`.
    public static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "1", "1.0", "wahr", "vrai", "sí", "si", "ja", "oui": return true
        case "false", "0", "0.0", "falsch", "faux", "no", "nein", "non": return false
        default: return nil
        }
    }

    /// True when member or file paths include `activities.csv` and something in `activities/`.
    public static func isExport(_ paths: some Sequence<String>) -> Bool {
        var summary = false, activities = false
        for path in paths {
            if path == summaryName { summary = true }
            if path.hasPrefix("activities/") && path.count > "activities/".count { activities = true }
            if summary && activities { return true }
        }
        return false
    }

    /// What the export makes of the member at `path`.
    public func role(of path: String) -> ExportMemberRole {
        if path == Self.summaryName { return .read(ExportWords(joinedRowLines: joinedLines)) }
        if path.hasPrefix("activities/") {
            return .read(wordsByFile[path].map { ExportWords(fixed: $0) })
        }
        if path.hasPrefix("routes/") { return .skip("a planned route, not an activity") }
        if path.hasPrefix("media/") { return .skip("a photo or video of the export") }
        let lower = path.lowercased()
        if lower.hasSuffix(".csv") || lower.hasSuffix(".json") { return .skip("a table of the export, not an activity") }
        return .skip("not an activity of the export")
    }
}
