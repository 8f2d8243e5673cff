import LogbookSupport

/// A setting that cannot be used: a bad line of the config file, a bad value of its
/// environment variable, or a config file that cannot be read or written. Commands that
/// read the settings fail with it (exit 1).
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, to match on.
    public enum Kind: Sendable, Equatable {
        /// A line that is neither blank, a `#` comment nor `key = value`.
        case notKeyValue(String)
        /// A key the file does not know.
        case unknownKey(String)
        /// A value the key does not take.
        case badValue(SettingKey, String)
        /// A key set a second time; `first` is the line of the first.
        case repeatedKey(SettingKey, first: Int)
        /// The file exists but cannot be read (the system's reason).
        case unreadable(String)
        /// The file or its folder cannot be written (the system's reason).
        case unwritable(String)
    }

    /// What is wrong.
    public var kind: Kind
    /// Where: a line of the file, or an environment variable.
    public var source: SettingSource

    /// Creates the error.
    public init(_ kind: Kind, at source: SettingSource) {
        self.kind = kind
        self.source = source
    }

    /// `PATH line 3: unknown key 'colour' ...`, `$LOGBOOK_UNITS holds 'furlongs', not km or mi`;
    /// a value given on the command line (`.flag`) is named by its key alone.
    public var description: String {
        var place = ""
        switch source {
        case .file(let path, let line): place = line > 0 ? "\(path) line \(line): " : path
        case .environment(let name): place = "$" + name
        case .flag, .standard: break
        }
        switch kind {
        case .notKeyValue(let text):
            return "\(place)'\(MessageExcerpt.of(text))' is not 'key = value' (the keys are \(SettingKey.spelled)); fix or remove the line"
        case .unknownKey(let key):
            return "\(place)unknown key '\(MessageExcerpt.of(key))'; the keys are \(SettingKey.spelled)"
        case .badValue(let key, let value):
            let said = "holds '\(MessageExcerpt.of(value))', not \(key.expected)"
            if case .environment = source { return "\(place) \(said)" }
            return "\(place)\(key.rawValue) \(said)"
        case .repeatedKey(let key, let first):
            return "\(place)\(key.rawValue) is already set on line \(first); keep one of the two lines"
        case .unreadable(let reason):
            return "cannot read the config file \(place): \(reason)"
        case .unwritable(let reason):
            return "cannot write the config file \(place): \(reason)"
        }
    }
}
