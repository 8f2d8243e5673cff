/// One `key = value` line of the config file.
public struct ConfigEntry: Sendable, Equatable {
    /// The key.
    public var key: SettingKey
    /// The value as written, trimmed.
    public var value: String
    /// Its line number, from 1.
    public var line: Int
}
