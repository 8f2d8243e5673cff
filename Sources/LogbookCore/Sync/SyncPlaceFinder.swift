import Foundation

/// Finds the places to sync: the watches mounted under the mount roots, recognised by their
/// layout (`SyncPlaceKind`), and what one path given to `sync --from` is. It reads only a
/// watch's small description file, never an activity file, and writes nothing.
public enum SyncPlaceFinder {
    /// Every watch mounted in or one or two levels below a folder of `roots` (a mount point,
    /// or a gvfs MTP mount and its storages), each once, in the order found.
    public static func places(in roots: MountRoots) -> [SyncPlace] {
        var places: [SyncPlace] = []
        for root in roots.folders {
            for candidate in [root] + subfolders(of: root).flatMap({ [$0] + subfolders(of: $0) }) {
                guard let place = garmin(at: candidate), !places.contains(where: { $0.key == place.key }) else { continue }
                places.append(place)
            }
        }
        return places
    }

    /// The place at `path`: a watch when its layout says so (the mount point, or its `GARMIN`
    /// folder), else the folder itself. Throws when `path` is no folder.
    public static func place(at path: String) throws(SyncError) -> SyncPlace {
        let absolute = SyncPaths.absolute(path)
        guard isFolder(absolute) else { throw .notAFolder(path) }
        if let place = garmin(at: absolute) { return place }
        let parent = (absolute as NSString).deletingLastPathComponent
        if (absolute as NSString).lastPathComponent == garminFolder, let place = garmin(at: parent) { return place }
        return .folder(absolute)
    }

    /// The Garmin watch whose mount point is `root`, when `GARMIN/GarminDevice.xml` there
    /// names a unit id.
    static func garmin(at root: String) -> SyncPlace? {
        let description = SyncPaths.join(root, garminFolder + "/GarminDevice.xml")
        guard let handle = FileHandle(forReadingAtPath: description) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: GarminDevice.readLimit),
            let device = GarminDevice.parse(String(decoding: data, as: UTF8.self))
        else { return nil }
        var folders: [String] = []
        var seen: [(UInt64, UInt64)] = []
        for folder in activityFolders {
            var info = stat()
            guard stat(SyncPaths.join(root, folder), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            // On a FAT drive `Activity` and `ACTIVITY` are one folder: read it once.
            let identity = (UInt64(info.st_dev), UInt64(info.st_ino))
            if seen.contains(where: { $0 == identity }) { continue }
            seen.append(identity)
            folders.append(folder)
        }
        let name = device.model.map { "Garmin \($0)" } ?? "Garmin \(device.unitID)"
        return SyncPlace(key: "garmin:" + device.unitID, kind: .garmin, name: name, root: root, activityFolders: folders)
    }

    /// The folder of a Garmin's files.
    static let garminFolder = "GARMIN"
    /// The folders of a Garmin's activity files, the older spelling last.
    static let activityFolders = ["GARMIN/Activity", "GARMIN/ACTIVITY"]

    /// The folders directly in `folder` (not hidden), sorted by name; none when it cannot be listed.
    static func subfolders(of folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { SyncPaths.join(folder, $0) }.filter(isFolder)
    }

    /// True when `path` is a folder (through links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
