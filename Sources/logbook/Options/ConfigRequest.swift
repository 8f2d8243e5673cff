import LogbookCore

/// What `logbook config` was asked, its words read and checked.
enum ConfigRequest: Sendable, Equatable {
    /// Every setting with its value and source.
    case list
    /// Where the config file is.
    case path
    /// Write `key = value` (the value as the file will hold it).
    case set(SettingKey, String)
    /// Remove the key's line.
    case unset(SettingKey)

    /// Reads `words` (the action, then its key and value); a wrong count, an unknown
    /// action or key, or a value the file would not take is a usage error.
    init(_ words: [String]) throws(UsageError) {
        var words = words
        let named = words.first.flatMap(ConfigAction.init(rawValue:))
        if let first = words.first, named == nil {
            throw UsageError("'\(TableRenderer.printable(first))' is no config action; use list, set, unset or path")
        }
        if named != nil { words.removeFirst() }
        let action = named ?? .list
        guard words.count == action.wordCount else { throw UsageError("usage: logbook \(action.usage)") }
        switch action {
        case .list: self = .list
        case .path: self = .path
        case .set:
            let key = try Self.key(words[0])
            self = .set(key, try Self.stored(key, words[1]))
        case .unset: self = .unset(try Self.key(words[0]))
        }
    }

    /// The key spelled `word`.
    private static func key(_ word: String) throws(UsageError) -> SettingKey {
        guard let key = SettingKey(rawValue: word) else {
            throw UsageError("unknown key '\(TableRenderer.printable(word))'; the keys are \(SettingKey.spelled)")
        }
        return key
    }

    /// `value` as the file will hold it, or why it cannot.
    private static func stored(_ key: SettingKey, _ value: String) throws(UsageError) -> String {
        do {
            return try Settings.stored(key, value)
        } catch {
            throw UsageError(error.description)
        }
    }
}
