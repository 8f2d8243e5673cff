
/// Why a gear change is refused: each says what to do instead.
public enum GearError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No gear has this name.
    case unknown(String)
    /// A pair of the same name (without case and extra spaces) exists.
    case alreadyExists(String)
    /// The name is empty or too long.
    case badName(String)
    /// `gear merge X X`.
    case mergeIntoItself(String)
    /// A retirement before the first run in it.
    case retiredBeforeFirstUse(name: String, on: LocalDate, firstUsed: LocalDate)
    /// A retirement before the date it was started.
    case retiredBeforeStart(name: String, on: LocalDate, started: LocalDate)
    /// A limit that is not a positive distance.
    case badLimit(Double)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .unknown(let name): "no gear named '\(name)'; 'logbook gear' lists them, 'logbook gear add \(name)' adds it"
        case .alreadyExists(let name):
            "gear '\(name)' exists already (names are compared without case and extra spaces); give the second pair another name, such as '\(name) 2'"
        case .badName(let name):
            name.isEmpty
                ? "a gear name must not be empty"
                : "a gear name must be at most \(GearName.maximumLength) characters long"
        case .mergeIntoItself(let name): "cannot merge '\(name)' into itself: name two different pairs"
        case .retiredBeforeFirstUse(let name, let on, let firstUsed):
            "cannot retire '\(name)' on \(on): its first run is on \(firstUsed); retire it on or after that date"
        case .retiredBeforeStart(let name, let on, let started):
            "cannot retire '\(name)' on \(on): it was started on \(started); retire it on or after that date"
        case .badLimit(let limit): "a distance limit must be a positive number of km, not \(limit)"
        }
    }
}
