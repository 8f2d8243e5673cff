/// Which file names are not yet (or never) activity files: the names sync programs, browsers
/// and editors write under until a file is complete, and hidden files.
public enum SyncFileNames {
    /// True for a name to leave alone until it is renamed: hidden (`.name`, which covers
    /// Syncthing's `.syncthing.NAME.tmp`), an editor's or office backup (`~name`, `name~`),
    /// or a partial download (`*.part`, `*.partial`, `*.crdownload`, `*.tmp`, `*.download`).
    public static func isTemporary(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix(".") || name.hasPrefix("~") || name.hasSuffix("~") { return true }
        let lowered = name.lowercased()
        return temporarySuffixes.contains { lowered.hasSuffix($0) }
    }

    /// The endings of partial files: one list, for `sync` and `watch`.
    static let temporarySuffixes = [".part", ".partial", ".crdownload", ".tmp", ".download"]
}
