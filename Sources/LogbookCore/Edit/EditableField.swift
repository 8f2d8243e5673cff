/// A part of a run that `logbook edit` changes: its words and its sport, never its numbers.
public enum EditableField: String, Sendable, CaseIterable, Codable {
    /// The run's name.
    case name
    /// The sport (and its variant: `Trail Run` is `running`, sub-sport `trail`).
    case sport
    /// The runner's description.
    case description
    /// The shoes or bike.
    case gear
    /// Whether it was a commute.
    case commute

    /// The fields `--clear` can empty: every one but the sport, which a run always has.
    public static let clearable: [EditableField] = [.name, .description, .gear, .commute]

    /// The `runs` column that holds it.
    public var column: RunColumn {
        switch self {
        case .name: return .name
        case .sport: return .sport
        case .description: return .description
        case .gear: return .gear
        case .commute: return .commute
        }
    }
}
