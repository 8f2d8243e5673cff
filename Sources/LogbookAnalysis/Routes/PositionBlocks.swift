/// A run's positioned samples in blocks of `size` consecutive ones, each with the box of
/// latitudes and longitudes its steps span (the step from its last sample to the next
/// block's first included): what lets a segment's matcher pass over, a box at a time, the
/// stretches of a run that never come near its start gate (`SegmentMatcher.passes(in:blocks:)`).
/// Worked out once per run, for all the segments it is matched against.
public struct PositionBlocks: Sendable, Equatable {
    /// Samples per block.
    public static let size = 32

    /// The latitudes and longitudes, degrees, that one block's steps span.
    public struct Box: Sendable, Equatable {
        /// The least latitude.
        public var south: Double
        /// The greatest latitude.
        public var north: Double
        /// The least longitude.
        public var west: Double
        /// The greatest longitude.
        public var east: Double
        /// False when a position in the block is not finite: such a block is never passed over.
        public var isBounded: Bool
    }

    /// The number of samples the blocks were made from.
    public let count: Int
    /// Block `b`'s box: the samples from `b * size` up to `(b + 1) * size` (or the last).
    public let boxes: [Box]

    /// The blocks of `samples`, in order.
    public init(_ samples: [TimedPosition]) {
        count = samples.count
        boxes = samples.withUnsafeBufferPointer { samples in
            guard samples.count >= 2 else { return [] }
            var boxes: [Box] = []
            boxes.reserveCapacity((samples.count - 2) / Self.size + 1)
            var first = 0
            while first + 1 < samples.count {
                let last = min(first + Self.size, samples.count - 1)
                let start = samples[first].point
                var south = start.lat, north = start.lat, west = start.lon, east = start.lon
                var isBounded = true
                var index = first
                while index <= last {
                    let point = samples[index].point
                    guard point.lat.isFinite, point.lon.isFinite else {
                        isBounded = false
                        break
                    }
                    if point.lat < south { south = point.lat }
                    if point.lat > north { north = point.lat }
                    if point.lon < west { west = point.lon }
                    if point.lon > east { east = point.lon }
                    index += 1
                }
                boxes.append(Box(south: south, north: north, west: west, east: east, isBounded: isBounded))
                first += Self.size
            }
            return boxes
        }
    }
}
