/// Why `logbook trim` cannot cut a live run (an id that names none is a `RunLookupError`).
public enum TrimError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The run has no samples to cut.
    case noSamples(id: Int64)
    /// `--auto` found no recording tail.
    case noTail(id: Int64)
    /// The cut leaves less than two samples spanning some time.
    case nothingLeft(id: Int64, cut: Double)
    /// The cut is at or after the last sample.
    case afterEnd(id: Int64, cut: Double, end: Double)
    /// `--undo` on a run that was never trimmed.
    case notTrimmed(id: Int64)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .noSamples(let id): "run \(id) has no samples to trim"
        case .noTail(let id): "run \(id) has no recording tail to trim (no 60 s or more without heart rate or movement at its end)"
        case .nothingLeft(let id, let cut): "cutting run \(id) at \(ReportText.duration(cut)) would leave nothing of it"
        case .afterEnd(let id, let cut, let end):
            "run \(id) ends at \(ReportText.duration(end)); there is nothing after \(ReportText.duration(cut)) to trim"
        case .notTrimmed(let id): "run \(id) was never trimmed; there is nothing to undo"
        }
    }
}
