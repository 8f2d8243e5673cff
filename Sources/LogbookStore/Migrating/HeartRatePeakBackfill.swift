import LogbookAnalysis
import LogbookSQLite

/// Gives the heart-rate summaries stored before migration 0028 their sustained peaks: the
/// step the migrator runs right after `0028_run_heart_rate_peaks.sql`, inside that
/// migration's transaction.
///
/// Every stored summary (of a live or a quarantined run) is decoded and its peak written
/// as the save path writes it for a new one (`HeartRateSummaryColumn.sustainedPeak`), one
/// summary at a time; a summary with less than a minute of readings keeps NULL. Reads and
/// writes only `run_heart_rates`.
public enum HeartRatePeakBackfill {
    /// Fills the peak of every stored summary; returns the number of summaries given one.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        let table = HeartRateSummaryColumn.table
        let ids = try database.rows("SELECT run_id FROM \(table) ORDER BY run_id").compactMap { $0.first?.int64Value }
        let read = try database.prepare("SELECT \(HeartRateSummaryColumn.sqlList(HeartRateSummaryTable.summaryColumns)) FROM \(table) WHERE run_id = ?")
        let update = try database.prepare("UPDATE \(table) SET \(HeartRateSummaryColumn.sustainedPeak.rawValue) = ? WHERE run_id = ?")
        var filled = 0
        for id in ids {
            guard let row = try read.namedRows([.integer(id)]).first else { continue }
            let peak = HeartRateSummaryColumn.peakValue(of: HeartRateSummaryTable.summary(from: row))
            guard peak != .null else { continue }
            try update.execute([peak, .integer(id)])
            filled += 1
        }
        return filled
    }
}
