import Glibc

/// Which inotify events make a file ready for `watch` to import. A pure function, so that
/// tests call it directly.
public enum WatchRules {
    /// The events a watched folder is asked for: a file closed after writing, a file renamed
    /// or moved in, a folder made or moved in below it, and the folder itself deleted, moved
    /// or unmounted.
    public static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)

    /// True when an event with `mask` on `name` means a complete activity file: written and
    /// closed, or renamed into place; never a folder, and never a temporary name (a
    /// `.syncthing.*.tmp` is imported once it is renamed to its own name).
    public static func isReady(mask: UInt32, name: String) -> Bool {
        guard mask & UInt32(IN_ISDIR) == 0, mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 else { return false }
        return !SyncFileNames.isTemporary(name)
    }

    /// True when an event with `mask` on `name` means a folder appeared (made, or moved in)
    /// that `watch` watches too: any but a hidden one, which `sync` skips as well.
    public static func isNewFolder(mask: UInt32, name: String) -> Bool {
        mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && !name.isEmpty && !name.hasPrefix(".")
    }

    /// True when an event with `mask` means the watched folder itself is gone.
    public static func isGone(mask: UInt32) -> Bool {
        mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT | IN_IGNORED) != 0
    }
}
