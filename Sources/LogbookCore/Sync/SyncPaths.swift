import Foundation

/// Path words of `sync` and `watch`: absolute paths and joins, without touching the disk.
public enum SyncPaths {
    /// `path` made absolute against the working folder, `.` and `..` resolved, no trailing slash.
    public static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        let standard = url.standardizedFileURL.path
        return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
    }

    /// `folder` and `name` joined by one slash ("" names `folder` itself).
    public static func join(_ folder: String, _ name: String) -> String {
        if name.isEmpty { return folder }
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
