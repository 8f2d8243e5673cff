import Foundation
import Glibc

/// The kernel's inotify watch over the watched folders and every folder below them (hidden
/// ones skipped, as `sync` skips them): owns the descriptor, and turns what the kernel reports
/// into `FolderEvent`s. A class because it owns a C handle.
public final class FolderWatcher {
    /// A watch descriptor's folder: the watched folder it lies in, and its path below it.
    private struct WatchedPlace: Equatable {
        /// The folder the runner added.
        var root: String
        /// The path below `root` ("" for `root` itself).
        var relative: String
    }

    /// The most folders below one watched folder that are watched (the kernel's default
    /// limit is 8,192 watches per user): a phone's folder holds a few dozen.
    public static let subfolderLimit = 1_000

    /// The inotify descriptor.
    private let descriptor: Int32
    /// The place of each watch descriptor.
    private var places: [Int32: WatchedPlace] = [:]

    /// Starts an inotify instance; throws the system's reason when it cannot.
    public init() throws(SyncError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .cannotWatch("inotify", String(cString: strerror(errno))) }
    }

    deinit { close(descriptor) }

    /// Watches `folder` and every folder below it; false when `folder` is not there (or
    /// cannot be watched).
    public func watch(_ folder: String) -> Bool {
        guard add(WatchedPlace(root: folder, relative: "")) else { return false }
        var count = 0
        addSubfolders(of: WatchedPlace(root: folder, relative: ""), count: &count)
        return true
    }

    /// Adds one inotify watch for `place`; false when the kernel refused it.
    private func add(_ place: WatchedPlace) -> Bool {
        let watch = inotify_add_watch(descriptor, SyncPaths.join(place.root, place.relative), WatchRules.mask)
        guard watch >= 0 else { return false }
        places[watch] = place
        return true
    }

    /// Watches the folders below `place`, depth first, up to `subfolderLimit` per root.
    private func addSubfolders(of place: WatchedPlace, count: inout Int) {
        let path = SyncPaths.join(place.root, place.relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            var info = stat()
            guard count < Self.subfolderLimit, lstat(SyncPaths.join(path, name), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            let below = WatchedPlace(root: place.root, relative: SyncPaths.join(place.relative, name))
            guard !places.values.contains(below), add(below) else { continue }
            count += 1
            addSubfolders(of: below, count: &count)
        }
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
                if let event = event(watch: watch, mask: mask, name: name) { events.append(event) }
            }
        }
    }

    /// What one kernel event means, after updating the watches it changes.
    private func event(watch: Int32, mask: UInt32, name: String) -> FolderEvent? {
        guard let place = places[watch] else { return nil }
        if WatchRules.isGone(mask: mask) {
            // A folder moved away is still watched by the kernel until told otherwise.
            inotify_rm_watch(descriptor, watch)
            places[watch] = nil
            guard place.relative.isEmpty else { return nil }
            // The watched folder itself went: the folders below it went with it.
            for (other, below) in places where below.root == place.root {
                inotify_rm_watch(descriptor, other)
                places[other] = nil
            }
            return .folderGone(place.root)
        }
        if WatchRules.isNewFolder(mask: mask, name: name) {
            let below = WatchedPlace(root: place.root, relative: SyncPaths.join(place.relative, name))
            var count = places.values.filter { $0.root == place.root }.count
            guard count <= Self.subfolderLimit, !places.values.contains(below), add(below) else { return nil }
            addSubfolders(of: below, count: &count)
            return .subfolderAppeared(folder: place.root)
        }
        guard WatchRules.isReady(mask: mask, name: name) else { return nil }
        return .fileReady(folder: place.root, name: SyncPaths.join(place.relative, name))
    }
}
