/// The exclusive choice a declaration belongs to (`--table | --csv | --json`): at most one of
/// its members may be given, exactly one when it is required.
struct ChoiceGroup: Sendable, Equatable {
    /// The members' keys (`--table`), in declaration order.
    var keys: [String]
    /// The members as in messages (`--at <time>`).
    var usageTexts: [String]
    /// True when one member must be given.
    var isRequired: Bool

    /// `(--at <time> | --auto | --undo)` when required, else `[--table | --csv | --json]`.
    var usageSynopsis: String {
        let members = usageTexts.joined(separator: " | ")
        return isRequired ? "(\(members))" : "[\(members)]"
    }

    /// `use only one of --table, --csv, --json`.
    var tooManyMessage: String {
        "use only one of " + keys.joined(separator: ", ")
    }

    /// `Missing one of --at <time>, --auto, --undo`.
    var missingMessage: String {
        "Missing one of " + usageTexts.joined(separator: ", ")
    }
}
