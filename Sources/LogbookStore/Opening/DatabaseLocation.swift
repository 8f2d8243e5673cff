/// Where the logbook database lives: `--db`, else `LOGBOOK_DB`, else the XDG data folder.
public enum DatabaseLocation {
    /// Resolves the database path from the `--db` option and the environment.
    ///
    /// Order: `--db PATH`; `LOGBOOK_DB`; `$XDG_DATA_HOME/logbook/logbook.sqlite`;
    /// `$HOME/.local/share/logbook/logbook.sqlite`. Empty variables count as unset.
    public static func resolve(option: String?, environment: [String: String]) -> String {
        resolve(option: option) { environment[$0] }
    }

    /// `resolve(option:environment:)` with each variable read through `variable` (its
    /// value, or nil when unset), so that a caller need not build a dictionary.
    public static func resolve(option: String?, variable: (String) -> String?) -> String {
        if let option, !option.isEmpty { return option }
        if let path = variable("LOGBOOK_DB"), !path.isEmpty { return path }
        return standard(variable: variable)
    }

    /// Where the logbook lives when neither `--db` nor `LOGBOOK_DB` (nor the config file)
    /// says: `$XDG_DATA_HOME/logbook/logbook.sqlite`, else `~/.local/share/logbook/logbook.sqlite`.
    public static func standard(variable: (String) -> String?) -> String {
        if let data = variable("XDG_DATA_HOME"), !data.isEmpty { return data + "/logbook/logbook.sqlite" }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/logbook/logbook.sqlite"
    }
}
