/// What asking for the N-th latest run (`logbook show -N`) finds: that run, or, when the
/// logbook holds fewer runs, how many it holds.
public enum LatestRun: Sendable {
    /// The run, read as `RunDetail.read(id:from:zones:)` reads it.
    case found(RunDetail)
    /// The logbook holds only `runCount` runs (0 for an empty one).
    case beyond(runCount: Int)
}
