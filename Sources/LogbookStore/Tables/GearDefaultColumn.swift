import LogbookSQLite

/// The columns of `gear_defaults`: the one place a new column of it is declared (see `RunColumn`).
public enum GearDefaultColumn: String, TableColumn {
    /// The row's id.
    case id
    /// The gear given.
    case gearID = "gear_id"
    /// The sport it is given to.
    case sport
    /// The sport's variant, NULL for every variant.
    case subSport = "sub_sport"
    /// The local date it holds from, NULL for always.
    case fromDate = "from_date"

    /// The table.
    public static let table = "gear_defaults"
}
