/// Which run `show` shows: one by its id, or the N-th latest by start time.
enum RunReference: Sendable, Equatable {
    /// The run with this id (any whole number; one no run has is an error when read).
    case id(Int64)
    /// The N-th latest run, 1 for the latest (`last`, `-1`), 2 for the one before (`-2`).
    case latest(Int)

    /// What a value that names no run is told.
    static let expected = "a run id (a whole number), 'last', or -N for the N-th latest run"

    /// `last` is the latest run, `-N` (N at least 1) the N-th latest, a whole number an id;
    /// nil for anything else (`-0`, `-x`, `abc`).
    static func parse(_ text: String) -> RunReference? {
        if text == "last" { return .latest(1) }
        if text.hasPrefix("-") {
            let digits = text.dropFirst()
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }), let position = Int(digits), position >= 1
            else { return nil }
            return .latest(position)
        }
        return Int64(text).map(RunReference.id)
    }
}
