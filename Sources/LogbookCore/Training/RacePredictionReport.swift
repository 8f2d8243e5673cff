import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// `logbook predict`: race times from the best running efforts of the last days.
public enum RacePredictionReport {
    /// The efforts predictions may start from: of every standard distance from the mile up,
    /// the fastest that may be a running record (as `records` judges it with `thresholds`)
    /// among the runs from `begin` on.
    public static func sources(from logbook: Logbook, begin: LocalDate, thresholds: PaceThresholds) throws -> [PredictionSource] {
        let queries = BestEffortQueries(database: logbook.database)
        let filter = RecordFilter(begin: begin, end: nil, sport: RecordSport.running)
        var sources: [PredictionSource] = []
        for distance in RecordDistance.standard where distance.metres >= RacePrediction.shortestSource {
            guard let entry = try queries.fastest(metres: distance.metres, filter: filter, thresholds: thresholds, limit: 1).first
            else { continue }
            sources.append(
                PredictionSource(
                    label: distance.label, metres: distance.metres, time: entry.effort.time, runID: entry.runID,
                    date: LocalDate(utc: entry.startUTC, offset: entry.utcOffset)))
        }
        return sources
    }

    /// The running runs from `begin` on that predictions leave out because they cannot be
    /// true (`RunDoubt`): the same runs `records` leaves out.
    public static func leftOut(from logbook: Logbook, begin: LocalDate) throws -> [LeftOutRun] {
        try RunQueries(database: logbook.database).leftOutRuns(matching: RunFilter(begin: begin, sport: RecordSport.running))
    }
}
