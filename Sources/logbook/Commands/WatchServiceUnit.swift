import Foundation

/// The systemd user unit `logbook watch --install-systemd` writes: `logbook watch` on one
/// logbook, started at login, stopped with SIGTERM (after the file in hand).
enum WatchServiceUnit {
    /// The unit's file name.
    static let name = "logbook-watch.service"

    /// The folder of user units: `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    static func folder(configHome: String?, home: String?) -> String? {
        if let configHome, configHome.hasPrefix("/") { return configHome + "/systemd/user" }
        guard let home, home.hasPrefix("/") else { return nil }
        return home + "/.config/systemd/user"
    }

    /// The unit's text for `binary` watching into the logbook at `database` (both absolute).
    static func text(binary: String, database: String) -> String {
        """
        [Unit]
        Description=logbook: import runs from the watched folders as they arrive

        [Service]
        Type=simple
        ExecStart=\(quoted(binary)) watch --db \(quoted(database))
        KillSignal=SIGTERM
        Restart=on-failure

        [Install]
        WantedBy=default.target

        """
    }

    /// `path` as one word of a systemd command line: in double quotes, with `\\`, `"` and
    /// systemd's `%` and `$` escaped.
    static func quoted(_ path: String) -> String {
        var text = "\""
        for character in path {
            switch character {
            case "\\", "\"": text += "\\" + String(character)
            case "%": text += "%%"
            case "$": text += "$$"
            default: text.append(character)
            }
        }
        return text + "\""
    }

    /// This process's own binary, absolute (`/proc/self/exe`), or nil.
    static func ownBinary() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &buffer, 4096)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
