import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// Judges the runs stored before runs were judged: the step the migrator runs right after
/// `0019_run_doubt.sql`, inside that migration's transaction.
///
/// Every run, live, in quarantine or kept as a trim original, gets the doubt the one judge
/// (`RunBelief`) gives its stored sport, distance, times (the file's elapsed time too) and heart rate, as a run saved today
/// would: the same function the save path calls (`RunColumn.doubt`). Reads only run rows.
public enum RunDoubtBackfill {
    /// The three tables holding runs, with the column naming each run.
    static let places: [(table: String, key: String)] = [
        ("runs", "id"), ("quarantined_runs", "id"), ("trim_originals", "run_id"),
    ]

    /// Fills `doubt` for every stored run; returns the number of runs found doubtful.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var doubted = 0
        for place in places {
            var found: [(id: Int64, doubt: RunDoubt)] = []
            let rows = try database.namedRows(
                "SELECT \(place.key) AS run_key, sport, distance_m, moving_s, elapsed_s, device_elapsed_s, avg_hr FROM \(place.table)")
            for row in rows {
                let facts = RunBelief.Facts(
                    sport: row["sport"].stringValue ?? Sport.fallback, distance: row["distance_m"].doubleValue,
                    moving: row["moving_s"].doubleValue, elapsed: row["elapsed_s"].doubleValue,
                    averageHeartRate: row["avg_hr"].doubleValue, deviceElapsed: row["device_elapsed_s"].doubleValue)
                if let id = row["run_key"].int64Value, let doubt = RunBelief.doubt(facts) { found.append((id, doubt)) }
            }
            let update = try database.prepare("UPDATE \(place.table) SET doubt = ? WHERE \(place.key) = ?")
            for run in found {
                try update.execute([.text(run.doubt.rawValue), .integer(run.id)])
            }
            doubted += found.count
        }
        return doubted
    }
}
