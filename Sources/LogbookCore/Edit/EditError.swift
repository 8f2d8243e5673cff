/// Why `logbook edit` cannot do what it was asked.
public enum EditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No run has this id.
    case runNotFound(id: Int64)
    /// The run is in quarantine.
    case runQuarantined(id: Int64)
    /// The sport is not one the logbook knows.
    case unknownSport(String)
    /// A field is both set and cleared.
    case setAndCleared(EditableField)
    /// Nothing to change was given.
    case nothingToChange

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .runNotFound(let id):
            return "no run with id \(id)"
        case .runQuarantined(let id):
            return "run \(id) is in quarantine; restore it first with 'logbook clean --restore \(id)'"
        case .unknownSport(let sport):
            return "unknown sport '\(sport)': write it as a file would, e.g. running, trail run, cycling, walking, hiking, swimming"
        case .setAndCleared(let field):
            return "--\(field.rawValue) and --clear \(field.rawValue) contradict each other"
        case .nothingToChange:
            return "nothing to change: give --name, --sport, --description, --gear or --clear"
        }
    }
}
