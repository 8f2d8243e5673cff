import Foundation
import LogbookCore

/// Puts exported files down in a folder, all or none.
enum ExportWriter {
    /// Writes `files` into `folder` (created when missing) and returns their paths. Without
    /// `force` a file that exists stops everything before anything is written; each file is
    /// written beside its place and renamed into it, and a failure removes what was written.
    static func write(_ files: [ExportedFile], into folder: String, force: Bool) throws -> [String] {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        let targets = files.map { base.appendingPathComponent($0.name).path }
        var isFolder: ObjCBool = false
        if let folder = targets.first(where: { manager.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }) {
            throw ExportError.folderInTheWay(path: TableRenderer.printable(folder))
        }
        if !force, let existing = targets.first(where: { manager.fileExists(atPath: $0) }) {
            throw ExportError.exists(path: TableRenderer.printable(existing))
        }
        try manager.createDirectory(at: base, withIntermediateDirectories: true)
        let stamp = ProcessInfo.processInfo.processIdentifier
        var temporary: [String] = []
        do {
            for file in files {
                let path = base.appendingPathComponent(".\(file.name).\(stamp).part").path
                // Named before it is written: a write that fails half-way leaves nothing behind.
                temporary.append(path)
                do {
                    try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    throw ExportError.writeFailed(
                        path: TableRenderer.printable(base.appendingPathComponent(file.name).path), reason: error.localizedDescription)
                }
            }
            for (path, target) in zip(temporary, targets) {
                if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
                try manager.moveItem(atPath: path, toPath: target)
            }
        } catch {
            for path in temporary where manager.fileExists(atPath: path) { try? manager.removeItem(atPath: path) }
            throw error
        }
        return targets
    }
}
