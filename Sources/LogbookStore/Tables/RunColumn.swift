import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// The columns of `runs`: the one place a new run column is declared.
///
/// To add a column (say `description`): write the migration (adding it to `runs`,
/// `quarantined_runs` and `trim_originals`), add a case here, and answer the switches the
/// compiler then points at (`value(of:importedAt:fileID:)`, `isMeasurement`, and
/// `RunQueries.run(from:)` when `Run` carries it). INSERT, UPDATE, SELECT, quarantine,
/// restore and trim statements are all built from this list; `TableColumnsTests` fails
/// when the list and the migrated schema disagree.
public enum RunColumn: String, TableColumn {
    /// The run's id.
    case id
    /// Start time, UTC seconds.
    case startUTC = "start_utc"
    /// UTC offset at the start, seconds.
    case utcOffset = "utc_offset_s"
    /// The sport.
    case sport
    /// The run's name.
    case name
    /// Distance, metres.
    case distance = "distance_m"
    /// Elapsed time, seconds.
    case elapsed = "elapsed_s"
    /// Moving time, seconds.
    case moving = "moving_s"
    /// Pace, seconds per km (NULL unless the status is `ok`).
    case pace = "pace_s_per_km"
    /// The pace judgement.
    case paceStatus = "pace_status"
    /// Average heart rate.
    case averageHeartRate = "avg_hr"
    /// Maximum heart rate.
    case maxHeartRate = "max_hr"
    /// Average cadence.
    case averageCadence = "avg_cadence"
    /// Elevation gain, metres.
    case elevationGain = "elevation_gain_m"
    /// The format it came from.
    case source
    /// When it was imported, UTC seconds.
    case importedAt = "imported_at"
    /// The imported file holding it.
    case fileID = "file_id"
    /// The runner's description (from an account export).
    case description
    /// The shoes or bike (from an account export).
    case gear
    /// 1 for a commute, 0 for none, NULL when unknown (from an account export).
    case commute
    /// The distance the file states, metres (`Run.device`).
    case deviceDistance = "device_distance_m"
    /// The timer (moving) time the file states, seconds.
    case deviceTimer = "device_timer_s"
    /// The elapsed time the file states, seconds.
    case deviceElapsed = "device_elapsed_s"
    /// The distance computed from positions, metres (`Run.gpsDistance`).
    case gpsDistance = "gps_distance_m"
    /// Where `distance_m` comes from: `device` or `gps` (`Run.distanceSource`).
    case distanceSource = "distance_source"
    /// How the sport was decided: `file` or `inferred` (`Run.sportSource`).
    case sportSource = "sport_source"
    /// The sport's variant (`trail`, `treadmill`, ...; `Run.subSport`).
    case subSport = "sub_sport"
    /// 1 when the file stated the UTC offset, 0 when it was assumed (`Run.offsetIsStated`).
    case offsetStated = "utc_offset_stated"
    /// What the runner set with `logbook edit`, comma-separated (`Run.editedFields`).
    case editedFields = "edited_fields"
    /// Where the UTC offset came from: `file`, `position`, `option` or `system` (`Run.offsetSource`).
    case offsetSource = "utc_offset_source"
    /// The IANA zone the offset is that of, when one is known (`Run.timeZone`).
    case timeZone = "time_zone"
    /// The `gear` row of the shoes or bike used (`Run.gearID`).
    case gearID = "gear_id"
    /// How the run got its gear: `run` or `default` (`Run.gearAssignment`).
    case gearAssignment = "gear_by"
    /// The byte of its file from which nothing could be read, for a run recovered from a
    /// damaged or cut file; NULL when read whole (`Run.recoveredAtByte`).
    case recoveredAtByte = "recovered_at_byte"
    /// The moving time computed from the points' speed, seconds (`Run.gpsMoving`).
    case gpsMoving = "gps_moving_s"
    /// Where `moving_s` comes from: `device` or `gps` (`Run.movingSource`).
    case movingSource = "moving_source"
    /// Why the run cannot be true (`RunDoubt`), decided by `RunBelief` from the values saved
    /// with it; NULL when believable.
    case doubt
    /// 1 once the runner said the run is true (`logbook edit ID --believe`), else NULL.
    case believed
    /// Which branch of each rule decided the run when it was built (`Run.rulings`, `RunRulings.stored`).
    case rulings

    /// The table.
    public static let table = "runs"

    /// Every column in declaration order, computed once (read per stored run).
    public static let ordered = Array(allCases)

