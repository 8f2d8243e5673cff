/// What the kernel said of a watched folder, as `watch` acts on it.
public enum FolderEvent: Sendable, Equatable {
    /// A file in `folder` is complete (written and closed, or renamed into place): import it.
    case fileReady(folder: String, name: String)
    /// `folder` was deleted, moved away or unmounted: watch for it to come back.
    case folderGone(String)
}
