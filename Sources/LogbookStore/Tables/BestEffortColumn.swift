import LogbookAnalysis
import LogbookSQLite

/// The columns of `best_efforts`: the one place a new best-effort column is declared (see `RunColumn`).
public enum BestEffortColumn: String, RunItemColumn {
    /// The run the effort belongs to.
    case runID = "run_id"
    /// The distance covered, metres.
    case distance = "distance_m"
    /// How long it took, seconds.
    case time = "time_s"
    /// The cumulative distance where it starts, metres.
    case startsAt = "starts_at_m"
    /// When it starts, seconds since the run's start.
    case startOffset = "start_offset_s"
    /// Whether it may be a record (`EffortStatus`).
    case status
    /// `gps` or `device`: where the distance came from.
    case measuredBy = "measured_by"

    /// The table.
    public static let table = "best_efforts"

    /// The value stored in this column for `effort` of run `runID`.
    public func value(of effort: BestEffort, runID: Int64) -> SQLiteValue {
        switch self {
        case .runID: return .integer(runID)
        case .distance: return .real(effort.distance)
        case .time: return .real(effort.time)
        case .startsAt: return .real(effort.startsAt)
        case .startOffset: return .real(effort.startOffset)
        case .status: return .text(effort.status.rawValue)
        case .measuredBy: return .text(effort.fromDevice ? "device" : "gps")
        }
    }

    /// The effort stored in `row` (a row holding every column of this list, read by name).
    public static func effort(from row: SQLiteRow) -> BestEffort {
        BestEffort(
            distance: row[distance].doubleValue ?? 0, time: row[time].doubleValue ?? 0,
            startsAt: row[startsAt].doubleValue ?? 0, startOffset: row[startOffset].doubleValue ?? 0,
            status: EffortStatus(rawValue: row[status].stringValue ?? "") ?? .impossibleRun,
            fromDevice: row[measuredBy].stringValue == "device")
    }
}
