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
        try database.namedRows("SELECT \(SampleChunkTable(database: database).hasChunkSQL(runKey: "?")) AS found", [.integer(runID)])
            .first?["found"].int64Value == 1
    }

    /// True when run `runID` has a stored sample with a heart rate (read from the chunks' headers).
    public func hasHeartRateSamples(runID: Int64) throws -> Bool {
        let chunks = SampleChunkTable(database: database)
        return try database.namedRows(
            "SELECT \(chunks.hasChunkSQL(runKey: "?", requiring: SampleChunkColumn.heartRateBit)) AS found", [.integer(runID)]
        ).first?["found"].int64Value == 1
    }

    /// True when some live run that file `fileID` gave has stored samples.
    public func fileRunsHaveSamples(fileID: Int64) throws -> Bool {
        try database.namedRows(
            "SELECT EXISTS (SELECT 1 FROM runs r WHERE r.file_id = ? AND \(SampleChunkTable(database: database).hasChunkSQL(runKey: "r.id"))) AS found",
            [.integer(fileID)]
        ).first?["found"].int64Value == 1
    }

    /// The first stored position of run `runID` that `usable` accepts, in degrees, or nil:
    /// one chunk at a time, in the samples' order, so that no run's samples are held.
    public func firstPosition(runID: Int64, where usable: (_ lat: Double, _ lon: Double) -> Bool) throws -> (lat: Double, lon: Double)? {
        var found: (lat: Double, lon: Double)?
        try SampleChunkTable(database: database).forEachChunk(runID: runID, requiring: SampleChunkColumn.positionBits) { entries in
            for entry in entries {
                guard let latE7 = entry.sample.latE7, let lonE7 = entry.sample.lonE7 else { continue }
                let lat = Double(latE7) / 1e7, lon = Double(lonE7) / 1e7
                if usable(lat, lon) {
                    found = (lat, lon)
                    return false
                }
            }
            return true
        }
        return found
    }

    /// Calls `body` with the samples of run `runID`, every column read, one at a time in
    /// `seq` order (one chunk decoded at a time), until the last or until `body` returns false.
    public func forEachSample(runID: Int64, _ body: (StoredSample) throws -> Bool) throws {
        try SampleChunkTable(database: database).forEachChunk(runID: runID) { entries in
            for entry in entries {
                guard try body(entry.sample) else { return false }
            }
            return true
        }
    }
}
