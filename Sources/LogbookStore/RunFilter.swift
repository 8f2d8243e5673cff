import LogbookModel
import LogbookSQLite

/// Which runs a report reads: a range of local dates and a sport.
///
/// Dates are on the runner's local calendar: a run is in range when its local start
/// (`start_utc + utc_offset_s`) falls on or after `begin` and before `end` (exclusive).
/// In SQL the range first becomes a `start_utc` range widened by the largest offset the
/// schema allows (±18 h), which the `runs_by_start` index serves, and is then checked
/// exactly on local time.
public struct RunFilter: Sendable, Equatable {
    /// The first local date included, or nil for no lower bound.
    public var begin: LocalDate?
    /// The first local date no longer included, or nil for no upper bound.
    public var end: LocalDate?
    /// The sport to keep (`running`), or nil for every sport.
    public var sport: String?
    /// The gear to keep (`stats --by gear`), or nil for runs with any gear or none.
    public var gear: GearMatch?
    /// Text the run's name or description must contain (`list --name`), ASCII letters
    /// matched in either case, or nil for any run.
    public var nameContains: String?

    /// The widest UTC offset the schema accepts (`utc_offset_s BETWEEN -64800 AND 64800`).
    public static let widestOffset: Int64 = 64800

    /// Creates a filter; the default keeps every run.
    public init(begin: LocalDate? = nil, end: LocalDate? = nil, sport: String? = nil) {
        self.begin = begin
        self.end = end
        self.sport = sport
    }

    /// The SQL condition over the `runs` table (without `WHERE`) and its values, in order.
    /// `TRUE` when the filter keeps everything.
    public var condition: (sql: String, values: [SQLiteValue]) {
        var parts: [String] = []
        var values: [SQLiteValue] = []
        if let begin {
            parts.append("start_utc >= ?")
            values.append(.integer(begin.startLocalSeconds - Self.widestOffset))
            parts.append("start_utc + utc_offset_s >= ?")
            values.append(.integer(begin.startLocalSeconds))
        }
        if let end {
            parts.append("start_utc < ?")
            values.append(.integer(end.startLocalSeconds + Self.widestOffset))
            parts.append("start_utc + utc_offset_s < ?")
            values.append(.integer(end.startLocalSeconds))
        }
        if let sport {
            parts.append("sport = ?")
            values.append(.text(sport))
        }
        if let nameContains {
            // LIKE folds ASCII case; `\` escapes the text's own `%`, `_` and `\`.
            parts.append("(name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')")
            let pattern = SQLiteValue.text("%" + Self.likeEscaped(nameContains) + "%")
            values += [pattern, pattern]
        }
        switch gear {
        case .id(let id)?:
            parts.append("gear_id = ?")
            values.append(.integer(id))
        case .none?:
            parts.append("gear_id IS NULL")
        case nil:
            break
        }
        return (parts.isEmpty ? "TRUE" : parts.joined(separator: " AND "), values)
    }

    /// `text` with LIKE's wildcards `%` and `_` and the escape `\` itself escaped by `\`, so
    /// that each matches only itself.
    static func likeEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
