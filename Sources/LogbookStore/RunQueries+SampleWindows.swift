import LogbookSQLite

extension RunQueries {
    /// 65,536 samples (about 5 MB as `StoredSample`s): how many `forEachSampleWindow` holds at once.
    public static let sampleWindowSize = 65_536

    /// Calls `body` with the samples of run `runID` in order, `size` at a time (the last window
    /// may be shorter), so that memory holds one window whatever the length of the run: each
    /// window is a query of its own, from the `seq` after the last one read.
    public func forEachSampleWindow(
        runID: Int64, size: Int = RunQueries.sampleWindowSize, _ body: ([StoredSample]) throws -> Void
    ) throws {
        let statement = try database.prepare(
            "SELECT seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM samples "
                + "WHERE run_id = ? AND seq > ? ORDER BY seq LIMIT ?")
        var after = Int64.min
        var window: [StoredSample] = []
        window.reserveCapacity(max(1, size))
        while true {
            statement.reset()
            try statement.bind([.integer(runID), .integer(after), .integer(Int64(max(1, size)))])
            window.removeAll(keepingCapacity: true)
            while try statement.step() {
                after = statement.int64(0) ?? after
                window.append(StoredSample(
                    offsetMs: statement.int64(1) ?? 0, latE7: statement.int64(2), lonE7: statement.int64(3), eleDm: statement.int64(4),
                    hr: statement.int64(5), cadence: statement.int64(6), distanceDm: statement.int64(7), segment: statement.int64(8)))
            }
            if window.isEmpty { return }
            try body(window)
            if window.count < max(1, size) { return }
        }
    }

    /// True when run `runID` has a sample with a position.
    public func hasPositions(runID: Int64) throws -> Bool {
        try database.scalar(
            "SELECT EXISTS (SELECT 1 FROM samples WHERE run_id = ? AND lat_e7 IS NOT NULL AND lon_e7 IS NOT NULL)", [.integer(runID)]
        ).int64Value == 1
    }
}
