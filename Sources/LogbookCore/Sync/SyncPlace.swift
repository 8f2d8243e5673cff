/// A device or folder to sync from: what it is known by, what `sync` calls it, and where its
/// activity files are.
public struct SyncPlace: Sendable, Equatable {
    /// What the logbook remembers it by: `garmin:<unit id>` (the same watch on any mount
    /// point), or `folder:<absolute path>`.
    public var key: String
    /// The layout that recognised it.
    public var kind: SyncPlaceKind
    /// The name `sync` prints: the watch's model, or the folder's path.
    public var name: String
    /// The mount point or folder, absolute.
    public var root: String
    /// The folders below `root` that hold its activity files ("" for `root` itself).
    public var activityFolders: [String]

    /// A folder named by the runner (its path made absolute and without a trailing slash).
    public static func folder(_ path: String) -> SyncPlace {
        let root = SyncPaths.absolute(path)
        return SyncPlace(key: "folder:" + root, kind: .folder, name: root, root: root, activityFolders: [""])
    }

    /// True when a file called `name` in one of its folders may be an activity: a Garmin's
    /// FIT files only; in a folder anything but a temporary or hidden name (the content
    /// says what it is).
    public func takes(fileNamed name: String) -> Bool {
        if SyncFileNames.isTemporary(name) { return false }
        switch kind {
        case .garmin: return name.lowercased().hasSuffix(".fit")
        case .folder: return true
        }
    }
}
