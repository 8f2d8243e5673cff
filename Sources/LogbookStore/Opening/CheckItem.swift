/// One line of a check report: what was checked, whether it passed, and details.
public struct CheckItem: Sendable, Equatable {
    /// What was checked.
    public var name: String
    /// Whether it passed.
    public var passed: Bool
    /// Details (what differs, counts), or empty.
    public var detail: String

    /// Creates an item.
    public init(name: String, passed: Bool, detail: String = "") {
        self.name = name
        self.passed = passed
        self.detail = detail
    }
}
