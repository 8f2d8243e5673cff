import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// Which runs a records report reads: local dates and a sport.
public struct RecordFilter: Sendable, Equatable {
    /// The first local date included, or nil.
    public var begin: LocalDate?
    /// The first local date no longer included, or nil.
    public var end: LocalDate?
    /// The sport (default running).
    public var sport: String

    /// Creates a filter.
    public init(begin: LocalDate? = nil, end: LocalDate? = nil, sport: String = RecordSport.running) {
        self.begin = begin
        self.end = end
        self.sport = sport
    }

    /// The filter for one calendar year.
    public static func year(_ year: Int64, sport: String = RecordSport.running) -> RecordFilter? {
        guard let begin = LocalDate(year: year, month: 1, day: 1), let end = LocalDate(year: year + 1, month: 1, day: 1) else {
            return nil
        }
        return RecordFilter(begin: begin, end: end, sport: sport)
    }

    /// The date condition over the runs table (unqualified columns) and its values.
    var dates: (sql: String, values: [SQLiteValue]) {
        RunFilter(begin: begin, end: end, sport: nil).condition
    }
}
