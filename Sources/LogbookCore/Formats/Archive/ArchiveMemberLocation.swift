/// Where a member too large to hold in memory lives, so that it can be read again as a
/// stream: the root archive and the member's index at each level of nesting.
public struct ArchiveMemberLocation: Sendable {
    /// The outermost archive.
    public var root: ArchiveRoot
    /// The member's 0-based index in the root, then in each nested archive.
    public var path: [Int]
    /// The member's decompressed size, when its header states it (for a progress line).
    public var size: Int64?

    /// Creates a location.
    public init(root: ArchiveRoot, path: [Int], size: Int64? = nil) {
        self.root = root
        self.path = path
        self.size = size
    }

    /// Calls `body` with the member's bytes in chunks, until its end or until `body`
    /// returns false. Every level is read through `InflationGuard`.
    public func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        var readers: [ArchiveReader] = []
        var feed = try root.feed()
        for (level, index) in path.enumerated() {
            let reader = try ArchiveReader(feed: feed)
            while reader.memberIndex < index {
                guard try reader.next() != nil else {
                    throw ArchiveFailure(reason: "the member is no longer in the archive", endsArchive: true)
                }
                if reader.memberIndex < index { try reader.drain() }
            }
            readers.append(reader)
            if level < path.count - 1 { feed = ArchiveFeed(.member(reader)) }
        }
        guard let reader = readers.last else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportInput.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try reader.read(into: buffer)
            if count == 0 { return }
            if try !body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { return }
        }
    }
}
