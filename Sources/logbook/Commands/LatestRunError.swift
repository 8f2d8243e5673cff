/// Why `show` without an id, `show last` or `show -N` has no run to show.
enum LatestRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The logbook holds no run at all.
    case noRuns
    /// The logbook holds `runCount` runs, fewer than the `position`-th latest asked for.
    case fewerRuns(position: Int, runCount: Int)

    /// The error for asking for the `position`-th latest run of a logbook of `runCount` runs.
    static func beyond(position: Int, runCount: Int) -> LatestRunError {
        runCount == 0 ? .noRuns : .fewerRuns(position: position, runCount: runCount)
    }

    /// The message shown after `Error: `.
    var description: String {
        switch self {
        case .noRuns: "The logbook has no runs yet; import some with 'logbook import PATH'"
        case .fewerRuns(let position, let runCount):
            "the logbook holds only \(runCount == 1 ? "1 run" : "\(runCount) runs"), so 'logbook show -\(position)' finds none; "
                + "'logbook show -\(runCount)' shows the oldest"
        }
    }
}