    /// True for what a run's samples determine, which `logbook trim` recomputes
    /// (`RunSave.trimmed`); the other columns say what and when the run is,
    /// and what its file stated (the device totals stay as the file gave them).
    public var isMeasurement: Bool {
        switch self {
        case .distance, .elapsed, .moving, .pace, .paceStatus, .averageHeartRate, .maxHeartRate, .averageCadence,
            .elevationGain, .gpsDistance, .distanceSource, .gpsMoving, .movingSource, .doubt, .rulings:
            return true
        case .id, .startUTC, .utcOffset, .sport, .name, .source, .importedAt, .fileID, .description, .gear, .commute,
            .deviceDistance, .deviceTimer, .deviceElapsed, .sportSource, .subSport, .offsetStated, .editedFields,
            .offsetSource, .timeZone, .gearID, .gearAssignment, .recoveredAtByte, .believed:
            return false
        }
    }

    /// True for the words a runner gives a run (name, description, gear and its row, commute),
    /// which a richer copy without words leaves as they are (`RunWordMerge`).
    public var isRunnerWord: Bool {
        self == .name || self == .description || self == .gear || self == .commute || self == .gearID
            || self == .gearAssignment || self == .believed
    }

    /// The value stored in this column for `run`, imported at `importedAt` from file `fileID`.
    /// Numbers that are not finite are stored as NULL (a last line of defence behind the
    /// CHECK constraints).
    public func value(of run: Run, importedAt: Int64, fileID: Int64?) -> SQLiteValue {
        switch self {
        case .id: return run.id.sqliteValue
        case .startUTC: return .integer(run.startUTC)
        case .utcOffset: return .integer(Int64(run.utcOffset))
        case .sport: return .text(run.sport)
        case .name: return run.name.sqliteValue
        case .distance: return Self.finite(run.distance)
        case .elapsed: return Self.finite(run.elapsed)
        case .moving: return Self.finite(run.moving)
        case .pace: return Self.finite(run.pace.secondsPerKm)
        case .paceStatus: return .text(run.pace.status.rawValue)
        case .averageHeartRate: return Self.finite(run.averageHeartRate)
        case .maxHeartRate: return Self.finite(run.maxHeartRate)
        case .averageCadence: return Self.finite(run.averageCadence)
        case .elevationGain: return Self.finite(run.elevationGain)
        case .source: return .text(run.source)
        case .importedAt: return .integer(importedAt)
        case .fileID: return fileID.sqliteValue
        case .description: return run.description.sqliteValue
        case .gear: return run.gear.sqliteValue
        case .commute: return run.commute.map { .integer($0 ? 1 : 0) } ?? .null
        case .deviceDistance: return Self.finite(run.device.distance)
        case .deviceTimer: return Self.finite(run.device.timer)
        case .deviceElapsed: return Self.finite(run.device.elapsed)
        case .gpsDistance: return Self.finite(run.gpsDistance)
        case .distanceSource: return run.distanceSource.map { .text($0.rawValue) } ?? .null
        case .sportSource: return run.sportSource.map { .text($0.rawValue) } ?? .null
        case .subSport: return run.subSport.sqliteValue
        case .offsetStated: return run.offsetIsStated.map { .integer($0 ? 1 : 0) } ?? .null
        case .editedFields: return EditableField.storedList(run.editedFields).sqliteValue
        case .offsetSource: return run.offsetSource.map { .text($0.rawValue) } ?? .null
        case .timeZone: return run.timeZone.sqliteValue
        case .gearID: return run.gearID.sqliteValue
        case .gearAssignment: return run.gearAssignment.map { .text($0.rawValue) } ?? .null
        case .recoveredAtByte: return run.recoveredAtByte.map { .integer($0) } ?? .null
        case .gpsMoving: return Self.finite(run.gpsMoving)
        case .movingSource: return run.movingSource.map { .text($0.rawValue) } ?? .null
        // Judged here, from the values written beside it: every save path (import, refresh,
        // rebuild, trim, a better copy) stores the judgement of what it stores.
        case .doubt: return RunBelief.doubt(of: run).map { .text($0.rawValue) } ?? .null
        case .believed: return run.believed ? .integer(1) : .null
        case .rulings: return run.rulings.stored.sqliteValue
        }
    }

    /// The SQL condition, over the runs table (aliased `alias`, or unqualified), true for a
    /// run the believability judge doubted and the runner did not believe (`Run.leftOutAs`):
    /// the one test every read of runs applies.
    public static func leftOutSQL(alias: String?) -> String {
        let prefix = alias.map { "\($0)." } ?? ""
        return "(\(prefix)\(Self.doubt.rawValue) IS NOT NULL AND \(prefix)\(Self.believed.rawValue) IS NULL)"
    }

    /// A finite number, else NULL.
    static func finite(_ value: Double?) -> SQLiteValue {
        guard let value, value.isFinite else { return .null }
        return .real(value)
    }
}
