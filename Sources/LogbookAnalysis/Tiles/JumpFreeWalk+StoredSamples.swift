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
}
