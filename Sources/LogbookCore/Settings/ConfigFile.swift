import Foundation

/// The config file's settings: `key = value` lines, blank lines and `#` comments.
public struct ConfigFile: Sendable, Equatable {
    /// Where it lives (for messages and sources).
    public var path: String
    /// Its settings, in line order.
    public var entries: [ConfigEntry]

    /// Creates the file's settings.
    public init(path: String, entries: [ConfigEntry] = []) {
        self.path = path
        self.entries = entries
    }

    /// The entry of `key`, if the file sets it.
    public func entry(_ key: SettingKey) -> ConfigEntry? {
        entries.first { $0.key == key }
    }

    /// Reads the text of the file at `path`: every line must be blank, a comment or a known
    /// `key = value`, each key at most once. Values are checked when settings are resolved.
    public static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigFile {
        var entries: [ConfigEntry] = []
        for (index, line) in lines(of: text).enumerated() {
            let number = index + 1
            switch ConfigLine(line) {
            case .bad(let kind): throw ConfigError(kind, at: .file(path: path, line: number))
            case .blank: continue
            case .setting(let key, let value):
                if let first = entries.first(where: { $0.key == key }) {
                    throw ConfigError(.repeatedKey(key, first: first.line), at: .file(path: path, line: number))
                }
                entries.append(ConfigEntry(key: key, value: value, line: number))
            }
        }
        return ConfigFile(path: path, entries: entries)
    }

    /// The lines of `text`, without their `\n` or `\r\n`, a last empty one left out.
    public static func lines(of text: String) -> [String] {
        // `\r\n` is one Character in Swift: both endings are looked for as such.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Reads and parses the file at `path`; a missing file sets nothing.
    public static func load(_ path: String) throws(ConfigError) -> ConfigFile {
        guard let text = try ConfigFileText.contents(of: path) else { return ConfigFile(path: path) }
        return try parse(text, path: path)
    }
}
