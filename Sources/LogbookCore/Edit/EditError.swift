import LogbookModel

/// Why `logbook edit` cannot apply an edit (an id that names no live run is a `RunLookupError`).
public enum EditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sport is not one the logbook knows.
    case unknownSport(String)
    /// A field is both set and cleared.
    case setAndCleared(EditableField)
    /// Nothing to change was given.
    case nothingToChange

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .unknownSport(let sport):
            "unknown sport '\(sport)': write it as a file would, e.g. running, trail run, cycling, walking, hiking, swimming"
        case .setAndCleared(let field): "--\(field.rawValue) and --clear \(field.rawValue) contradict each other"
        case .nothingToChange: "nothing to change: give --name, --sport, --description, --gear or --clear"
        }
    }
}
