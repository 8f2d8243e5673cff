import LogbookAnalysis
import LogbookModel

/// Why an effort is not a record, as reports count it: a stored `EffortStatus` other than
/// `ok`, or one decided on read.
public enum RecordExclusion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The stored judgement (`faster_than_world_record`, `too_fast`, ...).
    case status(EffortStatus)
    /// The run is of another sport than the one asked for (`not_running`).
    case otherSport(String)
    /// The run covers the distance by its summary but has no samples with a distance
    /// (a CSV row, a treadmill without a foot pod): a summary never makes a record.
    case summaryOnly
    /// The whole run cannot be true (`RunDoubt`, `runs.doubt`): none of its efforts counts.
    case doubt(RunDoubt)

    /// The key reports and JSON use.
    public var description: String {
        switch self {
        case .status(let status): return status.rawValue
        case .otherSport(let sport): return "not_\(sport)"
        case .summaryOnly: return "summary_only"
        case .doubt(let doubt): return doubt.rawValue
        }
    }

    /// By key.
    public static func < (a: RecordExclusion, b: RecordExclusion) -> Bool { a.description < b.description }
}
