import LogbookModel

/// What `logbook trim` did to a run.
public struct TrimOutcome: Sendable, Equatable {
    /// The run before.
    public var before: Run
    /// The run after.
    public var after: Run
    /// Where it was cut, in seconds since its start (for an undo, where it had been cut).
    public var cut: Double
}
