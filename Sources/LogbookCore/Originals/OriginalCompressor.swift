import Foundation

/// Compresses a stream of bytes to one zstd frame through libzstd (`LibZstd`), handing the
/// compressed bytes to `output` as they are made: memory holds one output buffer of 128 KiB
/// whatever the size of the stream. Bytes already whole in memory go in one call instead
/// (`compressWhole`). A class: it owns zstd's compression context.
///
/// Level 1 with a window of 128 KiB (`windowLog`): on GPX files the repeats that count lie
/// within a few points of each other, and the smaller window made the 100 one-hour files of
/// the benchmarks 8 % smaller (5.50 MB to 5.05 MB) for 4 % fewer instructions than zstd's
/// 512 KiB; its negative (faster) levels cost at most 18 % fewer instructions for up to
/// 85 % more bytes.
final class OriginalCompressor {
    private let context: OpaquePointer
    private let library: LibZstd
    private let output: (UnsafeRawBufferPointer) throws -> Void
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
    private let inBuffer = ZstdBuffer(), outBuffer = ZstdBuffer()
    private var finished = false

    /// 2^17 bytes: the window zstd matches within.
    static let windowLog = 17

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
        if let failure = library.failure(library.setParameter(context, LibZstd.windowLog, Int32(Self.windowLog))) {
            throw OriginalCodecError(reason: "zstd refuses a window of 2^\(Self.windowLog) bytes: \(failure)")
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

    /// Compresses `bytes` as the whole stream, in one call, and ends it: zstd then reads them
    /// where they are instead of copying them into a stream buffer of its own (16 % fewer
    /// instructions), and records their size in the frame. Memory holds the frame at most
    /// (`ZSTD_compressBound`) beside them while it is handed on. Only on a new compressor.
    func compressWhole(_ bytes: UnsafeRawBufferPointer) throws {
        guard !finished else { return }
        finished = true
        let frame = UnsafeMutableRawBufferPointer.allocate(byteCount: max(library.compressBound(bytes.count), 1), alignment: 16)
        defer { frame.deallocate() }
        let written = library.compress2(context, frame.baseAddress, frame.count, bytes.baseAddress, bytes.count)
        if let failure = library.failure(written) { throw OriginalCodecError(reason: "compressing failed: \(failure)") }
        try output(UnsafeRawBufferPointer(rebasing: frame[0..<written]))
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
