import LogbookSQLite

extension RunQueries {
    /// The samples of a run, in order, every column read by position (`samples(runID:)`
    /// reads them by name: a fifth of a report's time went to finding the columns again in
    /// every row).
    public func samplesByPosition(runID: Int64) throws -> [StoredSample] {
        let statement = try database.prepare(
            "SELECT offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM samples WHERE run_id = ? ORDER BY seq")
        defer { statement.reset() }
        try statement.bind([.integer(runID)])
        var samples: [StoredSample] = []
        while try statement.step() {
            samples.append(StoredSample(
                offsetMs: statement.column(0).int64Value ?? 0, latE7: statement.column(1).int64Value,
                lonE7: statement.column(2).int64Value, eleDm: statement.column(3).int64Value, hr: statement.column(4).int64Value,
                cadence: statement.column(5).int64Value, distanceDm: statement.column(6).int64Value,
                segment: statement.column(7).int64Value))
        }
        return samples
    }
}
