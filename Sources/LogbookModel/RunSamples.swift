import LogbookSupport

/// The samples of one built run, in time order, held in a `Spool` (in a temporary file
/// when there are many) until they are stored.
public struct RunSamples: Sendable, Equatable {
    /// Where the samples are.
    let spool: Spool<Sample>
    /// Their indices in the spool.
    let range: Range<Int>

    /// Samples over a range of `spool`.
    package init(spool: Spool<Sample>, range: Range<Int>) {
        self.spool = spool
        self.range = range
    }

    /// Samples held in memory.
    public init(_ samples: [Sample]) {
        self.init(spool: Spool(samples), range: 0..<samples.count)
    }

    /// The number of samples.
    public var count: Int { range.count }

    /// True when there is no sample.
    public var isEmpty: Bool { range.isEmpty }

    /// True when every sample of the spool they are in is held in memory (none went to its
    /// temporary file).
    package var isHeldInMemory: Bool { !spool.hasSpilled }

    /// The samples as an array.
    public var array: [Sample] { spool.values(range) }

    /// Why the samples could not all be kept or read back (a temporary file that failed),
    /// if so; `array` and `count` cannot be trusted then. `RunStore` checks it after
    /// inserting them and throws a `SpoolError`.
    public var failure: String? { spool.failure }

    /// The samples at `range` (indices counted from this list's first sample), as an array.
    package func slice(_ range: Range<Int>) -> [Sample] {
        spool.values((self.range.lowerBound + range.lowerBound)..<(self.range.lowerBound + range.upperBound))
    }

    /// Calls `body` with the samples in order, in one or more contiguous chunks.
    package func forEachChunk(_ body: (UnsafeBufferPointer<Sample>) throws -> Void) rethrows {
        try spool.read(range, body)
    }

    /// Two lists are equal when they hold equal samples.
    public static func == (a: RunSamples, b: RunSamples) -> Bool {
        a.count == b.count && a.array == b.array
    }
}
