import LogbookModel

extension EditableField {
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
