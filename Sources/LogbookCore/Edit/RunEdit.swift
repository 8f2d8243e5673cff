import LogbookModel

/// What `logbook edit` is asked to change on one run: each value given replaces the stored
/// one, each field in `clear` is emptied; what is neither stays.
public struct RunEdit: Sendable, Equatable {
    /// The new name.
    public var name: String?
    /// The new sport as the runner wrote it (`cycling`, `Trail Run`): normalised like a file's.
    public var sport: String?
    /// The new description.
    public var description: String?
    /// The new gear.
    public var gear: String?
    /// The fields to empty.
    public var clear: Set<EditableField>

    /// Creates an edit.
    public init(
        name: String? = nil, sport: String? = nil, description: String? = nil, gear: String? = nil,
        clear: Set<EditableField> = []
    ) {
        self.name = name
        self.sport = sport
        self.description = description
        self.gear = gear
        self.clear = clear
    }

    /// The fields this edit sets or clears.
    public var fields: Set<EditableField> {
        clear.union(EditableField.allCases.filter(fields(setting:)))
    }

    /// True when this edit gives `field` a value.
    public func fields(setting field: EditableField) -> Bool {
        switch field {
        case .name: return name != nil
        case .sport: return sport != nil
        case .description: return description != nil
        case .gear: return gear != nil
        case .commute: return false
        }
    }
}
