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
                let shown = TableRenderer.printable(base.appendingPathComponent(file.name).path)
                try write(file, to: path, shown: shown)
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

    /// Writes `file` into a new file at `path` in pieces of about a megabyte (`TextPieces`),
    /// as the exporter reads its samples window by window.
    /// - Throws: `ExportError.writeFailed` naming `shown`, in the system's words.
    private static func write(_ file: ExportedFile, to path: String, shown: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ExportError.writeFailed(path: shown, reason: String(cString: strerror(errno))) }
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        var pieces = TextPieces { bytes in
            try bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { throw ExportError.writeFailed(path: shown, reason: String(cString: strerror(errno))) }
                    done += written
                }
            }
        }
        try file.write { try pieces.append($0) }
        try pieces.finish()
        isOpen = false
        guard close(descriptor) == 0 else { throw ExportError.writeFailed(path: shown, reason: String(cString: strerror(errno))) }
    }
}
