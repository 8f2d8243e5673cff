/// What an import says of each run it stored (`FileImportResult.runs`): the run's id, start,
/// sport, name, totals and pace, and nothing else, so that the result of an Apple Health
/// export with thousands of workouts stays small (about a seventh of a whole `Run` each).
/// Each property is the `Run` property of its name.
public struct ImportedRun: Sendable, Equatable {
    /// The database id, or `nil` when nothing was stored (a dry run).
    public let id: Int64?
    /// `Run.startUTC`.
    public let startUTC: Int64
    /// `Run.utcOffset`.
    public let utcOffset: Int
    /// `Run.sport`.
    public let sport: String
    /// `Run.name`.
    public let name: String?
    /// `Run.distance`.
    public let distance: Double?
    /// `Run.elapsed`.
    public let elapsed: Double?
    /// `Run.moving`.
    public let moving: Double?
    /// `Run.pace`.
    public let pace: Pace
    /// `Run.recoveredAtByte`: the byte of a damaged or cut file from which nothing could be
    /// read; `nil` when read whole.
    public let recoveredAtByte: Int64?
}

extension ImportedRun {
    /// The part of `run` an import reports.
    public init(_ run: Run) {
        self.init(
            id: run.id, startUTC: run.startUTC, utcOffset: run.utcOffset, sport: run.sport, name: run.name,
            distance: run.distance, elapsed: run.elapsed, moving: run.moving, pace: run.pace,
            recoveredAtByte: run.recoveredAtByte)
    }
}
