import LogbookAnalysis
import LogbookCore
import LogbookStore

extension RunStore {
    /// Saves `built` as a new run after the analysis every writer runs, and returns its id:
    /// the two steps import takes, for tests that store a run they built.
    @discardableResult
    public func insert(_ built: BuiltRun, fileID: Int64?, importedAt: Int64) throws -> Int64 {
        try save(RunAnalysis.analyze(built, thresholds: thresholds), .new(fileID: fileID, importedAt: importedAt))
    }

    /// Saves `built` over stored run `runID` as a richer copy from another file.
    public func replace(runID: Int64, with built: BuiltRun, fileID: Int64?, importedAt: Int64) throws {
        try save(
            RunAnalysis.analyze(built, thresholds: thresholds),
            .betterCopy(runID: runID, fileID: fileID, importedAt: importedAt))
    }
}
