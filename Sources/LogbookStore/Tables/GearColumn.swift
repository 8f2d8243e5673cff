import LogbookSQLite

/// The columns of `gear`: the one place a new column of it is declared (see `RunColumn`).
public enum GearColumn: String, TableColumn {
    /// The row's id.
    case id
    /// The name, cleaned (`GearName.cleaned`).
    case name
    /// The name compared without case and extra spaces (`GearName.key`), unique.
    case nameKey = "name_key"
    /// `shoes`, `bike` or `other`.
    case kind
    /// The maker.
    case brand
    /// The model.
    case model
    /// The local date it was first used (`YYYY-MM-DD`).
    case startedOn = "started_on"
    /// The local date it was retired on.
    case retiredOn = "retired_on"
    /// The distance it may do, metres.
    case limit = "limit_m"
    /// The runner's notes.
    case notes

    /// The table.
    public static let table = "gear"
}
