/// Where a setting's value came from: a flag wins over the environment, which wins over
/// the config file, which wins over the built-in default.
public enum SettingSource: Sendable, Equatable, CustomStringConvertible {
    /// The command line's own option (`--db`).
    case flag
    /// An environment variable, by name.
    case environment(String)
    /// A line of the config file.
    case file(path: String, line: Int)
    /// Nothing set it.
    case standard

    /// `flag`, `environment LOGBOOK_DB`, `file PATH line N` or `default`.
    public var description: String {
        switch self {
        case .flag: return "flag"
        case .environment(let name): return "environment \(name)"
        case .file(let path, let line): return "file \(path) line \(line)"
        case .standard: return "default"
        }
    }
}
