import LogbookSQLite

extension RunQueries {
    /// The samples of a run, in order, every column read by position (`samples(runID:)`
    /// reads them by name: a fifth of a report's time went to finding the columns again in
    /// every row) and as an integer straight from the statement, with no `SQLiteValue` in
    /// between; the statement is prepared once per connection (a report reads thousands of runs).
    /// `cadence` false leaves every sample's cadence nil, unread (a report draws none: each
    /// column read costs SQLite a decode and us a call, for every one of millions of rows).
    public func samplesByPosition(runID: Int64, cadence: Bool = true) throws -> [StoredSample] {
        let statement = try database.reusable(
            "SELECT offset_ms, lat_e7, lon_e7, ele_dm, hr, \(cadence ? "cadence" : "NULL"), distance_dm, segment FROM samples WHERE run_id = ? ORDER BY seq")
        defer { statement.reset() }
        statement.bindInt(runID, at: 1)
        var samples: [StoredSample] = []
        while try statement.step() {
            samples.append(StoredSample(
                offsetMs: statement.int64(0) ?? 0, latE7: statement.int64(1), lonE7: statement.int64(2), eleDm: statement.int64(3),
                hr: statement.int64(4), cadence: statement.int64(5), distanceDm: statement.int64(6), segment: statement.int64(7)))
        }
        return samples
    }
}
