import LogbookModel
import LogbookSQLite

extension RunQueries {
    /// The ids of the live runs `filter` keeps.
    public func ids(matching filter: RunFilter) throws -> Set<Int64> {
        let (condition, values) = filter.condition
        return Set(try database.namedRows("SELECT id FROM runs WHERE \(condition)", values).compactMap { $0["id"].int64Value })
    }

    /// Every live run's id, in id order.
    public func allIDs() throws -> [Int64] {
        try database.namedRows("SELECT id FROM runs ORDER BY id").compactMap { $0["id"].int64Value }
    }

    /// The live runs that file `fileID` gave, in start order.
    public func ids(ofFile fileID: Int64) throws -> [Int64] {
        try database.namedRows("SELECT id FROM runs WHERE file_id = ? ORDER BY start_utc, id", [.integer(fileID)])
            .compactMap { $0["id"].int64Value }
    }

    /// Each live run that a recorded file gave, with that file's id, in run id order.
    public func fileIDsOfRuns() throws -> [(runID: Int64, fileID: Int64)] {
        try database.namedRows("SELECT id, file_id FROM runs WHERE file_id IS NOT NULL ORDER BY id").compactMap { row in
            guard let id = row["id"].int64Value, let file = row["file_id"].int64Value else { return nil }
            return (id, file)
        }
    }

    /// The stored distance and moving time of live run `runID` (either may be missing), or
    /// nil when there is no such run.
    public func distanceAndMoving(runID: Int64) throws -> (distance: Double?, moving: Double?)? {
        guard let row = try database.namedRows("SELECT distance_m, moving_s FROM runs WHERE id = ?", [.integer(runID)]).first
        else { return nil }
        return (row["distance_m"].doubleValue, row["moving_s"].doubleValue)
    }

    /// True when run `runID` has at least one stored sample.
    public func hasSamples(runID: Int64) throws -> Bool {
        try database.namedRows("SELECT EXISTS (SELECT 1 FROM samples WHERE run_id = ?) AS found", [.integer(runID)])
            .first?["found"].int64Value == 1
    }

    /// True when run `runID` has a stored sample with a heart rate.
    public func hasHeartRateSamples(runID: Int64) throws -> Bool {
        try database.namedRows(
            "SELECT EXISTS (SELECT 1 FROM samples WHERE run_id = ? AND hr IS NOT NULL) AS found", [.integer(runID)]
        ).first?["found"].int64Value == 1
    }

    /// True when some live run that file `fileID` gave has stored samples.
    public func fileRunsHaveSamples(fileID: Int64) throws -> Bool {
        try database.namedRows(
            "SELECT EXISTS (SELECT 1 FROM samples WHERE run_id IN (SELECT id FROM runs WHERE file_id = ?)) AS found",
            [.integer(fileID)]
        ).first?["found"].int64Value == 1
    }

    /// The first stored position of run `runID` that `usable` accepts, in degrees, or nil:
    /// one row at a time, in the samples' order, so that no run's samples are held.
    public func firstPosition(runID: Int64, where usable: (_ lat: Double, _ lon: Double) -> Bool) throws -> (lat: Double, lon: Double)? {
        let statement = try database.prepare(
            "SELECT lat_e7, lon_e7 FROM samples WHERE run_id = ? AND lat_e7 IS NOT NULL AND lon_e7 IS NOT NULL ORDER BY seq")
        defer { statement.reset() }
        try statement.bind([.integer(runID)])
        let positions = statement.columnPositions
        while try statement.step() {
            let row = statement.currentRow(positions: positions)
            guard let latE7 = row["lat_e7"].int64Value, let lonE7 = row["lon_e7"].int64Value else { continue }
            let lat = Double(latE7) / 1e7, lon = Double(lonE7) / 1e7
            if usable(lat, lon) { return (lat, lon) }
        }
        return nil
    }

    /// Calls `body` with the samples of run `runID`, every column read, one row at a time in
    /// `seq` order, until the last or until `body` returns false.
    public func forEachSample(runID: Int64, _ body: (StoredSample) throws -> Bool) throws {
        let statement = try database.prepare("SELECT \(SampleColumn.sqlList()) FROM samples WHERE run_id = ? ORDER BY seq")
        defer { statement.reset() }
        try statement.bind([.integer(runID)])
        let positions = statement.columnPositions
        while try statement.step() {
            guard try body(StoredSample(row: statement.currentRow(positions: positions))) else { return }
        }
    }
}
