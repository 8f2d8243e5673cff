/// Why a run does not count towards an average pace.
///
/// Decided on read, for every run a report covers, in this order:
/// 0. the believability judge found it cannot be true (`runs.doubt`, `RunDoubt`) and the
///    runner has not said it is → that doubt: such a run is left out of every sum, not
///    only the pace;
/// 1. its stored `pace_status` is not `ok` → that status (`no_distance`, `too_short`, ...,
///    or any other text a foreign writer stored);
/// 2. its stored pace is NULL or not finite (an infinity read back from `9e999`; a NaN
///    stored by another tool becomes NULL) → `non-finite pace`;
/// 3. its distance or moving time is missing, not finite, not positive, or beyond what
///    `Believable` allows (over 5,000 km, over 60 days), so it cannot enter
///    `total moving / total distance` → `missing or non-finite distance or time`;
/// 4. its pace lies outside its sport's range (`SportThresholds`: `--min-pace ... --max-pace`
///    for running) or its distance is below
///    `--min-distance` → `outside thresholds`.
public enum ExclusionReason: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The run cannot be true (`RunDoubt`): left out of the run count, distance and time too.
    case doubt(RunDoubt)
    /// A stored pace status other than `ok`, as stored.
    case status(String)
    /// The stored pace is NULL or infinite although its status says `ok`.
    case nonFinitePace
    /// The distance or moving time cannot be used for an average.
    case unusableDistanceOrTime
    /// The pace or distance lies outside the thresholds.
    case outsideThresholds

    /// True when the run is left out of every sum (a doubt), not only of the pace.
    public var leavesRunOut: Bool {
        if case .doubt = self { return true }
        return false
    }

    /// The text stored by the queries and shown to people.
    public var description: String {
        switch self {
        case .doubt(let doubt): return doubt.rawValue
        case .status(let status): return status
        case .nonFinitePace: return "non-finite pace"
        case .unusableDistanceOrTime: return "missing or non-finite distance or time"
        case .outsideThresholds: return "outside thresholds"
        }
    }

    /// The reason named by `text` (the inverse of `description`).
    public init(text: String) {
        if let doubt = RunDoubt(rawValue: text) {
            self = .doubt(doubt)
            return
        }
        switch text {
        case ExclusionReason.nonFinitePace.description: self = .nonFinitePace
        case ExclusionReason.unusableDistanceOrTime.description: self = .unusableDistanceOrTime
        case ExclusionReason.outsideThresholds.description: self = .outsideThresholds
        default: self = .status(text)
        }
    }

    /// Doubts first in `RunDoubt` order, then known statuses in `PaceStatus` order, then unknown statuses alphabetically,
    /// then non-finite pace, unusable distance or time, outside thresholds.
    public static func < (lhs: ExclusionReason, rhs: ExclusionReason) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: (Int, Int, String) {
        switch self {
        case .doubt(let doubt): return (-1, RunDoubt.allCases.firstIndex(of: doubt) ?? 0, "")
        case .status(let text):
            if let known = PaceStatus.allCases.firstIndex(where: { $0.rawValue == text }) { return (0, known, "") }
            return (1, 0, text)
        case .nonFinitePace: return (2, 0, "")
        case .unusableDistanceOrTime: return (3, 0, "")
        case .outsideThresholds: return (4, 0, "")
        }
    }
}
