/// Where the logbook database lives: `--db`, else `LOGBOOK_DB`, else the XDG data folder.
public enum DatabaseLocation {
    /// Resolves the database path from the `--db` option and the environment.
    ///
    /// Order: `--db PATH`; `LOGBOOK_DB`; `$XDG_DATA_HOME/logbook/logbook.sqlite`;
    /// `$HOME/.local/share/logbook/logbook.sqlite`. Empty variables count as unset.
    public static func resolve(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let path = environment["LOGBOOK_DB"], !path.isEmpty { return path }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/logbook/logbook.sqlite" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/logbook/logbook.sqlite"
    }
}
