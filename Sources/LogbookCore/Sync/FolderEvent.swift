/// What the kernel said of a watched folder, as `watch` acts on it.
public enum FolderEvent: Sendable, Equatable {
    /// A file below the watched folder `folder` is complete (written and closed, or renamed
    /// into place): import it. `name` is its path below `folder` (`2026/run.fit` in a subfolder).
    case fileReady(folder: String, name: String)
    /// A folder appeared below the watched folder `folder` (made, or moved in with its files):
    /// it is watched from now on, and what it already holds is to be synced.
    case subfolderAppeared(folder: String)
    /// `folder` was deleted, moved away or unmounted: watch for it to come back.
    case folderGone(String)
}
