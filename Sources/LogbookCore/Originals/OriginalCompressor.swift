import CLibArchive
import Foundation

/// Compresses a stream of bytes to one raw zstd stream through libarchive (its `raw` format
/// with its `zstd` filter), handing the compressed bytes to `output` as libarchive makes
/// them: memory holds libarchive's buffers only, whatever the size of the stream. A class:
/// it owns libarchive's write handle.
final class OriginalCompressor {
    /// Where libarchive's callback hands the compressed bytes, and the first error it met.
    private final class Sink {
        let output: (UnsafeRawBufferPointer) throws -> Void
        var failure: Error?
        init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.output = output }
    }

    private let handle: OpaquePointer
    private let library: LibArchiveCodec
    private let sink: Sink
    private var finished = false

    /// Opens a zstd stream at `level` (1 unless told: on GPX files as small as 3 and faster)
    /// whose bytes go to `output`.
    init(level: Int = 1, output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws(OriginalCodecError) {
        let library: LibArchiveCodec
        switch LibArchiveCodec.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw OriginalCodecError(reason: error.description)
        }
        guard let handle = library.writeNew() else { throw OriginalCodecError(reason: "out of memory while compressing") }
        self.handle = handle
        self.library = library
        sink = Sink(output: output)
        // Unblocked: the stream ends where its last byte is, with no padding after it.
        _ = library.setBytesPerBlock(handle, 0)
        _ = library.setBytesInLastBlock(handle, 1)
        guard library.addFilterZstd(handle) == ARCHIVE_OK, library.setFormatRaw(handle) == ARCHIVE_OK else {
            throw OriginalCodecError(reason: "libarchive cannot write zstd: " + library.error(handle, "no reason given"))
        }
        _ = library.setFilterOption(handle, "zstd", "compression-level", String(level))
        let status = library.writeOpen(
            handle, Unmanaged.passUnretained(sink).toOpaque(), nil,
            { _, client, buffer, length in
                guard let client else { return -1 }
                let sink = Unmanaged<Sink>.fromOpaque(client).takeUnretainedValue()
                guard sink.failure == nil else { return -1 }
                do {
                    try sink.output(UnsafeRawBufferPointer(start: buffer, count: length))
                } catch {
                    sink.failure = error
                    return -1
                }
                return length
            }, nil)
        guard status == ARCHIVE_OK, let entry = library.entryNew() else {
            throw OriginalCodecError(reason: "libarchive cannot start a zstd stream: " + library.error(handle, "no reason given"))
        }
        defer { library.entryFree(entry) }
        library.entrySetFiletype(entry, 0o100000)
        library.entrySetPathname(entry, "original")
        guard library.writeHeader(handle, entry) == ARCHIVE_OK else {
            throw OriginalCodecError(reason: "libarchive cannot start a zstd stream: " + library.error(handle, "no reason given"))
        }
    }

    deinit {
        _ = library.writeFree(handle)
    }

    /// Compresses `bytes`; rethrows what `output` threw.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let written = library.writeData(handle, bytes.baseAddress.map { $0 + done }, bytes.count - done)
            if let failure = sink.failure { throw failure }
            guard written > 0 else {
                throw OriginalCodecError(reason: "compressing failed: " + library.error(handle, "no reason given"))
            }
            done += written
        }
    }

    /// Ends the stream: the last compressed bytes go to `output`.
    func finish() throws {
        guard !finished else { return }
        finished = true
        let status = library.writeClose(handle)
        if let failure = sink.failure { throw failure }
        guard status == ARCHIVE_OK else {
            throw OriginalCodecError(reason: "compressing failed: " + library.error(handle, "no reason given"))
        }
    }
}

