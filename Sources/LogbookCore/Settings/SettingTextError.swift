/// The part of a setting's text that is not a value of its key (one zone of a list, or the whole text).
public struct SettingTextError: Error, Sendable, Equatable {
    /// The part as written.
    public var part: String

    /// Creates the error.
    public init(part: String) {
        self.part = part
    }
}
