/// The folders whose entries are the mounts where watches appear: `/media/$USER`,
/// `/run/media/$USER`, `/mnt` and the gvfs MTP mounts under `/run/user/$UID/gvfs`, or the
/// list `LOGBOOK_MOUNT_ROOTS` gives (colon-separated), so that tests use temporary folders.
public struct MountRoots: Sendable, Equatable {
    /// The folders, in the order they are looked at.
    public var folders: [String]

    /// The environment variable that replaces the standard list.
    public static let variable = "LOGBOOK_MOUNT_ROOTS"

    /// Roots of the folders given.
    public init(folders: [String]) {
        self.folders = folders
    }

    /// The roots `variable` gives (when set, even to nothing) or the standard ones for `user`
    /// and `uid`; a user name with a slash is left out.
    public static func resolve(variable value: String?, user: String?, uid: UInt32) -> MountRoots {
        if let value { return MountRoots(folders: value.split(separator: ":").map(String.init).filter { !$0.isEmpty }) }
        var folders: [String] = []
        if let user, !user.isEmpty, !user.contains("/") { folders += ["/media/\(user)", "/run/media/\(user)"] }
        folders += ["/mnt", "/run/user/\(uid)/gvfs"]
        return MountRoots(folders: folders)
    }
}
