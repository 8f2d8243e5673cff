/// How a run got its gear (`runs.gear_by`).
public enum GearAssignment: String, Sendable, Equatable {
    /// The run's own file named it, or the runner set it with `logbook edit`.
    case run
    /// The default of the run's sport on its date (`gear add --default-for`): a later
    /// default change gives the run the new default.
    case byDefault = "default"
}
