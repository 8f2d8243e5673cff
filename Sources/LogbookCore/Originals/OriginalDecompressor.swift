import CLibArchive
import Foundation

/// Decompresses a kept original's zstd stream, whose compressed bytes `source` hands on
/// piece by piece (`nil` at the end), through libarchive, and hands the bytes on in chunks:
/// memory holds one piece and one chunk, whatever the size of the file. A class: it owns
/// libarchive's read handle.
final class OriginalDecompressor {
    /// Where libarchive's read callback takes the next piece, which it keeps alive while
    /// libarchive reads it, and the first error `source` threw.
    private final class Feed {
        let source: () throws -> [UInt8]?
        var piece: [UInt8] = []
        var failure: Error?
        init(source: @escaping () throws -> [UInt8]?) { self.source = source }
    }

    private let handle: OpaquePointer
    private let library: LibArchiveCodec
    private let feed: Feed

    /// Opens the stream that `source` hands on.
    init(source: @escaping () throws -> [UInt8]?) throws(OriginalCodecError) {
        let library: LibArchiveCodec
        switch LibArchiveCodec.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw OriginalCodecError(reason: error.description)
        }
        guard let handle = library.readNew() else { throw OriginalCodecError(reason: "out of memory while decompressing") }
        self.handle = handle
        self.library = library
        feed = Feed(source: source)
        _ = library.supportFilterZstd(handle)
        _ = library.supportFormatRaw(handle)
        let status = library.readOpen(
            handle, Unmanaged.passUnretained(feed).toOpaque(), nil,
            { _, client, buffer in
                guard let client, let buffer else { return -1 }
                let feed = Unmanaged<Feed>.fromOpaque(client).takeUnretainedValue()
                do {
                    feed.piece = try feed.source() ?? []
                } catch {
                    feed.failure = error
                    return -1
                }
                return feed.piece.withUnsafeBytes { bytes in
                    buffer.pointee = bytes.baseAddress
                    return bytes.count
                }
            }, nil)
        if let failure = feed.failure as? OriginalCodecError { throw failure }
        guard status == ARCHIVE_OK || status == ARCHIVE_WARN else {
            throw OriginalCodecError(reason: "the kept stream cannot be read: " + library.error(handle, "no reason given"))
        }
    }

    deinit {
        _ = library.readFree(handle)
    }

    /// Calls `body` with consecutive chunks of the decompressed bytes until the end or until
    /// `body` returns `false`; rethrows what `source` or `body` threw.
    func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        var entry: OpaquePointer?
        let status = library.nextHeader(handle, &entry)
        if let failure = feed.failure { throw failure }
        if status == ARCHIVE_EOF { return }
        guard status == ARCHIVE_OK || status == ARCHIVE_WARN else {
            throw OriginalCodecError(reason: "the kept stream cannot be read: " + library.error(handle, "no reason given"))
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportInput.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = library.readData(handle, buffer.baseAddress, buffer.count)
            if let failure = feed.failure { throw failure }
            if count == 0 { return }
            guard count > 0 else {
                throw OriginalCodecError(reason: "the kept stream is damaged: " + library.error(handle, "no reason given"))
            }
            if try !body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { return }
        }
    }
}
