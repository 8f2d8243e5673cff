import LogbookAnalysis
import LogbookSQLite

/// The columns of `run_heart_rates`, one `HeartRateSummary` per run: the one place a column
/// of it is declared (see `RunColumn`).
public enum HeartRateSummaryColumn: String, RunItemColumn {
    /// The run (live or in quarantine; not a foreign key, so a quarantined run keeps its row).
    case runID = "run_id"
    /// Seconds from its first to its last sample.
    case span = "span_s"
    /// The seconds at each bpm (`HeartRateSummaryTable`'s encoding).
    case secondsByBPM = "seconds_by_bpm"
    /// Readings outside 30-230 bpm.
    case outOfRange = "out_of_range"
    /// Readings reached by a step no heart makes.
    case steepStep = "steep_step"
    /// Readings of a strap stuck on one value.
    case constantReading = "constant_reading"
    /// Its sustained peak in whole bpm (`MaxHeartRateEstimate.sustainedPeak` of its
    /// readings), NULL with less than a minute of them (migration 0028): what the estimate
    /// of the maximum reads of the runs of a year, without decoding their summaries.
    case sustainedPeak = "sustained_peak_bpm"

    /// The table.
    public static let table = "run_heart_rates"

    /// The value stored in this column for `summary` of run `runID` (a span that is not
    /// finite is stored as 0, any other held to 0...1e8 s).
    public func value(of summary: HeartRateSummary, runID: Int64) -> SQLiteValue {
        switch self {
        case .runID: return .integer(runID)
        case .span: return .real(summary.span.isFinite ? min(max(summary.span, 0), 1e8) : 0)
        case .secondsByBPM: return .blob(HeartRateSummaryTable.encode(summary))
        case .outOfRange: return .integer(Int64(summary.excluded[.outOfRange] ?? 0))
        case .steepStep: return .integer(Int64(summary.excluded[.steepStep] ?? 0))
        case .constantReading: return .integer(Int64(summary.excluded[.constantReading] ?? 0))
        case .sustainedPeak: return Self.peakValue(of: summary)
        }
    }

    /// The stored sustained peak of `summary`: its readings are whole bpm of 0...250, so the
    /// peak is one of them; NULL without a peak (or, were it ever not whole, rather than a
    /// value the estimate would not have used).
    static func peakValue(of summary: HeartRateSummary) -> SQLiteValue {
        guard let peak = MaxHeartRateEstimate.sustainedPeak(summary.readings), let whole = Int64(exactly: peak) else { return .null }
        return .integer(whole)
    }

    /// The count column of each reason a reading is left out.
    static func count(of reason: HeartRateExclusion) -> HeartRateSummaryColumn {
        switch reason {
        case .outOfRange: return .outOfRange
        case .steepStep: return .steepStep
        case .constantReading: return .constantReading
        }
    }
}
