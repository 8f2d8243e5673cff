import Foundation

/// Waits on the kernel's word that files changed (inotify), not in sleeps: a condition is
/// checked again each time one of the watched files or folders changes.
enum FileEvents {
    /// Waits until `condition` holds, checking it again each time something changes in one
    /// of `watching` (a file written or closed; in a folder, a file made, written or renamed
    /// into it) or `descriptor` becomes readable (then once more, and no longer); gives up
    /// after `timeout` seconds. Returns whether `condition` held.
    @discardableResult
    static func waitUntil(
        watching: [String], timeout: TimeInterval, orReadable descriptor: Int32? = nil, _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        defer { if watcher >= 0 { close(watcher) } }
        let events = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)
        for path in watching {
            _ = inotify_add_watch(watcher, path, events)
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if try condition() { return true }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var descriptors = [
                pollfd(fd: watcher, events: Int16(POLLIN), revents: 0),
                pollfd(fd: descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, 2, Int32(min(left, 3600) * 1000))
            // Take what the watch reported; the condition is what decides.
            while read(watcher, &buffer, buffer.count) > 0 {}
            if descriptors[1].revents != 0 { return try condition() }
        }
    }
}
