import Foundation

/// Turns the paths given to `logbook import` into the files to read.
public enum ImportPaths {
    /// One file to import, or a path that cannot be read (reported as rejected).
    public enum Entry: Sendable {
        /// A file (or standard input) to import.
        case input(ImportInput)
        /// A path that does not exist or cannot be listed.
        case unreadable(ImportError)
    }

    /// Expands files, folders (recursively, in name order, hidden files and folders
    /// skipped) and `-` (standard input, read by `readStandardInput`).
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
                entries.append(.input(ImportInput(file: URL(fileURLWithPath: path), displayName: path)))
                continue
            }
            entries += filesBelow(folder: path)
        }
        return entries
    }

    private static func filesBelow(folder: String) -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            return [.unreadable(ImportError(file: folder, line: nil, reason: "cannot list the folder"))]
        }
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                entries += filesBelow(folder: path)
            } else {
                entries.append(.input(ImportInput(file: URL(fileURLWithPath: path), displayName: path)))
            }
        }
        return entries
    }
}
