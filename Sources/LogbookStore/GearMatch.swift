/// Which gear a `RunFilter` keeps: the runs done in one `gear` row, or the runs with none.
public enum GearMatch: Sendable, Equatable {
    /// The runs whose `gear_id` is this row.
    case id(Int64)
    /// The runs without gear.
    case none
}
