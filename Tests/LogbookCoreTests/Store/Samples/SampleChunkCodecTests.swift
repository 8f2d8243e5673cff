import LogbookTestSupport
import XCTest

@testable import LogbookStore

/// The sample chunk codec (`SampleChunkCodec`) on its own, against the naive one written in
/// the test (`NaiveSampleChunkCodec`): the same bytes for the same samples, and every value back.
final class SampleChunkCodecTests: XCTestCase {
    /// Encodes `entries` with both codecs and checks the bytes agree and each decodes the other's.
    private func checkRoundTrip(_ entries: [SequencedSample], seed: UInt64, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = SampleChunkCodec.encode(entries)
        let naive = NaiveSampleChunkCodec.encode(entries)
        XCTAssertEqual(bytes, naive, "seed \(seed): the codec and the naive encoder disagree on \(entries.count) samples", file: file, line: line)
        let decoded = try SampleChunkCodec.decode(naive, runID: 1, chunk: 0)
        XCTAssertEqual(decoded, entries, "seed \(seed): the codec did not give back \(entries.count) samples", file: file, line: line)
        XCTAssertEqual(NaiveSampleChunkCodec.decode(bytes), entries, "seed \(seed): the naive decoder disagrees", file: file, line: line)
    }

    func testRandomRunsRoundTripAsTheNaiveCodecWritesThem() throws {
        for seed in UInt64(1)...400 {
            var runs = RandomSampleRuns(generator: SplitMix64(state: seed))
            let count = [0, 1, 2, 3, 7, 8, 9, 63, 64, 65, 511, 512][Int(seed % 12)]
            try checkRoundTrip(runs.arbitrary(count: count), seed: seed)
            var state = RecordedState()
            try checkRoundTrip(runs.recorded(count: 1 + Int(seed) * 3, state: &state), seed: seed)
        }
    }

    func testExtremesOfEveryColumnRoundTrip() throws {
        let extremes: [Int64] = [.min, .max, 0, -1, 1, .min + 1, .max - 1]
        var entries: [SequencedSample] = []
        for (index, value) in extremes.enumerated() {
            entries.append(SequencedSample(
                seq: value,
                sample: StoredSample(
                    offsetMs: extremes[(index + 1) % extremes.count], latE7: index % 2 == 0 ? 900_000_000 : -900_000_000,
                    lonE7: index % 2 == 0 ? -1_800_000_000 : 1_800_000_000, eleDm: value, hr: index % 3 == 0 ? nil : 400,
                    cadence: value, distanceDm: .max - Int64(index), segment: value)))
        }
        try checkRoundTrip(entries, seed: 0)
        // The largest differences there are: from Int64.min to Int64.max and back, each way.
        let swinging = (0..<10).map { index in
            SequencedSample(seq: index % 2 == 0 ? .min : .max, sample: StoredSample(offsetMs: index % 3 == 0 ? .max : .min))
        }
        try checkRoundTrip(swinging, seed: 0)
        XCTAssertEqual(try SampleChunkCodec.decode(SampleChunkCodec.encode(swinging), runID: 1, chunk: 0).map(\.seq).prefix(3), [.min, .max, .min])
    }

    func testNullColumnsRoundTripAndCostTheirBitmapOnly() throws {
        let allNull = (0..<100).map { SequencedSample(seq: Int64($0), sample: StoredSample(offsetMs: Int64($0) * 1_000)) }
        let bytes = SampleChunkCodec.encode(allNull)
        // Version, count (1 byte for 100), seq and offset as a step (header, first, step),
        // and one header byte for each of the seven columns that have no value.
        XCTAssertEqual(bytes.count, 1 + 1 + (1 + 1 + 1) + (1 + 1 + 2) + 7)
        try checkRoundTrip(allNull, seed: 0)
        var mixed = allNull
        for index in mixed.indices where index % 3 == 0 { mixed[index].sample.hr = 150 + Int64(index % 7) }
        mixed[99].sample.latE7 = 1
        try checkRoundTrip(mixed, seed: 0)
    }

