/// An exclusive choice among flags and options (`--table | --csv | --json`,
/// `--at <time> | --auto | --undo`), read back as one enum value from `ParsedValues`.
///
/// The parser refuses two members (`use only one of ...`) and, when the choice is required,
/// none (`Missing one of ...`), so a command reading it sees at most one.
struct Choice<Value: Sendable>: Sendable {
    /// The members, each declaration marked with the group.
    let members: [ChoiceMember<Value>]

    /// A choice among `members`; `required` demands one.
    init(required: Bool, _ members: [ChoiceMember<Value>]) {
        let group = ChoiceGroup(
            keys: members.map(\.declaration.key), usageTexts: members.map(\.declaration.usageText), isRequired: required)
        self.members = members.map { member in
            var marked = member
            marked.declaration.group = group
            return marked
        }
    }

    /// The members' declarations, in order.
    var declarations: [ArgumentDeclaration] { members.map(\.declaration) }
}
