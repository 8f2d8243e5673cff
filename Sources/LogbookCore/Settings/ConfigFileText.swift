import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing the config file's bytes: a missing file reads as none, and a
/// write goes to a temporary file in the same folder renamed over the old one, so that
/// the file is always either the old or the new text.
public enum ConfigFileText {
    /// The file's text, nil when there is no file.
    public static func contents(of path: String) throws(ConfigError) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigError(.unreadable(String(cString: strerror(errno))), at: .file(path: path, line: 0))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ConfigError(.unreadable(String(cString: strerror(errno))), at: .file(path: path, line: 0))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer.prefix(count))
            if bytes.count > limit { throw ConfigError(.unreadable("larger than \(limit / 1024) KB"), at: .file(path: path, line: 0)) }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(.unreadable("not UTF-8 text"), at: .file(path: path, line: 0))
        }
        return text
    }

    /// The largest config file read: a few lines of settings are far below it.
    public static let limit = 64 * 1024

    /// Writes `text` as the file at `path`, creating its folder; the file keeps its permissions.
    public static func replace(_ path: String, with text: String) throws(ConfigError) {
        func failure(_ reason: String) -> ConfigError { ConfigError(.unwritable(reason), at: .file(path: path, line: 0)) }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw failure("cannot create the folder \(folder)")
            }
        }
        let temporary = path + ".tmp-\(getpid())"
        // The new file keeps the old one's permissions (a runner may have made it private).
        var old = stat()
        let mode: mode_t = stat(path, &old) == 0 ? old.st_mode & 0o777 : 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw failure(reason)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            let why = synced ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw failure(why)
        }
    }
}
