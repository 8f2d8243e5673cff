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
    /// skipped) and `-` (standard input, read by `readStandardInput`).
    ///
    /// Inside folders only regular files are taken (a named pipe would block the import
    /// for ever, a device such as `/dev/zero` never end), and a folder reached again
    /// through a symbolic link is not walked twice (a link to a parent folder used to
    /// import every file once per level, 40 levels deep). A path given by name is read
    /// whatever it is, so that `logbook import <(...)` works: a pipe is read once, whole,
    /// like standard input (the importer reads a file twice, to hash it and to parse it).
    public static func expand(_ paths: [String], readStandardInput: () -> Data) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            if path == "-" {
                entries.append(.input(ImportInput(data: readStandardInput(), displayName: "-")))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                entries.append(.unreadable(ImportError(file: path, line: nil, reason: "no such file or folder")))
                continue
            }
            if !isDirectory.boolValue {
                entries.append(namedFile(path))
                continue
            }
            if let export = exportFolder(path) {
                entries += export
                continue
            }
            var visited = Set<String>()
            entries += filesBelow(folder: path, visited: &visited)
        }
        return entries
    }

    /// A file given by name: a regular file is read from disk when imported; anything else
    /// (a pipe) is read now, once, into memory.
    private static func namedFile(_ path: String) -> Entry {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return .input(ImportInput(file: URL(fileURLWithPath: path), displayName: path))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unreadable(ImportError(file: path, line: nil, reason: "cannot read the file"))
        }
        defer { try? handle.close() }
        do {
            return .input(ImportInput(data: try handle.readToEnd() ?? Data(), displayName: path))
        } catch {
            return .unreadable(ImportError(file: path, line: nil, reason: "cannot read the file"))
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
        var paths: [String] = []
        if let walker = FileManager.default.enumerator(atPath: folder) {
            for case let relative as String in walker {
                var status = stat()
                guard stat(base + relative, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                paths.append(relative)
            }
        }
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
                return .input(input)
            }
        }
    }

    private static func filesBelow(folder: String, visited: inout Set<String>) -> [Entry] {
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
                entries += filesBelow(folder: path, visited: &visited)
            case S_IFREG:
                entries.append(.input(ImportInput(file: URL(fileURLWithPath: path), displayName: path)))
            default:
                continue  // a named pipe, socket or device: never an export
            }
        }
        return entries
    }
}
