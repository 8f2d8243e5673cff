import Foundation

/// What names one file on disk: its device and inode, with its link count, size,
/// permissions and modification time, as `lstat` reports them (a symbolic link is
/// described itself, not followed).
public struct FileIdentity: Sendable, Equatable {
    /// The device holding the file.
    public var device: UInt64
    /// The inode number on that device.
    public var inode: UInt64
    /// How many names (hard links) the file has.
    public var links: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The permission bits (`0o600` and the like).
    public var permissions: UInt32
    /// The last modification, in nanoseconds since 1970.
    public var modifiedNanoseconds: Int64
    /// True for a regular file; false for a symbolic link, folder, device or FIFO.
    public var isRegularFile: Bool

    /// The identity of the file at `path` (a symbolic link not followed when
    /// `followingLinks` is false), or nil when nothing is there.
    public static func of(_ path: String, followingLinks: Bool = false) -> FileIdentity? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let seconds = Int64(info.st_mtim.tv_sec)
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), links: UInt64(info.st_nlink),
            size: Int64(info.st_size), permissions: UInt32(info.st_mode) & 0o7777,
            modifiedNanoseconds: overflow ? Int64.max : scaled &+ Int64(info.st_mtim.tv_nsec),
            isRegularFile: (info.st_mode & S_IFMT) == S_IFREG)
    }

    /// True when both describe the same file (device and inode), whatever else changed.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
