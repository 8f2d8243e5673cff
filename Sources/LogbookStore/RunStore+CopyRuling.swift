import LogbookModel
import LogbookSQLite

extension RunStore {
    /// Records how a copy that was not richer was judged against stored run `runID` (live, or
    /// in quarantine when `quarantined`): its `runs.rulings` keeps every other part and gains
    /// `ruling` as its copy part. The caller owns the transaction.
    public func setCopyRuling(_ ruling: CopyRuling, ofRun runID: Int64, quarantined: Bool) throws {
        let table = quarantined ? "quarantined_runs" : RunColumn.table
        let stored = try database.scalar("SELECT rulings FROM \(table) WHERE id = ?", [.integer(runID)])
        var rulings = RunRulings(stored: stored.stringValue)
        rulings.copy = ruling
        try database.execute(
            "UPDATE \(table) SET rulings = ? WHERE id = ?", [rulings.stored.sqliteValue, .integer(runID)])
    }
}
