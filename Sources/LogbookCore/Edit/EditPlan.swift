import LogbookModel

/// What one `logbook edit` does to a run, decided before anything is written: the value
/// each changed field takes, the fields the runner has set afterwards, and the fields the
/// edit names that are already as asked.
public struct EditPlan: Sendable, Equatable {
    /// Each field the edit changes and the value it takes.
    public var values: [EditableField: EditableValue]
    /// The fields the runner has set once the edit is made (`Run.editedFields`).
    public var editedFields: Set<EditableField>
    /// The fields the edit names whose value is already the one asked for (nothing changes).
    public var unchanged: Set<EditableField>

    /// Creates a plan.
    public init(values: [EditableField: EditableValue], editedFields: Set<EditableField>, unchanged: Set<EditableField>) {
        self.values = values
        self.editedFields = editedFields
        self.unchanged = unchanged
    }

    /// The fields the edit changes, in declaration order.
    public var changed: [EditableField] { EditableField.allCases.filter { values[$0] != nil } }
}