    func testOneSampleAndNoSample() throws {
        try checkRoundTrip([], seed: 0)
        XCTAssertEqual(SampleChunkCodec.encode([]), [1, 0] + [UInt8](repeating: 0, count: 9))
        let one = SequencedSample(
            seq: 0, sample: StoredSample(offsetMs: 0, latE7: 599_123_456, lonE7: -107_654_321, eleDm: 1_234, hr: 150, cadence: 170,
                                         distanceDm: 0, segment: 0))
        try checkRoundTrip([one], seed: 0)
        XCTAssertEqual(try SampleChunkCodec.decode(SampleChunkCodec.encode([one]), runID: 1, chunk: 0).first?.sample.lonE7, -107_654_321)
    }

    func testARecordedRunTakesAFewBytesPerSample() throws {
        var runs = RandomSampleRuns(generator: SplitMix64(state: 52))
        var state = RecordedState()
        let entries = runs.recorded(count: 512, state: &state)
        let bytes = SampleChunkCodec.encode(entries)
        // seq and segment cost nothing, the clock a byte, each of position, elevation, heart rate,
        // cadence and distance one or two: 512 samples in under 9 bytes each.
        XCTAssertLessThan(bytes.count, 512 * 9, "\(bytes.count) bytes")
        XCTAssertGreaterThan(bytes.count, 512 * 5, "\(bytes.count) bytes")
        try checkRoundTrip(entries, seed: 52)
    }

    /// Ten million samples, generated, encoded and decoded one chunk at a time: memory holds one chunk.
    func testTenMillionSamplesRoundTripChunkByChunk() throws {
        let seed: UInt64 = 10_000_000
        var runs = RandomSampleRuns(generator: SplitMix64(state: seed))
        var state = RecordedState()
        let total = 10_000_000
        let chunkSize = 512
        var done = 0
        var bytes = 0
        var lastOffset: Int64 = 0
        var chunk: Int64 = 0
        while done < total {
            let entries = runs.recorded(count: min(chunkSize, total - done), state: &state)
            let encoded = SampleChunkCodec.encode(entries)
            bytes += encoded.count
            let decoded = try SampleChunkCodec.decode(encoded, runID: 7, chunk: chunk)
            guard decoded == entries else {
                return XCTFail("seed \(seed): chunk \(chunk) came back different")
            }
            lastOffset = decoded.last?.sample.offsetMs ?? lastOffset
            done += entries.count
            chunk += 1
        }
        XCTAssertEqual(state.seq, Int64(total))
        XCTAssertEqual(chunk, Int64((total + chunkSize - 1) / chunkSize))
        XCTAssertEqual(lastOffset, state.offsetMs)
        XCTAssertLessThan(Double(bytes) / Double(total), 9, "seed \(seed): \(bytes) bytes")
    }

