/// Why a quarantine operation cannot be done; nothing was changed.
public enum CleanupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// These ids are not in quarantine.
    case notInQuarantine(ids: [Int64])
    /// A run in `runs` already has the id of the run to restore.
    case idInUse(id: Int64)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .notInQuarantine(let ids):
            let list = ids.map(String.init).joined(separator: ", ")
            return ids.count == 1 ? "run \(list) is not in quarantine" : "runs \(list) are not in quarantine"
        case .idInUse(let id):
            return "cannot restore run \(id): another run in the logbook has id \(id)"
        }
    }
}
