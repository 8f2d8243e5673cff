import Foundation
import LogbookFormats
import LogbookStore

/// Lists the activity files of a place with their stamps, by stat alone: a Garmin's activity
/// folders, a folder and every folder below it (hidden ones skipped, each folder once however
/// links reach it). Only regular files are listed; nothing is opened for reading.
public enum SyncFileLister {
    /// The files of `place`, sorted by path; `logbook` (the logbook's own files) never listed.
    public static func files(of place: SyncPlace, skipping logbook: LogbookFiles? = nil) -> [ListedFile] {
        var files: [ListedFile] = []
        var visited = Set<String>()
        for folder in place.activityFolders {
            list(folder, of: place, recursive: place.kind == .folder, visited: &visited, skipping: logbook, into: &files)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The stamp of the file at `path` now, or nil when it is gone or no regular file.
    public static func stamp(of path: String) -> SyncFileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return SyncFileStamp(info)
    }

    private static func list(
        _ relative: String, of place: SyncPlace, recursive: Bool, visited: inout Set<String>, skipping logbook: LogbookFiles?,
        into files: inout [ListedFile]
    ) {
        let folder = SyncPaths.join(place.root, relative)
        guard let real = realpath(folder, nil) else { return }
        let canonical = String(cString: real)
        free(real)
        guard visited.insert(canonical).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = SyncPaths.join(folder, name)
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where recursive && !name.hasPrefix("."):
                list(SyncPaths.join(relative, name), of: place, recursive: true, visited: &visited, skipping: logbook, into: &files)
            case S_IFREG where place.takes(fileNamed: name):
                if let logbook, logbook.contains(path) { continue }
                files.append(ListedFile(path: SyncPaths.join(relative, name), absolutePath: path, stamp: SyncFileStamp(info)))
            default:
                continue
            }
        }
    }
}