    func testEveryCutOfAChunkIsRefusedNamingRunAndChunk() throws {
        var runs = RandomSampleRuns(generator: SplitMix64(state: 3))
        var state = RecordedState()
        var entries = runs.recorded(count: 40, state: &state)
        entries[5].sample.hr = nil
        let bytes = SampleChunkCodec.encode(entries)
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try SampleChunkCodec.decode(Array(bytes.prefix(length)), runID: 12, chunk: 3)) { error in
                guard case .damaged(let run, let chunk, let byte, _)? = error as? SampleChunkError else {
                    return XCTFail("cut at \(length): \(error)")
                }
                XCTAssertEqual(run, 12)
                XCTAssertEqual(chunk, 3)
                XCTAssertLessThanOrEqual(byte, length)
            }
        }
        XCTAssertThrowsError(try SampleChunkCodec.decode(bytes + [0], runID: 12, chunk: 3)) { error in
            XCTAssertEqual(
                (error as? SampleChunkError)?.description,
                "the samples of run 12 are damaged (chunk 3, byte \(bytes.count): 1 bytes follow the last column); "
                    + "`logbook rebuild 12 --from-originals` stores them again from the kept file")
        }
    }

    func testHugeCountsAreRefusedBeforeAllocating() throws {
        // A count over the chunk limit, and one within it that the bytes left cannot hold.
        let tooMany = [SampleChunkCodec.version] + NaiveSampleChunkCodec.varint(UInt64(SampleChunkCodec.maximumSamples) + 1)
        XCTAssertThrowsError(try SampleChunkCodec.decode(tooMany, runID: 1, chunk: 0)) { error in
            XCTAssertEqual(error as? SampleChunkError,
                           .damaged(runID: 1, chunk: 0, byte: 4, reason: "a sample count that is not a number up to 65536"))
        }
        let short = [SampleChunkCodec.version] + NaiveSampleChunkCodec.varint(60_000) + [0b0101] + [0, 2, 2]
        XCTAssertThrowsError(try SampleChunkCodec.decode(short, runID: 1, chunk: 0)) { error in
            XCTAssertEqual(error as? SampleChunkError,
                           .damaged(runID: 1, chunk: 0, byte: 5, reason: "column seq claims 60000 values in 3 bytes"))
        }
        let overlong = [SampleChunkCodec.version] + [UInt8](repeating: 0xFF, count: 11)
        XCTAssertThrowsError(try SampleChunkCodec.decode(overlong, runID: 1, chunk: 0))
        XCTAssertThrowsError(try SampleChunkCodec.decode([2, 0], runID: 1, chunk: 0)) { error in
            XCTAssertEqual(error as? SampleChunkError,
                           .damaged(runID: 1, chunk: 0, byte: 1, reason: "format version 2, this logbook reads version 1"))
        }
    }

    func testChangedBytesEitherDecodeOrAreRefused() throws {
        let seed: UInt64 = 54
        var generator = SplitMix64(state: seed)
        var runs = RandomSampleRuns(generator: SplitMix64(state: seed))
        for round in 0..<2_000 {
            var bytes = SampleChunkCodec.encode(runs.arbitrary(count: 1 + generator.below(80)))
            for _ in 0...generator.below(3) {
                bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                let decoded = try SampleChunkCodec.decode(bytes, runID: 1, chunk: Int64(round))
                XCTAssertLessThanOrEqual(decoded.count, SampleChunkCodec.maximumSamples, "seed \(seed), round \(round)")
            } catch let error as SampleChunkError {
                guard case .damaged(_, let chunk, _, _) = error else { return XCTFail("seed \(seed)") }
                XCTAssertEqual(chunk, Int64(round))
            }
        }
    }

    /// The fuzz seeds of `Tests/Fuzz/seeds/samples` were written by a third encoder (Python,
    /// from the layout's description): the codec must read each and write it back byte for byte.
    func testTheFuzzSeedsWrittenElsewhereDecodeAndEncodeBackByteForByte() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Fuzz/seeds/samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".chunk") }.sorted()
        XCTAssertEqual(names, ["empty.chunk", "extremes.chunk", "mixed-nulls-100.chunk", "one.chunk", "recorded-300.chunk"])
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let decoded = try SampleChunkCodec.decode(bytes, runID: 1, chunk: 0)
            XCTAssertEqual(SampleChunkCodec.encode(decoded), bytes, name)
            if name == "recorded-300.chunk" {
                XCTAssertEqual(decoded.count, 300)
                XCTAssertEqual(decoded.last?.sample.offsetMs, 300_000)
                XCTAssertEqual(decoded.map(\.seq), (0..<300).map(Int64.init))
            }
            if name == "one.chunk" {
                XCTAssertEqual(decoded, [SequencedSample(seq: 0, sample: StoredSample(
                    offsetMs: 0, latE7: 900_000_000, lonE7: -1_800_000_000, eleDm: -5, hr: 400, cadence: 0, distanceDm: 0, segment: 0))])
            }
        }
    }
}
