import LogbookSQLite

/// Why a run asked for by id cannot be used: the one wording `edit`, `trim`, `rebuild`
/// and `export` share for an id that names no live run.
public enum RunLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No run has this id.
    case runNotFound(id: Int64)
    /// The run is in quarantine; `refused` names what is therefore not done with it
    /// (`exported`) when the message is to say so.
    case runQuarantined(id: Int64, refused: String? = nil)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .runNotFound(let id):
            return "no run with id \(id)"
        case .runQuarantined(let id, let refused):
            let saying = refused.map { " and is not \($0)" } ?? ""
            return "run \(id) is in quarantine\(saying); restore it first with 'logbook clean --restore \(id)'"
        }
    }

    /// The error for `id` when `runs` does not hold it: quarantined (saying what is
    /// `refused`, when given) or not found.
    public static func missing(_ id: Int64, in database: Database, refused: String? = nil) throws -> RunLookupError {
        try QuarantineTables(database: database).contains(id) ? .runQuarantined(id: id, refused: refused) : .runNotFound(id: id)
    }
}
