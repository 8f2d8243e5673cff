/// What `logbook export` writes: a GPX or TCX file per run, one CSV of runs, or a CSV of
/// samples per run.
public enum ExportFormat: String, Sendable, CaseIterable, Equatable {
    /// GPX 1.1, one file per run, heart rate and cadence in Garmin's TrackPointExtension.
    case gpx
    /// Garmin TCX, one file per run, a lap per recording segment (`TCXDocument`).
    case tcx
    /// One CSV file, a row per run.
    case csv
    /// One CSV file per run, a row per sample (`SampleCSV`): the samples reachable without logbook.
    case samples

    /// True when each run is a file of its own.
    public var isPerRun: Bool { self != .csv }
}
