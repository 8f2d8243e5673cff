import Foundation

/// What one line of the config file is.
public enum ConfigLine: Sendable, Equatable {
    /// A blank line or a `#` comment.
    case blank
    /// `key = value`, both trimmed.
    case setting(SettingKey, String)
    /// Neither: why.
    case bad(ConfigError.Kind)

    /// Reads `text`. Spaces around the key and the value are dropped; a `#` starts a
    /// comment only at the start of a line, so a path may hold one.
    public init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") {
            self = .blank
            return
        }
        guard let equals = trimmed.firstIndex(of: "=") else {
            self = .bad(.notKeyValue(trimmed))
            return
        }
        let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard let key = SettingKey(rawValue: name) else {
            self = .bad(name.isEmpty ? .notKeyValue(trimmed) : .unknownKey(name))
            return
        }
        self = .setting(key, value)
    }
}
