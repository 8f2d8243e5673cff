import LogbookModel

/// The jump filter over a built run's samples as they are stored (`TilePoint`): where the
/// tiles, routes and segments of a run being saved read the builder's verdict.
extension JumpFreeWalk {
    /// Calls `keep` with each positioned sample of `samples` (a built run's) whose position
    /// the jump filter keeps at `jumpLimit` (m/s), in order, with its point as stored
    /// (`TilePoint(storedFrom:)`): by the builder's `verdict` on them when it judged these
    /// samples at that limit (`JumpVerdict.judges`), else by running the filter on them anew,
    /// which keeps the same. What a run being saved finds its tiles, route and segment
    /// passes from.
    public static func kept(of samples: RunSamples, jumpLimit: Double, verdict: JumpVerdict?, keep: (TilePoint, Sample) -> Void) {
        if let verdict, verdict.judges(sampleCount: samples.count, jumpLimit: jumpLimit) {
            var index = 0
            samples.forEachChunk { chunk in
                for sample in chunk {
                    if let point = TilePoint(storedFrom: sample), !verdict.leftOut(index) { keep(point, sample) }
                    index += 1
                }
            }
            return
        }
        kept(
            jumpLimit: jumpLimit,
            walk: { body in
                samples.forEachChunk { chunk in
                    for sample in chunk {
                        if let point = TilePoint(storedFrom: sample) { body((point, sample)) }
                    }
                }
            },
            position: { ($0.0.offset, $0.0.lat, $0.0.lon, $0.0.segment) }, keep: { keep($0.0, $0.1) })
    }

    /// The positions (degrees, as stored) of `samples` that `kept(of:jumpLimit:verdict:keep:)`
    /// keeps, in order, for a reader of positions alone (the tiles): by the builder's
    /// `verdict` when it judges these samples, reading each sample's position and nothing
    /// else; else through that walk, the filter run anew.
    static func keptPositions(of samples: RunSamples, jumpLimit: Double, verdict: JumpVerdict?, keep: (_ lat: Double, _ lon: Double) -> Void) {
        guard let verdict, verdict.judges(sampleCount: samples.count, jumpLimit: jumpLimit) else {
            return kept(of: samples, jumpLimit: jumpLimit, verdict: nil) { point, _ in keep(point.lat, point.lon) }
        }
        var index = 0
        samples.forEachChunk { chunk in
            for offset in chunk.indices {
                if !verdict.leftOut(index), let position = TilePoint.storedPosition(of: chunk[offset].point) { keep(position.lat, position.lon) }
                index += 1
            }
        }
    }
}
