import LogbookModel
import LogbookSQLite
import LogbookStore

/// The runner's local days with runs (`eddington`, `streaks`): each day's distance summed
/// and its number of runs, from the live runs `filter` keeps, leaving out the runs that
/// cannot be true, as `stats` does. A run counts on the local date it starts (one across
/// midnight counts on its first day).
public struct RunDays: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// The use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Each local day with runs: their distances summed in metres (unknown distances add
    /// nothing) and how many runs it had.
    public func days(matching filter: RunFilter) throws -> [LocalDate: (metres: Double, runs: Int)] {
        var days: [LocalDate: (metres: Double, runs: Int)] = [:]
        try RunQueries(database: database).forEachRun(
            matching: filter, columns: [.id, .startUTC, .utcOffset, .distance, .doubt, .believed]
        ) { run in
            guard run.leftOutAs == nil else { return }
            let day = LocalDate(utc: run.startUTC, offset: run.utcOffset)
            let metres = run.distance.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
            let sum = days[day] ?? (0, 0)
            days[day] = (sum.metres + metres, sum.runs + 1)
        }
        return days
    }

    /// The runs `filter` keeps that cannot be true, left out of the days.
    public func leftOut(matching filter: RunFilter) throws -> [LeftOutRun] {
        try RunQueries(database: database).leftOutRuns(matching: filter)
    }
}
