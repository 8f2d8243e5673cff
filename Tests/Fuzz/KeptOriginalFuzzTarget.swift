import Foundation

@testable import LogbookCore

/// libFuzzer entry point for the kept-original codec. Each input is used twice:
/// - as a kept stream someone tampered with: decompressed in pieces of a size the input's
///   first byte picks, stopping after 1 MiB as a stored byte count would (a bomb must stop
///   there, in bounded memory); a damaged stream may be refused with `OriginalCodecError`,
///   anything else (a trap, a sanitizer report, a hang) is a finding;
/// - as a file kept: compressed in pieces, then decompressed, which must give it back byte
///   for byte;
/// - as a digit-columns payload someone tampered with (`DigitColumns.join`, stopped after
///   1 MiB), and as a text file rewritten by `DigitColumns.split` and joined back byte for byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeptOriginal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let pieceSize = 1 + Int(bytes.first ?? 0) * 17
    let limit = 1 << 20
    // The tampered stream.
    var offset = 0
    if let decompressor = try? OriginalDecompressor(source: {
        guard offset < bytes.count else { return nil }
        defer { offset += pieceSize }
        return Array(bytes[offset..<min(bytes.count, offset + pieceSize)])
    }) {
        var inflated = 0
        do {
            try decompressor.forEachChunk { chunk in
                inflated += chunk.count
                return inflated <= limit
            }
        } catch is OriginalCodecError {
        } catch {
            fatalError("the decompressor threw \(error)")
        }
    }
    // The file kept and read back.
    var compressed: [UInt8] = []
    do {
        let compressor = try OriginalCompressor { compressed.append(contentsOf: $0) }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + pieceSize)
            try bytes[start..<end].withUnsafeBytes { try compressor.write($0) }
            start = end
        }
        try compressor.finish()
        var handed = false
        let decompressor = try OriginalDecompressor(source: {
            defer { handed = true }
            return handed ? nil : compressed
        })
        var back: [UInt8] = []
        try decompressor.forEachChunk { back.append(contentsOf: $0); return true }
        guard back == bytes else { fatalError("a kept file of \(bytes.count) bytes came back as \(back.count) other bytes") }
    } catch {
        fatalError("keeping a file failed: \(error)")
    }
    // The digit-columns layout, damaged, then as a file rewritten and read back.
    do {
        var joined = 0
        try DigitColumns.join(bytes) { chunk in
            joined += chunk.count
            return joined <= limit
        }
    } catch is OriginalCodecError {
    } catch {
        fatalError("joining digit columns threw \(error)")
    }
    if let payload = bytes.withUnsafeBytes({ DigitColumns.split($0) }) {
        var back: [UInt8] = []
        do {
            try DigitColumns.join(payload) { back.append(contentsOf: $0); return true }
        } catch {
            fatalError("a file of \(bytes.count) bytes split into digit columns did not join back: \(error)")
        }
        guard back == bytes else { fatalError("a file of \(bytes.count) bytes came back from digit columns as \(back.count) other bytes") }
    } else if !bytes.contains(DigitColumns.marker) {
        fatalError("digit columns refused a file of \(bytes.count) bytes without the marker byte")
    }
    return 0
}
