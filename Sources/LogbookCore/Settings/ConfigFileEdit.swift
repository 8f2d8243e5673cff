/// The text edits of `logbook config set` and `unset`: only the key's own line changes;
/// comments, blank lines and the other lines stay as they are.
public enum ConfigFileEdit {
    /// `text` with `key = value` in place of the key's line (its first, when it is there
    /// more than once; the others are removed), else appended at the end.
    public static func setting(_ key: SettingKey, to value: String, in text: String) -> String {
        var lines: [String] = []
        var placed = false
        for line in ConfigFile.lines(of: text) {
            guard isLine(line, of: key) else {
                lines.append(line)
                continue
            }
            if !placed { lines.append("\(key.rawValue) = \(value)") }
            placed = true
        }
        if !placed { lines.append("\(key.rawValue) = \(value)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` without the key's lines, and how many there were.
    public static func unsetting(_ key: SettingKey, in text: String) -> (text: String, removed: Int) {
        let all = ConfigFile.lines(of: text)
        let kept = all.filter { !isLine($0, of: key) }
        return (kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n", all.count - kept.count)
    }

    /// True when `line` sets `key`.
    static func isLine(_ line: String, of key: SettingKey) -> Bool {
        if case .setting(let found, _) = ConfigLine(line) { return found == key }
        return false
    }
}
