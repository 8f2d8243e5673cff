import Glibc

/// The kernel's inotify watch over the watched folders: owns the descriptor, and turns what
/// the kernel reports into `FolderEvent`s. A class because it owns a C handle.
public final class FolderWatcher {
    /// The inotify descriptor.
    private let descriptor: Int32
    /// The folder of each watch descriptor.
    private var folders: [Int32: String] = [:]

    /// Starts an inotify instance; throws the system's reason when it cannot.
    public init() throws(SyncError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .cannotWatch("inotify", String(cString: strerror(errno))) }
    }

    deinit { close(descriptor) }

    /// Watches `folder`; false when it is not there (or cannot be watched).
    public func watch(_ folder: String) -> Bool {
        let watch = inotify_add_watch(descriptor, folder, WatchRules.mask)
        guard watch >= 0 else { return false }
        folders[watch] = folder
        return true
    }

    /// The events of the next `milliseconds` at most (none when nothing happened, or when a
    /// signal woke the wait): what the caller checks its flags between.
    public func next(waiting milliseconds: Int32) -> [FolderEvent] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return [] }
        var events: [FolderEvent] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard length > 0 else { return events }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= length {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + header
                let nameEnd = min(length, nameStart + nameLength)
                let name = String(decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                guard let folder = folders[watch] else { continue }
                if WatchRules.isGone(mask: mask) {
                    folders[watch] = nil
                    if !folders.values.contains(folder) { events.append(.folderGone(folder)) }
                } else if WatchRules.isReady(mask: mask, name: name) {
                    events.append(.fileReady(folder: folder, name: name))
                }
            }
        }
    }
}
