import LogbookSupport

/// The libzstd functions that compress and decompress kept originals, taken from the
/// library the first time an original is kept or read (`SharedLibrary`): libzstd alone,
/// about 800 KB with no dependencies of its own (libarchive, which would write the same
/// stream through its `zstd` filter, brings a dozen libraries and ICU into every import).
/// It is a dependency of libarchive, so it is there wherever logbook reads archives.
///
/// `ZSTD_inBuffer` and `ZSTD_outBuffer` are three machine words each (a pointer, a size, a
/// position: `ZstdBuffer`), so no header is needed. The signatures are zstd's own (1.4+).
struct LibZstd: @unchecked Sendable {
    /// `ZSTD_createCCtx`, `ZSTD_createDCtx`.
    let createCCtx: @convention(c) () -> OpaquePointer?, createDCtx: @convention(c) () -> OpaquePointer?
    /// `ZSTD_freeCCtx`, `ZSTD_freeDCtx`.
    let freeCCtx: @convention(c) (OpaquePointer?) -> Int, freeDCtx: @convention(c) (OpaquePointer?) -> Int
    /// `ZSTD_CCtx_setParameter`.
    let setParameter: @convention(c) (OpaquePointer?, Int32, Int32) -> Int
    /// `ZSTD_DCtx_setParameter`.
    let setDecompressionParameter: @convention(c) (OpaquePointer?, Int32, Int32) -> Int
    /// `ZSTD_compressStream2(cctx, output, input, endOp)`.
    let compressStream2: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32) -> Int
    /// `ZSTD_compress2(cctx, dst, dstCapacity, src, srcSize)`: a whole frame in one call.
    let compress2: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int, UnsafeRawPointer?, Int) -> Int
    /// `ZSTD_compressBound(srcSize)`: the most bytes a frame of `srcSize` bytes takes.
    let compressBound: @convention(c) (Int) -> Int
    /// `ZSTD_decompressStream(dctx, output, input)`.
    let decompressStream: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int
    /// `ZSTD_isError`.
    let isError: @convention(c) (Int) -> UInt32
    /// `ZSTD_getErrorName`.
    let errorName: @convention(c) (Int) -> UnsafePointer<CChar>?

    /// `ZSTD_c_compressionLevel`, `ZSTD_c_windowLog`.
    static let compressionLevel: Int32 = 100, windowLog: Int32 = 101
    /// `ZSTD_d_windowLogMax`: the largest window a stream read back may ask for.
    static let windowLogMax: Int32 = 100
    /// `ZSTD_e_continue`, `ZSTD_e_end`.
    static let continueStream: Int32 = 0, endStream: Int32 = 2

    /// The words of the error that `code` stands for, or `nil` when it is no error.
    func failure(_ code: Int) -> String? {
        guard isError(code) != 0 else { return nil }
        return errorName(code).map { String(cString: $0) } ?? "zstd error \(code)"
    }

    /// The library's table, loaded once; the error says why it cannot be.
    static let loaded: Result<LibZstd, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        let library = try SharedLibrary(["libzstd.so.1", "libzstd.so"], purpose: "compressing kept originals (zstd)")
        return LibZstd(
            createCCtx: try library.function("ZSTD_createCCtx", as: (@convention(c) () -> OpaquePointer?).self),
            createDCtx: try library.function("ZSTD_createDCtx", as: (@convention(c) () -> OpaquePointer?).self),
            freeCCtx: try library.function("ZSTD_freeCCtx", as: (@convention(c) (OpaquePointer?) -> Int).self),
            freeDCtx: try library.function("ZSTD_freeDCtx", as: (@convention(c) (OpaquePointer?) -> Int).self),
            setParameter: try library.function(
                "ZSTD_CCtx_setParameter", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int).self),
            setDecompressionParameter: try library.function(
                "ZSTD_DCtx_setParameter", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int).self),
            compressStream2: try library.function(
                "ZSTD_compressStream2",
                as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32) -> Int).self),
            compress2: try library.function(
                "ZSTD_compress2",
                as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int, UnsafeRawPointer?, Int) -> Int).self),
            compressBound: try library.function("ZSTD_compressBound", as: (@convention(c) (Int) -> Int).self),
            decompressStream: try library.function(
                "ZSTD_decompressStream",
                as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int).self),
            isError: try library.function("ZSTD_isError", as: (@convention(c) (Int) -> UInt32).self),
            errorName: try library.function("ZSTD_getErrorName", as: (@convention(c) (Int) -> UnsafePointer<CChar>?).self))
    }
}
