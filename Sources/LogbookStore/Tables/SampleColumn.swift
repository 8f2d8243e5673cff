import LogbookModel
import LogbookSQLite
import LogbookSupport

/// The columns of `samples`: the one place a new sample column is declared (see `RunColumn`).
///
/// Every path a sample takes switches over this list exhaustively: storing a built sample
/// (`bind`), reading one back (`StoredSample.init(row:)`) and turning it back into a track
/// point when a trim rebuilds a run. A new case therefore cannot be silently dropped by
/// any of them; the trim tests check that a trim keeps every `.measured` column of the
/// samples it keeps.
public enum SampleColumn: String, TableColumn {
    /// The run the sample belongs to.
    case runID = "run_id"
    /// 0-based position in the run.
    case seq
    /// Milliseconds since the run's start.
    case offsetMs = "offset_ms"
    /// Latitude in 1e-7 degrees.
    case latE7 = "lat_e7"
    /// Longitude in 1e-7 degrees.
    case lonE7 = "lon_e7"
    /// Elevation in decimetres.
    case eleDm = "ele_dm"
    /// Heart rate in bpm.
    case hr
    /// Cadence in steps per minute.
    case cadence
    /// Cumulative distance in decimetres, computed by the run builder.
    case distanceDm = "distance_dm"
    /// The 0-based recording segment (`Sample.segment`), as the file's pauses cut the run;
    /// NULL for samples stored before migration 0011 (unknown).
    case segment

    /// What a column holds, which says what a trim must do with it.
    public enum Role: Sendable {
        /// Says which sample it is (`run_id`, `seq`).
        case key
        /// Measured by the device: a trim keeps it as stored for the samples it keeps.
        case measured
        /// Computed by the run builder from the others: a trim computes it again.
        case computed
    }

    /// The table.
    public static let table = "samples"

    /// Every column in declaration order, computed once (read per stored sample).
    public static let ordered = Array(allCases)

    /// What this column holds.
    public var role: Role {
        switch self {
        case .runID, .seq: return .key
        case .offsetMs, .latE7, .lonE7, .eleDm, .hr, .cadence, .segment: return .measured
        case .distanceDm: return .computed
        }
    }

    /// The columns bound per sample: all but the key, which the INSERT of
    /// `rowPlaceholders(row:)` takes from two parameters shared by every row.
    static let perSample = ordered.filter { $0.role != .key }

    /// The VALUES tuple of row `row` (0-based) of a multi-row sample INSERT over `ordered`:
    /// `run_id` is parameter 1 and `seq` parameter 2 plus the row, for every row (bound once
    /// per statement), and the other columns are numbered from 3, `perSample.count` per row.
    static func rowPlaceholders(row: Int) -> String {
        var next = 3 + row * perSample.count
        let values = ordered.map { column -> String in
            switch column {
            case .runID: return "?1"
            case .seq: return "?2 + \(row)"
            default:
                defer { next += 1 }
                return "?\(next)"
            }
        }
        return "(" + values.joined(separator: ", ") + ")"
    }

    /// Binds one built sample's non-key columns (`perSample`) at parameters `first`... in
    /// declaration order: each value scaled to the column's unit and rounded, NULL when
    /// missing or absurd. The key columns are bound once per statement (`rowPlaceholders`).
    static func bind(_ item: Sample, to statement: Statement, from first: Int32) {
        var index = first
        for column in ordered {
            switch column {
            case .runID, .seq: continue
            case .offsetMs: bindScaled(statement, item.offset, scale: 1000, at: index)
            case .latE7: bindScaled(statement, item.point.lat, scale: 1e7, at: index)
            case .lonE7: bindScaled(statement, item.point.lon, scale: 1e7, at: index)
            case .eleDm: bindScaled(statement, item.point.ele, scale: 10, at: index)
            case .hr: bindScaled(statement, within(Double(item.point.hr), SampleValues.heartRateRange), scale: 1, at: index)
            case .cadence: bindScaled(statement, within(Double(item.point.cadence), SampleValues.cadenceRange), scale: 1, at: index)
            case .distanceDm: bindScaled(statement, item.distance, scale: 10, at: index)
            case .segment: statement.bindInt(Int64(max(item.segment, 0)), at: index)
            }
            index += 1
        }
    }

    /// Binds `value × scale` rounded to an integer, or NULL when the value is missing or absurd.
    private static func bindScaled(_ statement: Statement, _ value: Double, scale: Double, at index: Int32) {
        if let scaled = stored(value, scale: scale) {
            statement.bindInt(scaled, at: index)
        } else {
            statement.bindNull(at: index)
        }
    }

    /// `value × scale` rounded to the integer the table stores (`StoredInteger`).
    static func stored(_ value: Double, scale: Double) -> Int64? {
        StoredInteger.scaled(value, scale: scale)
    }

    /// The value when it lies in `range`, else `.nan` (no value).
    private static func within(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        range.contains(value) ? value : .nan
    }
}
