/// Where the config file lives: `$XDG_CONFIG_HOME/logbook/config`, else
/// `~/.config/logbook/config`. Empty variables count as unset.
public enum ConfigFileLocation {
    /// The path, each variable read through `variable` (its value, or nil when unset).
    public static func path(variable: (String) -> String?) -> String {
        if let config = variable("XDG_CONFIG_HOME"), !config.isEmpty { return config + "/logbook/config" }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.config/logbook/config"
    }
}
