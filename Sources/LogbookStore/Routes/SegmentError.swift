/// Why a segment cannot be made, found or removed.
public enum SegmentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No segment has this name.
    case segmentNotFound(name: String)
    /// A segment has this name already.
    case nameTaken(name: String)
    /// A segment's name is empty or over 200 characters.
    case badName
    /// The stretch asked for lies outside the run's track, or is too short for two gates.
    case badStretch(runID: Int64, detail: String)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .segmentNotFound(let name): return "no segment called '\(name)'; 'logbook segment list' lists them"
        case .nameTaken(let name): return "a segment is called '\(name)' already; 'logbook segment rm \(name)' removes it"
        case .badName: return "a segment's name is 1 to 200 characters"
        case .badStretch(let runID, let detail): return "run \(runID) has no such stretch: \(detail)"
        }
    }
}
