/// One resolved setting: its value and where that came from.
public struct Setting<Value: Sendable>: Sendable {
    /// The value in force.
    public var value: Value
    /// Where it came from.
    public var source: SettingSource

    /// Creates the setting.
    public init(_ value: Value, from source: SettingSource) {
        self.value = value
        self.source = source
    }

    /// The setting a command's own flag makes of it: the flag's value when one was given
    /// (a flag wins over everything), else this one.
    public func overridden(by flag: Value?) -> Setting<Value> {
        flag.map { Setting($0, from: .flag) } ?? self
    }
}
