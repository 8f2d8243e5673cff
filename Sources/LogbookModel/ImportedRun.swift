/// What an import says of each run it stored (`FileImportResult.runs`): the run's id, start,
/// sport, name, totals and pace, and nothing else, so that the result of an Apple Health
/// export with thousands of workouts stays small (about a seventh of a whole `Run` each).
public struct ImportedRun: Sendable, Equatable {
    /// The database id, or `nil` when nothing was stored (a dry run).
    public var id: Int64?
    /// Start time in UTC, whole seconds since 1970.
    public var startUTC: Int64
    /// The UTC offset in seconds of the runner's local time at the start.
    public var utcOffset: Int
    /// The normalized sport, e.g. `running`.
    public var sport: String
    /// The run's name, if any.
    public var name: String?
    /// Distance in metres, if known.
    public var distance: Double?
    /// Elapsed time in seconds, if known.
    public var elapsed: Double?
    /// Moving time in seconds, if known.
    public var moving: Double?
    /// The guarded pace.
    public var pace: Pace
    /// The byte of its file from which nothing could be read, for a run recovered from a
    /// damaged or cut file (`Run.recoveredAtByte`); `nil` when read whole.
    public var recoveredAtByte: Int64?

    /// The part of `run` an import reports.
    public init(_ run: Run) {
        id = run.id
        startUTC = run.startUTC
        utcOffset = run.utcOffset
        sport = run.sport
        name = run.name
        distance = run.distance
        elapsed = run.elapsed
        moving = run.moving
        pace = run.pace
        recoveredAtByte = run.recoveredAtByte
    }
}
