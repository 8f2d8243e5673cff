internal import CLibArchive
import Foundation
import LogbookSupport

/// Reads an archive (zip, tar) or a compressed file (gzip, bzip2, xz) member by member,
/// as a stream, through libarchive: nothing is extracted to disk.
///
/// Every member is read through `InflationGuard`: a member that inflates beyond 500
/// times the compressed bytes it consumed throws, after a bounded amount of work. A
/// class: it owns libarchive's handle.
final class ArchiveReader {
    private let handle: OpaquePointer
    private let library: LibArchive
    /// Where the compressed bytes come from.
    let feed: ArchiveFeed
    private var memberStart: Int64 = 0
    private var memberRead: Int64 = 0
    /// The 0-based index of the current member (every header counts, folders too).
    private(set) var memberIndex = -1
    /// True once a member failed the inflation guard: the reader reads nothing more.
    private(set) var hasStopped = false
    /// Decompressed bytes read so far, of every member (what walking to a member cost).
    private(set) var bytesInflated: Int64 = 0

    /// Opens the archive in `feed`. `seekable` reads a zip from its central directory
    /// (fast listing, but nothing of a truncated zip); otherwise members are read in order
    /// from their local headers, so that a truncated zip still gives its intact members.
    init(feed: ArchiveFeed, seekable: Bool = false) throws(ArchiveFailure) {
        let library: LibArchive
        switch LibArchive.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw ArchiveFailure(reason: error.description, endsArchive: true)
        }
        guard let handle = library.readNew() else {
            throw ArchiveFailure(reason: "out of memory while opening the archive", endsArchive: true)
        }
        self.handle = handle
        self.library = library
        self.feed = feed
        _ = library.supportFilterGzip(handle)
        _ = library.supportFilterBzip2(handle)
        _ = library.supportFilterXz(handle)
        if seekable {
            _ = library.supportZipSeekable(handle)
        } else {
            _ = library.supportZipStreamable(handle)
            _ = library.supportTar(handle)
            _ = library.supportRaw(handle)
        }
        let client = Unmanaged.passUnretained(feed).toOpaque()
        if feed.canSeek {
            _ = library.setSeekCallback(handle, { _, client, offset, whence in
                guard let client else { return -1 }
                return Unmanaged<ArchiveFeed>.fromOpaque(client).takeUnretainedValue().seek(offset, whence: whence)
            })
        }
        let status = library.open2(
            handle, client, nil,
            { _, client, buffer in
                guard let client, let buffer else { return -1 }
                let feed = Unmanaged<ArchiveFeed>.fromOpaque(client).takeUnretainedValue()
                let count = feed.fill()
                buffer.pointee = UnsafeRawPointer(feed.buffer.baseAddress)
                return count
            },
            feed.canSeek
                ? { _, client, request in
                    guard let client else { return 0 }
                    return Unmanaged<ArchiveFeed>.fromOpaque(client).takeUnretainedValue().skip(request)
                } : nil,
            nil)
        if status != ARCHIVE_OK && status != ARCHIVE_WARN {
            throw failure(status)  // deinit frees the handle
        }
    }

    deinit {
        _ = library.readFree(handle)
    }

    /// True when the container is a single compressed file (gzip, bzip2, xz), whose one
    /// member is the file itself. Known once the first member was read.
    var isSingleFile: Bool {
        library.format(handle) & ARCHIVE_FORMAT_BASE_MASK == ARCHIVE_FORMAT_RAW
    }

    /// Where the current member's header starts in the archive's bytes, when a reader opened
    /// there reads it as its first member: the archive (a zip, a tar) is not inside a
    /// compressed stream (a `.tar.gz`), whose offsets are not those of the bytes fed.
    var headerOffset: Int64? {
        guard memberIndex >= 0, isUnfiltered else { return nil }
        let offset = library.headerPosition(handle)
        return offset >= 0 ? offset : nil
    }

    /// True when libarchive took the bytes as they are, the whole stream as its one member:
    /// no decompression and no container format. Bytes that start like a container
    /// (`ArchiveSignature`) but are none are read so (a tar whose header checksum is wrong);
    /// that member holds the very bytes it was read from. Known once the first member was read.
    var readsBytesAsTheyAre: Bool { isSingleFile && isUnfiltered }

    /// True when no decompression filter is between the bytes fed and the format.
    private var isUnfiltered: Bool {
        library.filterCount(handle) <= 1 && library.filterCode(handle, 0) == ARCHIVE_FILTER_NONE
    }

    /// The next member, or `nil` at the end of the archive.
    func next() throws(ArchiveFailure) -> ArchiveMember? {
        if hasStopped { return nil }
        memberStart = feed.delivered
        memberRead = 0
        var entry: OpaquePointer?
        // Names are converted in a UTF-8 locale: in the "C" one, libarchive gives none for a
        // non-ASCII name (see `UTF8ThreadLocale`).
        let (status, name) = UTF8ThreadLocale.with { () -> (Int32, String) in
            let status = library.nextHeader(handle, &entry)
            guard let entry else { return (status, "") }
            let raw = library.pathnameUTF8(entry) ?? library.pathname(entry)
            return (status, raw.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? "")
        }
        if status == ARCHIVE_EOF { return nil }
        memberIndex += 1
        guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else { throw failure(status) }
        return ArchiveMember(
            name: name,
            isFile: library.filetype(entry) & 0o170000 == 0o100000,  // AE_IFREG (a cast macro Swift cannot import)
            isEncrypted: library.isEncrypted(entry) != 0,
            statedSize: library.sizeIsSet(entry) != 0 ? library.size(entry) : nil)
    }

    /// Reads the current member's next bytes into `buffer`: their count, 0 at its end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ArchiveFailure) -> Int {
        if hasStopped { throw ArchiveFailure(reason: "the archive was abandoned after a zip bomb", endsArchive: true) }
        let count = library.readData(handle, buffer.baseAddress, buffer.count)
        guard count >= 0 else { throw failure(Int32(truncatingIfNeeded: count)) }
        memberRead += Int64(count)
        bytesInflated += Int64(count)
        let consumed = feed.delivered - memberStart
        if InflationGuard.isBomb(decompressed: memberRead, consumed: consumed) {
            // Skipping the rest would inflate it all the same: the archive ends here.
            hasStopped = true
            throw ArchiveFailure(reason: InflationGuard.reason(decompressed: memberRead, consumed: consumed), endsArchive: true)
        }
        return count
    }

    /// Reads the rest of the current member and drops it (through the guard, so that a
    /// bomb cannot make skipping slow).
    func drain() throws(ArchiveFailure) {
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: ArchiveFeed.chunkSize, alignment: 16)
        defer { scratch.deallocate() }
        while try read(into: scratch) > 0 {}
    }

    /// The failure for a libarchive `status`: the feed's own failure when it caused it.
    private func failure(_ status: Int32) -> ArchiveFailure {
        if let failure = feed.failure { return failure }
        let message = library.errorString(handle).map { String(cString: $0) } ?? "libarchive status \(status)"
        return ArchiveFailure(reason: ArchiveFailure.reason(libarchiveMessage: message), endsArchive: status == ARCHIVE_FATAL)
    }
}
