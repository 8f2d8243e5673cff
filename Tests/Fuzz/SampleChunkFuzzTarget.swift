import Foundation

@testable import LogbookStore

/// libFuzzer entry point for the sample chunk codec (`SampleChunkCodec`). Each input is used twice:
/// - as a stored chunk someone damaged: decoded, which may refuse it with a `SampleChunkError`
///   naming the run and chunk (anything else, a trap, a sanitizer report, a hang, is a
///   finding); one that decodes must encode and decode again to the same samples;
/// - as the values of samples: read 10 bytes a sample (a NULL mask, then a signed step for each
///   of the 9 columns, each scaled by a factor the input's first byte picks so that small steps and
///   Int64-wide jumps both occur), encoded, then decoded, which must give them back exactly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSampleChunk(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The damaged chunk.
    do {
        let decoded = try SampleChunkCodec.decode(bytes, runID: 1, chunk: 2)
        guard decoded.count <= SampleChunkCodec.maximumSamples else { fatalError("\(decoded.count) samples decoded") }
        let again = try SampleChunkCodec.decode(SampleChunkCodec.encode(decoded), runID: 1, chunk: 2)
        guard again == decoded else { fatalError("a decoded chunk of \(decoded.count) samples did not round-trip") }
    } catch let error as SampleChunkError {
        guard case .damaged(runID: 1, chunk: 2, _, _) = error else { fatalError("the error names another chunk: \(error)") }
    } catch {
        fatalError("the decoder threw \(error)")
    }
    // The input as sample values.
    let scale: Int64 = [1, 7, 1_000, 1 << 40, Int64.max / 127][Int(bytes.first ?? 0) % 5]
    var entries: [SequencedSample] = []
    var values = [Int64](repeating: 0, count: SampleChunkCodec.columnNames.count)
    var index = 1
    while index + 1 + values.count <= bytes.count {
        let nulls = bytes[index]
        for column in values.indices {
            values[column] = values[column] &+ Int64(Int8(bitPattern: bytes[index + 1 + column])) &* scale
        }
        // Bit i of the mask leaves optional column i (lat_e7 first) without a value.
        func cell(_ column: Int) -> Int64? { nulls & (1 << UInt8(column - 2)) == 0 ? values[column] : nil }
        entries.append(SequencedSample(
            seq: values[0],
            sample: StoredSample(
                offsetMs: values[1], latE7: cell(2), lonE7: cell(3), eleDm: cell(4), hr: cell(5), cadence: cell(6),
                distanceDm: cell(7), segment: cell(8))))
        index += 1 + values.count
    }
    do {
        let back = try SampleChunkCodec.decode(SampleChunkCodec.encode(entries), runID: 1, chunk: 0)
        guard back == entries else { fatalError("\(entries.count) samples came back different") }
    } catch {
        fatalError("a chunk the encoder wrote was refused: \(error)")
    }
    return 0
}
