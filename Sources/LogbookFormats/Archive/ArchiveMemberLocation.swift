/// Where a member too large to hold in memory lives, so that it can be read again as a
/// stream: the root archive and, at each level of nesting, the member's index, its stored
/// name and where its header starts.
public struct ArchiveMemberLocation: Sendable {
    /// The outermost archive.
    public var root: ArchiveRoot
    /// The member's 0-based index in the root, then in each nested archive.
    public var path: [Int]
    /// The member's decompressed size, when its header states it (for a progress line).
    public var size: Int64?
    /// At each level, where the member's header starts in that archive's bytes (`nil`:
    /// unknown, as inside a `.tar.gz`), with its stored name to check it by: reading again
    /// starts there, so that the members before it are not decompressed again.
    public var headers: [(offset: Int64?, name: String)] = []

    /// Creates a location; without `headers` every level is walked from its first member.
    public init(root: ArchiveRoot, path: [Int], size: Int64? = nil, headers: [(offset: Int64?, name: String)] = []) {
        self.root = root
        self.path = path
        self.size = size
        self.headers = headers
    }

    /// Calls `body` with the member's bytes in chunks, until its end or until `body`
    /// returns false. Every level is read through `InflationGuard`. Returns the bytes
    /// decompressed to reach the member (the members before it, at the levels that have no
    /// header offset; the nested archives holding it, up to it).
    @discardableResult
    public func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws -> Int64 {
        var readers: [ArchiveReader] = []
        var feed = try root.feed()
        for (level, index) in path.enumerated() {
            let reader = try open(level: level, index: index, feed: feed)
            readers.append(reader)
            if level < path.count - 1 { feed = ArchiveFeed(.member(reader)) }
        }
        guard let reader = readers.last else { return 0 }
        let cost = readers.reduce(0) { $0 + $1.bytesInflated }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportInput.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try reader.read(into: buffer)
            if count == 0 { return cost }
            if try !body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { return cost }
        }
    }

    /// A reader of `feed` standing at the member of `level`: opened at its header when its
    /// offset is known and the member found there is the one named, else walked to from the
    /// first member (the members before it drained through the guard). The root, which can
    /// be read again from its start, falls back to that walk when the header is not found.
    private func open(level: Int, index: Int, feed: ArchiveFeed) throws -> ArchiveReader {
        guard level < headers.count, let offset = headers[level].offset else { return try walk(to: index, in: feed) }
        if level > 0 { return try reader(at: offset, named: headers[level].name, in: feed) }
        if let reader = try? reader(at: offset, named: headers[level].name, in: feed) { return reader }
        return try walk(to: index, in: try root.feed())
    }

    /// A reader of `feed` opened at `offset`, whose first member must be named `name`.
    private func reader(at offset: Int64, named name: String, in feed: ArchiveFeed) throws -> ArchiveReader {
        try feed.start(at: offset)
        let reader = try ArchiveReader(feed: feed)
        guard try reader.next()?.name == name else { throw Self.missing }
        return reader
    }

    /// A reader of `feed` walked from its first member to the member at `index`.
    private func walk(to index: Int, in feed: ArchiveFeed) throws -> ArchiveReader {
        let reader = try ArchiveReader(feed: feed)
        while reader.memberIndex < index {
            guard try reader.next() != nil else { throw Self.missing }
            if reader.memberIndex < index { try reader.drain() }
        }
        return reader
    }

    private static let missing = ArchiveFailure(reason: "the member is no longer in the archive", endsArchive: true)
}
