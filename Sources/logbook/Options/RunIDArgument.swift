/// The run ids that show, trim and clean take as positional arguments, read one way.
enum RunIDArgument {
    /// What a value that is not a run id is told.
    static let expected = "a run id (a whole number)"

    /// `<id>` (or `<id> ...` when `repeating`): whole numbers of at least `minimum`.
    static func positional(help: String, minimum: Int64 = 1, repeating: Bool = false, required: Bool = true) -> Positional<Int64> {
        Positional("id", help: help, repeating: repeating, required: required, expected: expected) { text in
            Int64(text).flatMap { $0 >= minimum ? $0 : nil }
        }
    }
}
