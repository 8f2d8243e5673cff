import LogbookModel
import LogbookSQLite

/// The columns of `splits`: the one place a new split column is declared (see `RunColumn`).
public enum SplitColumn: String, RunItemColumn {
    /// The run the split belongs to.
    case runID = "run_id"
    /// 1 for the first km.
    case index = "split_index"
    /// Distance, metres.
    case distance = "distance_m"
    /// Elapsed time, seconds.
    case elapsed = "elapsed_s"
    /// Moving time, seconds.
    case moving = "moving_s"
    /// Pace, seconds per km.
    case pace = "pace_s_per_km"
    /// The pace judgement.
    case paceStatus = "pace_status"
    /// Average heart rate.
    case averageHeartRate = "avg_hr"
    /// Average cadence.
    case averageCadence = "avg_cadence"
    /// Elevation gain, metres.
    case elevationGain = "elevation_gain_m"

    /// The table.
    public static let table = "splits"

    /// The value stored in this column for `split` of run `runID`.
    public func value(of split: Split, runID: Int64) -> SQLiteValue {
        switch self {
        case .runID: return .integer(runID)
        case .index: return .integer(Int64(split.index))
        case .distance: return .real(split.distance)
        case .elapsed: return .real(split.elapsed)
        case .moving: return .real(split.moving)
        case .pace: return split.pace.secondsPerKm.sqliteValue
        case .paceStatus: return .text(split.pace.status.rawValue)
        case .averageHeartRate: return split.averageHeartRate.sqliteValue
        case .averageCadence: return split.averageCadence.sqliteValue
        case .elevationGain: return split.elevationGain.sqliteValue
        }
    }

    /// The split stored in `row` (a row of every column of this list).
    public static func split(from row: SQLiteRow) -> Split {
        Split(
            index: Int(row[index].int64Value ?? 0), distance: row[distance].doubleValue ?? 0,
            elapsed: row[elapsed].doubleValue ?? 0, moving: row[moving].doubleValue ?? 0,
            pace: Pace(
                secondsPerKm: row[pace].doubleValue,
                status: PaceStatus(rawValue: row[paceStatus].stringValue ?? "") ?? .noTime),
            averageHeartRate: row[averageHeartRate].doubleValue, averageCadence: row[averageCadence].doubleValue,
            elevationGain: row[elevationGain].doubleValue)
    }
}
