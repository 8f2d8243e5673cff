import LogbookSQLite

extension RunQueries {
    /// 65,536 samples (about 5 MB as `StoredSample`s): how many `forEachSampleWindow` holds at once.
    public static let sampleWindowSize = 65_536

    /// Calls `body` with the samples of run `runID` in order, `size` at a time (the last window
    /// may be shorter), so that memory holds one window whatever the length of the run: the
    /// windows are filled from the run's chunks decoded one after the other (`SampleChunkTable`).
    public func forEachSampleWindow(
        runID: Int64, size: Int = RunQueries.sampleWindowSize, _ body: ([StoredSample]) throws -> Void
    ) throws {
        let size = max(1, size)
        var window: [StoredSample] = []
        window.reserveCapacity(min(size, Self.sampleWindowSize))
        try SampleChunkTable(database: database).forEachChunk(runID: runID) { entries in
            for entry in entries {
                window.append(entry.sample)
                if window.count == size {
                    try body(window)
                    window.removeAll(keepingCapacity: true)
                }
            }
            return true
        }
        if !window.isEmpty { try body(window) }
    }

    /// True when run `runID` has a sample with a position (only the chunks whose header says
    /// they may hold one are decoded).
    public func hasPositions(runID: Int64) throws -> Bool {
        var found = false
        try SampleChunkTable(database: database).forEachChunk(runID: runID, requiring: SampleChunkColumn.positionBits) { entries in
            found = entries.contains { $0.sample.hasPosition }
            return !found
        }
        return found
    }
}
