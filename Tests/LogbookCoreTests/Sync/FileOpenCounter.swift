import Glibc

/// Counts the files the kernel saw opened in a folder (inotify `IN_OPEN`), folders left out:
/// what a test asserts a sync read, measured rather than taken from the code under test.
final class FileOpenCounter {
    /// The inotify descriptor, owned and closed by this object.
    private let descriptor: Int32

    /// Starts counting opens of files in `folder`.
    init(folder: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0, inotify_add_watch(descriptor, folder, UInt32(IN_OPEN)) >= 0 else {
            throw CounterError(description: "inotify on \(folder): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    /// The opens of files (not of the folder itself) seen since the last call.
    func opens() -> Int {
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard length > 0 else { return count }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= length {
                let (mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.mask, Int(event.len))
                }
                if mask & UInt32(IN_OPEN) != 0 && mask & UInt32(IN_ISDIR) == 0 { count += 1 }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
    }

    /// Why counting could not start.
    struct CounterError: Error, CustomStringConvertible {
        /// What failed.
        var description: String
    }
}
