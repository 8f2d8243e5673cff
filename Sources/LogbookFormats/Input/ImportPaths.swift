import Foundation

/// Turns the paths given to `logbook import` into the files to read.
public enum ImportPaths {
    /// One file to import, or a path that cannot be read (reported as rejected).
    public enum Entry: Sendable {
        /// A file (or standard input) to import.
        case input(ImportInput)
        /// A path that does not exist or cannot be listed.
        case unreadable(ImportError)
        /// A file or archive member that holds no activity, and why (counted, not read).
        case skipped(file: String, reason: String)
    }

    /// Expands files, folders (recursively, in name order, hidden files and folders
    /// skipped) and `-` (standard input, read with `streams`).
    ///
    /// Inside folders only regular files are taken (a named pipe would block the import
    /// for ever, a device such as `/dev/zero` never end), and a folder reached again
    /// through a symbolic link is not walked twice (a link to a parent folder used to
    /// import every file once per level, 40 levels deep). The logbook being written
    /// (`database`), its `-wal`, `-shm` and `-journal` and its backups are never taken
    /// from a folder. A path given by name may also be a named pipe, so that
    /// `logbook import <(...)` works: it is read like standard input (see `StreamReading`).
    /// Anything else (a device, a socket) is refused unread.
    public static func expand(_ paths: [String], streams: StreamReading = StreamReading(), database: String? = nil) -> [Entry] {
        var entries: [Entry] = []
        let skipped = database.map { LogbookFiles(databasePath: $0) }
        for path in paths {
            if streams.isCancelled() { break }
            if path == "-" {
                entries.append(streams.read(descriptor: 0, name: "-", waitsForWriter: false))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                entries.append(.unreadable(ImportError(file: path, line: nil, reason: "no such file or folder")))
                continue
            }
            if !isDirectory.boolValue {
                entries.append(namedFile(path, streams: streams))
                continue
            }
            if let export = exportFolder(path) ?? healthFolder(path) {
                entries += export
                continue
            }
            var visited = Set<String>()
            entries += filesBelow(folder: path, visited: &visited, skipping: skipped)
        }
        return entries
    }

    /// A file given by name: a regular file is read from disk when imported, a named pipe
    /// is read now (see `StreamReading`), anything else is refused without reading it.
    private static func namedFile(_ path: String, streams: StreamReading) -> Entry {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .unreadable(ImportError(file: path, line: nil, reason: "cannot read the file (\(String(cString: strerror(errno))))"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .input(ImportInput(file: URL(fileURLWithPath: path), displayName: path))
        case S_IFIFO:
            // Opened without waiting for a writer: the wait is StreamReading's, which Ctrl-C ends.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else {
                return .unreadable(ImportError(file: path, line: nil, reason: "cannot read the file (\(String(cString: strerror(errno))))"))
            }
            defer { close(descriptor) }
            return streams.read(descriptor: descriptor, name: path, waitsForWriter: true)
        default:
            let kind = switch status.st_mode & S_IFMT {
            case S_IFCHR: "a character device"
            case S_IFBLK: "a block device"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
            return .unreadable(ImportError(file: path, line: nil, reason: "\(kind), not a file, folder or named pipe; nothing was read from it"))
        }
    }

    /// The entries of an unpacked Strava export (`activities.csv` beside `activities/`),
    /// or `nil` for any other folder: every file is listed, hidden ones too, with the role
    /// the export gives it (see `StravaExport`).
    static func exportFolder(_ folder: String) -> [Entry]? {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base + "activities", isDirectory: &isDirectory), isDirectory.boolValue,
            let summaryHandle = FileHandle(forReadingAtPath: base + StravaExport.summaryName),
            let summary = try? summaryHandle.read(upToCount: StravaExport.summaryLimit)
        else { return nil }
        try? summaryHandle.close()
        let paths = regularFiles(in: folder, base: base)
        let export = StravaExport(summary: summary, hasFile: { FileManager.default.fileExists(atPath: base + $0) })
        return paths.sorted().map { relative in
            let path = base + relative
            if MemberName.isHidden(relative) { return .skipped(file: path, reason: "hidden file") }
            switch export.role(of: relative) {
            case .skip(let reason):
                return .skipped(file: path, reason: reason)
            case .read(let words):
                var input = ImportInput(file: URL(fileURLWithPath: path), displayName: path)
                input.exportWords = words
                input.isMember = true
                return .input(input)
            }
        }
    }

    /// The regular files below `folder` (whose path with a trailing slash is `base`), as
    /// paths relative to it, in the order the walk meets them; whatever is not a regular file
    /// (a link is followed) is left out.
    private static func regularFiles(in folder: String, base: String) -> [String] {
        var paths: [String] = []
        if let walker = FileManager.default.enumerator(atPath: folder) {
            for case let relative as String in walker {
                var status = stat()
                guard stat(base + relative, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                paths.append(relative)
            }
        }
        return paths
    }

    /// The entries of an unpacked Health export (`export.xml` beside `workout-routes/`), or
    /// `nil` for any other folder: `export.xml` is read and everything else is listed as
    /// skipped with its reason (see `AppleHealthExport`); the route files are read with
    /// their workouts.
    static func healthFolder(_ folder: String) -> [Entry]? {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base + "export.xml"),
            FileManager.default.fileExists(atPath: base + "workout-routes", isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        let paths = regularFiles(in: folder, base: base)
        let export = AppleHealthExport(folder: "")
        return paths.sorted().map { relative in
            let path = base + relative
            switch export.role(of: relative) {
            case .skip(let reason): return .skipped(file: path, reason: reason)
            case .read:
                var input = ImportInput(file: URL(fileURLWithPath: path), displayName: path)
                input.isMember = true
                return .input(input)
            }
        }
    }

    private static func filesBelow(folder: String, visited: inout Set<String>, skipping logbook: LogbookFiles?) -> [Entry] {
        // The folder's real path, so that a link back to a folder being walked ends the walk.
        guard let real = realpath(folder, nil) else {
            return [.unreadable(ImportError(file: folder, line: nil, reason: "cannot list the folder"))]
        }
        let canonical = String(cString: real)
        free(real)
        guard visited.insert(canonical).inserted else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            return [.unreadable(ImportError(file: folder, line: nil, reason: "cannot list the folder"))]
        }
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }  // a dangling link
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                entries += filesBelow(folder: path, visited: &visited, skipping: logbook)
            case S_IFREG:
                if let logbook, logbook.contains(path) { continue }
                var input = ImportInput(file: URL(fileURLWithPath: path), displayName: path)
                input.isMember = true
                entries.append(.input(input))
            default:
                continue  // a named pipe, socket or device: never an export
            }
        }
        return entries
    }
}
