import Foundation

/// The first 100 bytes of an SQLite file, read without SQLite: enough to tell whether a
/// file is whole (its size matches the page count its header records).
public struct DatabaseHeader: Sendable, Equatable {
    /// The header's length in bytes.
    public static let length = 100
    /// The 16 bytes every SQLite 3 file starts with.
    public static let magic: [UInt8] = Array("SQLite format 3\u{0}".utf8)

    /// The page size in bytes (512 to 65,536).
    public var pageSize: Int
    /// The database size in pages, as the header records it.
    public var pageCount: Int
    /// True when `pageCount` is valid (the header's "version valid for" equals its change
    /// counter; older writers leave it stale).
    public var pageCountIsValid: Bool

    /// Parses `bytes` (at least the first 100 of a file); nil when they are not an SQLite header.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= Self.length, Array(bytes[0..<16]) == Self.magic else { return nil }
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else { return nil }
        self.pageSize = pageSize
        self.pageCount = Self.bigEndian(bytes, at: 28)
        self.pageCountIsValid = Self.bigEndian(bytes, at: 24) == Self.bigEndian(bytes, at: 92) && pageCount > 0
    }

    /// Reads the header of the file at `path` (without following a symbolic link); nil when
    /// it cannot be read or is not an SQLite header.
    public static func reading(_ path: String) -> DatabaseHeader? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: length)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, length) }
        guard count == length else { return nil }
        return DatabaseHeader(bytes)
    }

    /// True when a file of `size` bytes holds a whole number of pages and every page this
    /// header records: exactly those when `exact` (a backup), at least those otherwise (a
    /// live database in WAL mode may keep pages beyond the count until a checkpoint).
    public func isWhole(fileSize size: Int64, exact: Bool = true) -> Bool {
        guard size > 0, size % Int64(pageSize) == 0 else { return false }
        guard pageCountIsValid else { return true }
        let recorded = Int64(pageSize) * Int64(pageCount)
        return exact ? size == recorded : size >= recorded
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
