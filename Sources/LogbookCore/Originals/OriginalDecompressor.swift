import Foundation
import LogbookFormats

/// Decompresses a kept original's zstd stream, whose compressed bytes `source` hands on
/// piece by piece (`nil` at the end), through libzstd (`LibZstd`), and hands the bytes on in
/// chunks: memory holds one piece, one chunk and zstd's window, whatever the size of the file
/// or what a damaged stream claims it to be (`largestWindowLog`). A class: it owns zstd's
/// decompression context.
final class OriginalDecompressor {
    /// 2^21 bytes (2 MiB): the largest window a kept stream may ask zstd to hold. logbook
    /// writes its streams with 2^17 (`OriginalCompressor.windowLog`), and wrote them with
    /// zstd's level-1 default of at most 2^19 before; a stream asking for more is damaged,
    /// and refused before zstd allocates it (zstd's own limit is 2^27, 128 MiB).
    static let largestWindowLog: Int32 = 21

    private let context: OpaquePointer
    private let library: LibZstd
    private let source: () throws -> [UInt8]?

    /// Opens the stream that `source` hands on.
    init(source: @escaping () throws -> [UInt8]?) throws(OriginalCodecError) {
        let library: LibZstd
        switch LibZstd.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw OriginalCodecError(reason: error.description)
        }
        guard let context = library.createDCtx() else { throw OriginalCodecError(reason: "out of memory while decompressing") }
        if let failure = library.failure(library.setDecompressionParameter(context, LibZstd.windowLogMax, Self.largestWindowLog)) {
            _ = library.freeDCtx(context)
            throw OriginalCodecError(reason: "zstd refuses a window limit of 2^\(Self.largestWindowLog) bytes: \(failure)")
        }
        self.context = context
        self.library = library
        self.source = source
    }

    deinit {
        _ = library.freeDCtx(context)
    }

    /// Calls `body` with consecutive chunks of the decompressed bytes until the end or until
    /// `body` returns `false`; rethrows what `source` or `body` threw.
    /// - Throws: `OriginalCodecError` for a damaged stream, or one cut short.
    func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportInput.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        let inBuffer = ZstdBuffer(), outBuffer = ZstdBuffer()
        var frameLeft = 1
        var stopped = false
        while !stopped, let piece = try source() {
            try piece.withUnsafeBytes { bytes in
                inBuffer.point(at: bytes.baseAddress, count: bytes.count)
                // Until the piece is read and zstd holds nothing more to hand out.
                var full = true
                while !stopped && (inBuffer.position < bytes.count || full) {
                    outBuffer.point(at: buffer.baseAddress, count: buffer.count)
                    frameLeft = library.decompressStream(context, outBuffer.raw, inBuffer.raw)
                    if let failure = library.failure(frameLeft) {
                        throw OriginalCodecError(reason: "the kept stream is damaged: \(failure)")
                    }
                    full = outBuffer.position == buffer.count
                    if outBuffer.position > 0 {
                        stopped = try !body(UnsafeRawBufferPointer(rebasing: buffer[0..<outBuffer.position]))
                    }
                }
            }
        }
        if !stopped && frameLeft != 0 {
            throw OriginalCodecError(reason: "the kept stream is damaged: it ends before its last frame does")
        }
    }
}
