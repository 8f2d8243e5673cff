import LogbookAnalysis
import LogbookSQLite
import LogbookStore

extension RunDetail {
    /// Reads the `position`-th latest run of any sport (1 for the latest, by start time) in
    /// one read transaction, its zones placed by `zones`; when the logbook holds fewer runs,
    /// how many it holds.
    public static func read(latest position: Int, from logbook: Logbook, zones: ZoneModel = .percentOfMax) throws -> LatestRun {
        let database = logbook.database
        return try database.inReadTransaction { () throws -> LatestRun in
            let queries = RunQueries(database: database)
            guard let id = try queries.latestRunID(position: position),
                let detail = try read(id: id, from: database, zones: zones)
            else { return .beyond(runCount: try queries.count(matching: RunFilter())) }
            return .found(detail)
        }
    }
}
