/// Thrown by a content handler to stop parsing: the file is XML but not what the
/// reader expects (wrong root element, ...). The parser adds the file and line.
struct XMLContentFailure: Error {
    /// What is wrong, as shown to the user.
    let reason: String
    /// The line to name when the failure is found after parsing (the parser's current
    /// line is used while parsing); nil when no line applies.
    var line: Int? = nil
    /// What the file holds instead of an activity, when it is well formed and holds none.
    var noActivity: NoActivity? = nil
}
