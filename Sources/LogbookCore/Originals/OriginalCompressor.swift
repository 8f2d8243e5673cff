import Foundation

/// Compresses a stream of bytes to one zstd frame through libzstd (`LibZstd`), handing the
/// compressed bytes to `output` as they are made: memory holds one output buffer of 128 KiB
/// whatever the size of the stream. A class: it owns zstd's compression context.
final class OriginalCompressor {
    private let context: OpaquePointer
    private let library: LibZstd
    private let output: (UnsafeRawBufferPointer) throws -> Void
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
    private let inBuffer = ZstdBuffer(), outBuffer = ZstdBuffer()
    private var finished = false

    /// Opens a zstd stream at `level` (1 unless told: on GPX files as small as 3 and faster)
    /// whose bytes go to `output`.
    init(level: Int = 1, output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws(OriginalCodecError) {
        let library: LibZstd
        switch LibZstd.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error):
            buffer.deallocate()
            throw OriginalCodecError(reason: error.description)
        }
        guard let context = library.createCCtx() else {
            buffer.deallocate()
            throw OriginalCodecError(reason: "out of memory while compressing")
        }
        self.context = context
        self.library = library
        self.output = output
        if let failure = library.failure(library.setParameter(context, LibZstd.compressionLevel, Int32(level))) {
            throw OriginalCodecError(reason: "zstd refuses level \(level): \(failure)")
        }
    }

    deinit {
        _ = library.freeCCtx(context)
        buffer.deallocate()
    }

    /// Compresses `bytes`; rethrows what `output` threw.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        inBuffer.point(at: bytes.baseAddress, count: bytes.count)
        while inBuffer.position < bytes.count {
            try step(LibZstd.continueStream)
        }
    }

    /// Ends the stream: the last compressed bytes go to `output`.
    func finish() throws {
        guard !finished else { return }
        finished = true
        inBuffer.point(at: nil, count: 0)
        while try step(LibZstd.endStream) != 0 {}
    }

    /// One call of `ZSTD_compressStream2` into the output buffer, handed on; returns what zstd
    /// says is left to flush.
    @discardableResult
    private func step(_ directive: Int32) throws -> Int {
        outBuffer.point(at: buffer.baseAddress, count: buffer.count)
        let left = library.compressStream2(context, outBuffer.raw, inBuffer.raw, directive)
        if let failure = library.failure(left) { throw OriginalCodecError(reason: "compressing failed: \(failure)") }
        if outBuffer.position > 0 { try output(UnsafeRawBufferPointer(rebasing: buffer[0..<outBuffer.position])) }
        return left
    }
}
