import LogbookSQLite

/// Why a run asked for by id cannot be changed: the one wording `edit`, `trim` and
/// `rebuild` share for an id that names no live run.
public enum RunLookupError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// The error for `id` when `runs` does not hold it: quarantined or not found.
    public static func missing(_ id: Int64, in database: Database) throws -> RunLookupError {
        try QuarantineTables(database: database).contains(id) ? .runQuarantined(id: id) : .runNotFound(id: id)
    }
}
