import LogbookModel
import LogbookSQLite
import LogbookStore
import LogbookSupport

/// A stored run's samples as the run builder reads them again (`logbook rebuild`, `trim`):
/// walked in order, from the logbook one row at a time or from an array, never all held.
///
/// A run of 4.76 M samples (a 1 GB, 20 Hz GPX) took 1.99 GB to rebuild when its samples
/// were read into an array, then into track points and samples beside it. Now one pass
/// counts what the rebuild must know first (`facts`), a second turns the samples into track
/// points in a `Spool` (an unnamed temporary file beyond 32,768 of them), and the build's
/// samples go to another spool: memory stays flat whatever the run's length.
struct StoredTrack {
    /// Calls its argument with each sample in order until it returns `false` or the
    /// samples end.
    let walk: (_ body: (StoredSample) throws -> Bool) throws -> Void

    /// What one pass over the samples tells before the build.
    struct Facts: Equatable {
        /// The number of samples.
        var count = 0
        /// The first and last samples' offsets, in milliseconds.
        var firstOffsetMs: Int64?, lastOffsetMs: Int64?
        /// The last stored cumulative distance, in decimetres.
        var lastDistanceDm: Int64?
        /// How many samples have both coordinates.
        var positionedCount = 0
        /// The indices of the samples that begin a stored segment after the first, or `nil`
        /// when some sample's segment is unknown (stored before migration 0011).
        var segmentStarts: Set<Int>? = []
    }

    /// The samples of `runID` in the logbook, read row by row in `seq` order.
    static func stored(runID: Int64, in database: Database) -> StoredTrack {
        StoredTrack { body in try RunQueries(database: database).forEachSample(runID: runID, body) }
    }

    /// Samples held in memory (tests, small runs).
    static func array(_ samples: [StoredSample]) -> StoredTrack {
        StoredTrack { body in
            for sample in samples {
                guard try body(sample) else { return }
            }
        }
    }

    /// The samples up to the first one after `cutMs` (a trim keeps those at or before its cut).
    func prefix(throughMs cutMs: Int64) -> StoredTrack {
        let walk = walk
        return StoredTrack { body in
            try walk { sample in
                guard sample.offsetMs <= cutMs else { return false }
                return try body(sample)
            }
        }
    }

    /// Counts what a rebuild needs to know before it builds, in one pass.
    func facts() throws -> Facts {
        var facts = Facts()
        var previousSegment: Int64?
        try walk { sample in
            if facts.firstOffsetMs == nil { facts.firstOffsetMs = sample.offsetMs }
            facts.lastOffsetMs = sample.offsetMs
            if let distance = sample.distanceDm { facts.lastDistanceDm = distance }
            if sample.hasPosition { facts.positionedCount += 1 }
            if let segment = sample.segment {
                if let previousSegment, segment != previousSegment { facts.segmentStarts?.insert(facts.count) }
                previousSegment = segment
            } else {
                facts.segmentStarts = nil
            }
            facts.count += 1
            return true
        }
        return facts
    }

    /// The samples as a parsed activity whose points wait in a spool (`settings`), with a new
    /// segment at each index of `segmentStarts`; see `TrimRebuilder.activity`.
    func activity(
        run: Run, facts: Facts, segmentStarts: Set<Int>, deviceDistance: Bool, settings: SpoolSettings = .standard
    ) throws -> ParsedActivity {
        let positioned = !deviceDistance && facts.positionedCount >= 2
        let spool = Spool<TrackPoint>(settings)
        var ends: [Int] = []
        try walk { sample in
            if segmentStarts.contains(spool.count), spool.count > 0 { ends.append(spool.count) }
            spool.append(TrimRebuilder.point(sample, startUTC: run.startUTC, deviceDistance: !positioned))
            return true
        }
        if spool.count > (ends.last ?? 0) { ends.append(spool.count) }
        if let failure = spool.failure { throw SpoolError(reason: failure) }
        let points = ActivityPoints(spool: spool, start: 0, segmentEnds: ends, cadenceScale: 1)
        return ParsedActivity(format: run.source, name: run.name, rawSport: run.sport, points: points, statedOffset: run.utcOffset)
    }

    /// The indices where `built` adds 0.1 m or more although the stored distance did not
    /// grow at all (see `TrimRebuilder.missedBoundaries`), walking both side by side.
    func missedBoundaries(built: RunSamples) throws -> Set<Int> {
        var result: Set<Int> = []
        var index = 0
        var previousStored: Int64?
        var previousBuilt = 0.0
        // The built samples are read one chunk at a time while the stored ones are walked.
        var chunk: [Sample] = []
        var chunkStart = 0
        func builtDistance(_ index: Int) -> Double? {
            if index - chunkStart >= chunk.count {
                chunkStart += chunk.count
                chunk = built.slice(chunkStart..<min(chunkStart + 4_096, built.count))
            }
            let position = index - chunkStart
            return position < chunk.count ? chunk[position].distance : nil
        }
        try walk { sample in
            guard let distance = builtDistance(index) else { return false }
            if index > 0, let before = previousStored, let after = sample.distanceDm, before == after,
                distance - previousBuilt >= 0.1
            {
                result.insert(index)
            }
            previousStored = sample.distanceDm
            previousBuilt = distance
            index += 1
            return true
        }
        return result
    }
}
