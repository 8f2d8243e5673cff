/// Builds a run's `HeartRateSummary` from its samples one at a time, holding at most
/// `blockSize` of them.
///
/// The guards and the weights look at a run's readings in order, so the samples are kept
/// in a block and summarised when it is full; the next block starts over as after a
/// recording gap. A run of up to `blockSize` samples (three days at one per second) gets
/// exactly the summary of all its samples at once; a longer one loses at most the weight
/// of one reading and a guard's context at each block's start.
public struct HeartRateSummaryBuilder: Sendable {
    /// The samples held at most: 262,144 points of 40 bytes, 10 MiB.
    public static let standardBlockSize = 262_144

    private let blockSize: Int
    private var block: [HeartRatePoint] = []
    private var summary: HeartRateSummary?
    private var lastOffset: Double?

    /// Starts an empty run, summarising every `blockSize` samples, with room made for the
    /// first `expected` of them (the run's sample count, when known).
    public init(blockSize: Int = HeartRateSummaryBuilder.standardBlockSize, expected: Int = 0) {
        self.blockSize = max(blockSize, 2)
        block.reserveCapacity(min(max(expected, 0), self.blockSize))
    }

    /// Takes the next sample of the run.
    public mutating func add(_ point: HeartRatePoint) {
        if block.count >= blockSize { flush() }
        block.append(point)
    }

    /// The summary of every sample added.
    public mutating func finish() -> HeartRateSummary {
        flush()
        return summary ?? HeartRateSummary()
    }

    private mutating func flush() {
        guard !block.isEmpty else { return }
        let part = HeartRateSummary(block)
        if summary == nil {
            summary = part
        } else {
            let gap = (block.first?.offset ?? 0) - (lastOffset ?? 0)
            summary?.append(part, gap: gap)
        }
        lastOffset = block.last?.offset
        block.removeAll(keepingCapacity: true)
    }
}
