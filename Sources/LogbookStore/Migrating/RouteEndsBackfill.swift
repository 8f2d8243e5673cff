import LogbookAnalysis
import LogbookSQLite

/// Gives the routes stored before migration 0027 their ends: the step the migrator runs
/// right after `0027_route_ends.sql`, inside that migration's transaction.
///
/// Every route's end cell and its first and last positions are read from its stored track,
/// as the save path writes them for a new route (`RouteBook.endColumns(of:)`), one route
/// at a time; a track too short to have two points keeps none, and no new run is then
/// compared with it. Reads and writes only the routes.
public enum RouteEndsBackfill {
    /// Fills the ends of every stored route; returns the number of routes given them.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        let ids = try database.rows("SELECT id FROM routes ORDER BY id").compactMap { $0.first?.int64Value }
        let read = try database.prepare("SELECT track, length_m FROM routes WHERE id = ?")
        let update = try database.prepare(
            "UPDATE routes SET end_cell = ?, start_lat_e7 = ?, start_lon_e7 = ?, end_lat_e7 = ?, end_lon_e7 = ? WHERE id = ?")
        var filled = 0
        for id in ids {
            guard let row = try read.namedRows([.integer(id)]).first, case .blob(let bytes) = row["track"],
                  let values = RouteBook.endColumns(of: RouteTrack(encoded: bytes, length: row["length_m"].doubleValue ?? 0))
            else { continue }
            try update.execute(values + [.integer(id)])
            filled += 1
        }
        return filled
    }
}
