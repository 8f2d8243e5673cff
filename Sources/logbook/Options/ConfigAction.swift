/// What `logbook config` does: the word after `config`.
enum ConfigAction: String, CaseIterable, Sendable {
    /// List every setting with its value and source (no word).
    case list
    /// `set KEY VALUE`: write the setting into the config file.
    case set
    /// `unset KEY`: remove the setting from the config file.
    case unset
    /// `path`: print where the config file is.
    case path

    /// How many words follow the action.
    var wordCount: Int {
        switch self {
        case .list, .path: return 0
        case .unset: return 1
        case .set: return 2
        }
    }

    /// Its usage, e.g. `config set KEY VALUE`.
    var usage: String {
        switch self {
        case .list: return "config"
        case .set: return "config set KEY VALUE"
        case .unset: return "config unset KEY"
        case .path: return "config path"
        }
    }
}
