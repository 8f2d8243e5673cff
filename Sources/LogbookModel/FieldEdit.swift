/// One field one `logbook edit` changed, as its history keeps it: the field, its value
/// before the edit, and whether the runner had set it already (`false`: the value was the
/// file's).
public struct FieldEdit: Sendable, Equatable {
    /// The field.
    public var field: EditableField
    /// Its value before the edit.
    public var before: EditableValue
    /// True when the runner had set the field before the edit.
    public var wasEdited: Bool

    /// Creates a value from each of its parts.
    public init(field: EditableField, before: EditableValue, wasEdited: Bool) {
        self.field = field
        self.before = before
        self.wasEdited = wasEdited
    }

    /// What the history keeps of `field` when an edit changes it on `run`: its value there and
    /// whether the runner had set it already. The one rule `edit` and `gear assign` record by.
    public static func before(editing field: EditableField, of run: Run) -> FieldEdit {
        FieldEdit(field: field, before: EditableValue.of(field, in: run), wasEdited: run.editedFields.contains(field))
    }
}
