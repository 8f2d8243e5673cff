import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// Gives the runs stored before `runs.rulings` the rulings their stored values show: the step
/// the migrator runs right after `0024_run_rulings.sql`, inside that migration's transaction.
///
/// Every run, live, in quarantine or kept as a trim original, gets `StoredRulings.reconstructed`
/// of its stored row; a run whose row shows nothing keeps NULL. Reads and writes only run rows.
public enum RunRulingBackfill {
    /// Fills `rulings` for every stored run; returns the number of runs given some.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var filled = 0
        for place in RunDoubtBackfill.places {
            var found: [(id: Int64, rulings: String)] = []
            let rows = try database.namedRows(
                """
                SELECT \(place.key) AS run_key, sport, distance_m, moving_s, elapsed_s, device_distance_m, device_timer_s,
                       gps_distance_m, distance_source, moving_source, sport_source FROM \(place.table)
                """)
            for row in rows {
                guard let id = row["run_key"].int64Value else { continue }
                let run = RunQueries.run(from: row)
                if let stored = StoredRulings.reconstructed(run).stored { found.append((id, stored)) }
            }
            let update = try database.prepare("UPDATE \(place.table) SET rulings = ? WHERE \(place.key) = ?")
            for run in found {
                try update.execute([.text(run.rulings), .integer(run.id)])
            }
            filled += found.count
        }
        return filled
    }
}
