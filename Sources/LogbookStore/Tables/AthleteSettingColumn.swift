import LogbookSQLite

/// The columns of `athlete_settings`: the one place a new column of it is declared (see `RunColumn`).
public enum AthleteSettingColumn: String, TableColumn {
    /// The row's id.
    case id
    /// The local date the values hold from (`YYYY-MM-DD`), NULL for always.
    case fromDate = "from_date"
    /// The maximum heart rate in bpm.
    case maxHR = "max_hr"
    /// The resting heart rate in bpm.
    case restingHR = "resting_hr"
    /// The lactate-threshold heart rate in bpm.
    case lthr
    /// `m` or `f`.
    case sex
    /// When it was set, UTC seconds since 1970.
    case setAt = "set_at"

    /// The table.
    public static let table = "athlete_settings"
}
