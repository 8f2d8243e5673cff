/// Why `logbook rebuild` cannot rebuild a run it was asked for.
public enum RebuildError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No run has this id.
    case runNotFound(id: Int64)
    /// The run is in quarantine.
    case runQuarantined(id: Int64)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .runNotFound(let id):
            return "no run with id \(id)"
        case .runQuarantined(let id):
            return "run \(id) is in quarantine; restore it first with 'logbook clean --restore \(id)'"
        }
    }
}
