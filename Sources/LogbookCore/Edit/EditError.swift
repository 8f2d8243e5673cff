import LogbookModel

/// Why `logbook edit` cannot apply an edit (an id that names no live run is a `RunLookupError`).
public enum EditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sport is not one the logbook knows.
    case unknownSport(String)
    /// A field is both set and cleared.
    case setAndCleared(EditableField)
    /// Nothing to change was given.
    case nothingToChange
    /// `--undo` was given with a change.
    case undoWithChanges
    /// The run has no edit this logbook remembers: nothing to undo.
    case nothingToUndo(runID: Int64)
    /// The file's sport is not known (the run's sport was set before edits were kept), so
    /// `--clear sport` cannot give it back.
    case fileSportUnknown(runID: Int64)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .unknownSport(let sport):
            "unknown sport '\(sport)': write it as a file would, e.g. running, trail run, cycling, walking, hiking, swimming"
        case .setAndCleared(let field): "--\(field.rawValue) and --clear \(field.rawValue) contradict each other"
        case .nothingToChange: "nothing to change: give --name, --sport, --description, --gear, --clear or --undo"
        case .undoWithChanges: "--undo undoes the last edit alone: give it without --name, --sport, --description, --gear or --clear"
        case .nothingToUndo(let id):
            "nothing to undo: run \(id) has no edit this logbook remembers (edits made before this version are not kept)"
        case .fileSportUnknown(let id):
            "the file's sport of run \(id) is not known (its sport was set before edits were kept): set it with --sport"
        }
    }
}
