import LogbookModel

/// A run's positioned samples as the jump filter keeps them at one jump speed, as stored
/// (`StoredInteger`: milliseconds, 1e-7 degrees, decimetres): walked once by the analysis
/// step (`RunAnalysis.analyze`), which finds the run's tiles from them and hands them on to
/// the save path, which places the run on its route and segments from them
/// (`RouteBook.place`) when its stored sport gives the same jump speed.
public struct KeptPositions: Sendable, Equatable {
    /// The jump speed (m/s) the positions were kept at.
    public let jumpLimit: Double
    /// The number of samples walked, positioned or not.
    public let sampleCount: Int
    /// The positions kept, in order.
    public let positions: [TimedPosition]

    /// Kept positions from each of their parts.
    public init(jumpLimit: Double, sampleCount: Int, positions: [TimedPosition]) {
        self.jumpLimit = jumpLimit
        self.sampleCount = sampleCount
        self.positions = positions
    }

    /// The positions of `samples` (a built run's) that the jump filter keeps at `jumpLimit`,
    /// as stored: by the builder's `verdict` on them when it judged them at that speed (one
    /// pass, each stored value rounded once), else through the filter run anew
    /// (`JumpFreeWalk.kept(of:jumpLimit:verdict:keep:)`), which keeps the same.
    public init(of samples: RunSamples, jumpLimit: Double, verdict: JumpVerdict?) {
        guard let verdict, verdict.judges(sampleCount: samples.count, jumpLimit: jumpLimit) else {
            var positions: [TimedPosition] = []
            positions.reserveCapacity(samples.count)
            JumpFreeWalk.kept(of: samples, jumpLimit: jumpLimit, verdict: nil) { point, sample in
                positions.append(Self.position(of: sample, lat: point.lat, lon: point.lon))
            }
            self.init(jumpLimit: jumpLimit, sampleCount: samples.count, positions: positions)
            return
        }
        // Written in place, at most one a sample: no capacity or uniqueness check per position.
        let positions = [TimedPosition](unsafeUninitializedCapacity: samples.count) { buffer, initialized in
            let anyLeftOut = verdict.leftOutCount > 0
            var index = 0, count = 0
            samples.forEachChunk { chunk in
                for sample in chunk {
                    let leftOut = anyLeftOut && verdict.leftOut(index)
                    index += 1
                    guard !leftOut, count < buffer.count, let position = TilePoint.storedPosition(of: sample.point) else { continue }
                    buffer.initializeElement(at: count, to: Self.position(of: sample, lat: position.lat, lon: position.lon))
                    count += 1
                }
            }
            initialized = count
        }
        self.init(jumpLimit: jumpLimit, sampleCount: samples.count, positions: positions)
    }

    /// True when these are the positions to place `sampleCount` samples by at `jumpLimit`:
    /// they were walked from that many, at that speed (an edit of the sport since the
    /// analysis, or other samples, need the walk made anew).
    public func matches(sampleCount: Int, jumpLimit: Double) -> Bool {
        self.sampleCount == sampleCount && self.jumpLimit == jumpLimit
    }

    /// `sample` as a timed position as stored, at the stored position `lat`, `lon` (degrees).
    @inline(__always) private static func position(of sample: Sample, lat: Double, lon: Double) -> TimedPosition {
        TimedPosition(
            offset: Double(StoredInteger.scaled(sample.offset, scale: 1000) ?? 0) / 1000, point: CoursePoint(lat: lat, lon: lon),
            distance: Double(StoredInteger.scaled(sample.distance, scale: 10) ?? 0) / 10, segment: Int64(max(sample.segment, 0)))
    }
}
