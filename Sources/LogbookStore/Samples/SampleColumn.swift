import LogbookModel
import LogbookSQLite
import LogbookSupport

/// The columns of a stored sample: those of the rows table `samples` before migration 0026,
/// and of a chunk's entries since (`SampleChunkCodec.columnNames`, `StoredSample`).
///
/// Every path a sample takes switches over this list exhaustively: storing a built sample
/// (`StoredSample.init(built:)` scales by `stored`), reading a row back
/// (`StoredSample.init(statement:positions:)`, before 0026) and turning it back into a track point when a trim rebuilds a run. A new case therefore cannot be silently dropped by
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

    /// The table that held the samples as rows before migration 0026 (`SamplePlace.rowTable`).
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

    /// `value × scale` rounded to the integer the table stores (`StoredInteger`).
    static func stored(_ value: Double, scale: Double) -> Int64? {
        StoredInteger.scaled(value, scale: scale)
    }
}
