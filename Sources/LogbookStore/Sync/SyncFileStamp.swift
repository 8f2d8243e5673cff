import Foundation
import LogbookSupport

/// What stat says of a file without reading it: its size and modification time. A file whose
/// stamp is the one remembered is taken to hold the bytes read before.
public struct SyncFileStamp: Sendable, Equatable {
    /// Its size in bytes.
    public var size: Int64
    /// Its modification time in nanoseconds since 1970.
    public var mtimeNs: Int64
}

extension SyncFileStamp {
    /// The stamp of a stat result: its size, and its modification time in nanoseconds since
    /// 1970 (clamped, never trapping).
    public init(_ info: stat) {
        let (seconds, overflow) = Int64(info.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        let nanoseconds = overflow ? (info.st_mtim.tv_sec > 0 ? Int64.max : Int64.min) : seconds.saturatingAdd(Int64(info.st_mtim.tv_nsec))
        self.init(size: Int64(info.st_size), mtimeNs: nanoseconds)
    }
}
