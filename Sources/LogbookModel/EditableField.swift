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

    /// The fields `--clear` gives back to the file: every one.
    public static let clearable: [EditableField] = allCases

    /// `fields` as `runs.edited_fields` stores them: their names in declaration order,
    /// comma-separated (`name,sport`); `nil` when there are none.
    public static func storedList(_ fields: Set<EditableField>) -> String? {
        let names = allCases.filter(fields.contains).map(\.rawValue)
        return names.isEmpty ? nil : names.joined(separator: ",")
    }

    /// The fields of a stored `edited_fields` list; names this version does not know are left out.
    public static func fields(stored: String?) -> Set<EditableField> {
        guard let stored else { return [] }
        return Set(stored.split(separator: ",").compactMap { EditableField(rawValue: String($0)) })
    }
}
