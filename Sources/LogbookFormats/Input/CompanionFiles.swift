import Foundation

/// Where the files beside an imported file are, for a format whose file names others (an
/// Apple Health `export.xml` names its workouts' route GPX files): the file's folder on
/// disk, or its folder inside the archive it came from.
public enum CompanionFiles: Sendable {
    /// The folder holding the file on disk.
    case folder(URL)
    /// The folder (`apple_health_export/`, or empty) of a member of the root archive `root`.
    case archive(ArchiveRoot, folder: String)

    /// Calls `body` once for each of `paths` (relative to the folder, without a leading
    /// `/`) that exists and holds at most `limit` bytes, with its bytes; returns the paths
    /// that were not found (or were larger). An archive is read once, from its central
    /// directory, whatever the number of paths.
    public func read(_ paths: Set<String>, limit: Int, _ body: (String, Data) -> Void) -> Set<String> {
        var missing = paths
        switch self {
        case .folder(let url):
            for path in paths.sorted() {
                let file = url.appendingPathComponent(path)
                guard let handle = try? FileHandle(forReadingFrom: file) else { continue }
                defer { try? handle.close() }
                guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { continue }
                missing.remove(path)
                body(path, data)
            }
        case .archive(let root, let folder):
            guard let feed = try? root.feed(), let reader = try? ArchiveReader(feed: feed, seekable: true) else {
                return missing
            }
            while !missing.isEmpty, let member = try? reader.next() {
                guard member.isFile, member.name.hasPrefix(folder) else { continue }
                let path = String(member.name.dropFirst(folder.count))
                guard missing.contains(path), let data = try? ExportDetector.contents(reader, limit: limit) else { continue }
                missing.remove(path)
                body(path, data)
            }
        }
        return missing
    }
}
