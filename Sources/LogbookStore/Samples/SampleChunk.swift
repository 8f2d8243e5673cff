/// One stored chunk of a run's samples: the header a query reads without decoding (where it
/// starts, how many samples, the time it covers, which columns have values) and the encoded
/// samples (`SampleChunkCodec`).
public struct SampleChunk: Sendable, Equatable {
    /// Samples per chunk: 512. On the bench's 100 one-hour runs (`logbook-bench --only
    /// sample-chunks`, docs/sample-chunks.md) everything but the kept originals takes 10.9
    /// bytes a sample at 128 to 1,024 samples a chunk in a rowid table (39.8 as rows); 4,096
    /// (one chunk a run there) takes 9.9 but a window read decodes 4,096 samples to reach
    /// one. 512 keeps a chunk near 3 KB, within a page.
    public static let samplesPerChunk = 512

    /// The chunk's 0-based number in its run.
    public var number: Int64
    /// The `seq` of its first sample.
    public var firstSeq: Int64
    /// How many samples it holds.
    public var sampleCount: Int64
    /// The time of its first sample, ms since the run's start.
    public var firstOffsetMs: Int64
    /// The time of its last sample.
    public var lastOffsetMs: Int64
    /// Bit i set when column i of `SampleChunkCodec.columnNames` has a value in some sample.
    public var presentColumns: Int64
    /// The encoded samples.
    public var data: [UInt8]

    /// Chunk `number` of `entries` (one or more, in order).
    public init(number: Int64, entries: [SequencedSample]) {
        self.number = number
        firstSeq = entries.first?.seq ?? 0
        sampleCount = Int64(entries.count)
        firstOffsetMs = entries.first?.sample.offsetMs ?? 0
        lastOffsetMs = entries.last?.sample.offsetMs ?? 0
        var present: Int64 = 0
        for column in SampleChunkCodec.columnNames.indices where entries.contains(where: { SampleChunkCodec.value(column, of: $0) != nil }) {
            present |= 1 << Int64(column)
        }
        presentColumns = present
        data = SampleChunkCodec.encode(entries)
    }

    /// True when some sample of the chunk has both coordinates' columns (`lat_e7`, `lon_e7`).
    public var mayHavePositions: Bool { presentColumns & SampleChunkColumn.positionBits == SampleChunkColumn.positionBits }
}
