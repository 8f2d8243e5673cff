import Foundation
import LogbookAnalysis
import LogbookModel
import LogbookStore
import LogbookSupport

/// Rebuilds a run from its stored samples (up to a cut, for `trim`: `TrimRebuilder+Cut`),
/// through the same `RunBuilder` as an import, so that distance, moving time, splits and
/// pace follow the same guarded rules.
public enum TrimRebuilder {
    /// Builds the run from stored samples in their stored segments (`samples.segment`,
    /// since migration 0011). Samples stored before kept no segment, so for them the
    /// segments are found first: the run builder never adds distance across a boundary.
    /// The samples are built as one segment; every step to which that build adds 0.1 m or
    /// more while the stored distance did not grow at all becomes the start of a new
    /// segment (a pause, e.g. walking with the watch paused), and the build is repeated (at
    /// most five times) until the two agree.
    ///
    /// `source` says what the builder gets besides the samples (nothing, for a trim: the
    /// kept samples are the whole run). Sample offsets stay counted from the stored run's
    /// start.
    public static func build(
        run: Run, samples: [StoredSample], zone: TimeZone, thresholds: PaceThresholds, rules: RunBuilderRules = .standard,
        source: StoredRunSource = StoredRunSource()
    ) -> BuiltRun? {
        let track = StoredTrack.array(samples)
        return try? build(run: run, track: track, facts: track.facts(), zone: zone, thresholds: thresholds, rules: rules, source: source)
    }

    /// Builds the run from the samples `track` walks (whose `facts` are given), as above;
    /// the built samples go to a spool of `settings`, so that no run is held whole.
    static func build(
        run: Run, track: StoredTrack, facts: StoredTrack.Facts, zone: TimeZone, thresholds: PaceThresholds,
        rules: RunBuilderRules = .standard, source: StoredRunSource = StoredRunSource(), settings: SpoolSettings = .standard
    ) throws -> BuiltRun? {
        guard var built = try buildFindingSegments(
            run: run, track: track, facts: facts, zone: zone, thresholds: thresholds, rules: rules, source: source,
            settings: settings)
        else { return nil }
        // The builder starts at the first sample's whole second, which is the run's start;
        // should a hand-written first sample lie a second or more later, keep offsets from the start.
        let shift = Double(built.run.startUTC) - Double(run.startUTC)
        if shift != 0 {
            let shifted = Spool<Sample>(settings)
            built.sampleList.forEachChunk { chunk in
                for var sample in chunk {
                    sample.offset += shift
                    shifted.append(sample)
                }
            }
            if let failure = built.sampleList.failure ?? shifted.failure { throw SpoolError(reason: failure) }
            // The same samples, in the same order, later: the builder's verdict on them holds.
            let verdict = built.foundDerivations.jumpVerdict
            built.sampleList = RunSamples(spool: shifted, range: 0..<shifted.count)
            built.foundDerivations.jumpVerdict = verdict
        }
        return built
    }

    private static func buildFindingSegments(
        run: Run, track: StoredTrack, facts: StoredTrack.Facts, zone: TimeZone, thresholds: PaceThresholds,
        rules: RunBuilderRules, source: StoredRunSource, settings: SpoolSettings
    ) throws -> BuiltRun? {
        var starts = facts.segmentStarts ?? []
        var built: BuiltRun?
        for _ in 0..<(facts.segmentStarts == nil ? 5 : 1) {
            var parsed = try track.activity(
                run: run, facts: facts, segmentStarts: starts, deviceDistance: source.deviceDistance, settings: settings)
            parsed.summary = source.summary
            if let sport = source.rawSport { parsed.rawSport = sport }
            built = RunBuilder.build(parsed, zone: zone, thresholds: thresholds, rules: rules, samplesInto: Spool(settings))
            if let failure = parsed.points.failure ?? built?.sampleList.failure { throw SpoolError(reason: failure) }
            guard let current = built, current.sampleList.count == facts.count, facts.segmentStarts == nil else { return built }
            let missed = try track.missedBoundaries(built: current.sampleList)
            if missed.isSubset(of: starts) { break }
            starts.formUnion(missed)
        }
        return built
    }

    /// The indices of the samples that begin a stored segment after the first, or `nil`
    /// when some sample's segment is unknown (stored before migration 0011).
    static func storedSegmentStarts(_ samples: [StoredSample]) -> Set<Int>? {
        var starts: Set<Int> = []
        var previous: Int64?
        for (index, sample) in samples.enumerated() {
            guard let segment = sample.segment else { return nil }
            if let previous, segment != previous { starts.insert(index) }
            previous = segment
        }
        return starts
    }

    /// The indices where `built` adds 0.1 m or more although the stored distance did not grow.
    static func missedBoundaries(stored: [StoredSample], built: [Sample]) -> Set<Int> {
        var result: Set<Int> = []
        for index in stored.indices.dropFirst() {
            guard let before = stored[index - 1].distanceDm, let after = stored[index].distanceDm, before == after else { continue }
            if built[index].distance - built[index - 1].distance >= 0.1 { result.insert(index) }
        }
        return result
    }

    /// The stored samples as a parsed activity, with a new segment at each index of
    /// `segmentStarts`.
    ///
    /// Positions come from `lat_e7`/`lon_e7`; without any position pair, or beside them
    /// when `deviceDistance` says the run's distance is the device's, the stored cumulative
    /// distance is given as the device's distance (so its increases are kept).
    public static func activity(
        run: Run, samples: [StoredSample], segmentStarts: Set<Int> = [], deviceDistance: Bool = false
    ) -> ParsedActivity {
        let positioned = !deviceDistance && samples.filter(\.hasPosition).count >= 2
        var segments: [[TrackPoint]] = []
        var current: [TrackPoint] = []
        for (index, sample) in samples.enumerated() {
            if segmentStarts.contains(index), !current.isEmpty {
                segments.append(current)
                current = []
            }
            current.append(point(sample, startUTC: run.startUTC, deviceDistance: !positioned))
        }
        if !current.isEmpty { segments.append(current) }
        return ParsedActivity(
            format: run.source, name: run.name, rawSport: run.sport, segments: segments, statedOffset: run.utcOffset)
    }

    /// The track point of a stored sample, column by column (see `SampleColumn`): a new
    /// sample column must say here how it reaches the builder.
    static func point(_ sample: StoredSample, startUTC: Int64, deviceDistance: Bool) -> TrackPoint {
        func value(_ stored: Int64?, _ scale: Double) -> Double { stored.map { Double($0) / scale } ?? .nan }
        var point = TrackPoint(timestamp: Double(startUTC), lat: .nan, lon: .nan)
        for column in SampleColumn.ordered {
            switch column {
            case .runID, .seq: break
            case .offsetMs: point.timestamp = Double(startUTC) + Double(sample.offsetMs) / 1000
            case .latE7: point.lat = value(sample.latE7, 1e7)
            case .lonE7: point.lon = value(sample.lonE7, 1e7)
            case .eleDm: point.ele = value(sample.eleDm, 10)
            case .hr: point.hr = sample.hr.map { Float($0) } ?? .nan
            case .cadence: point.cadence = sample.cadence.map { Float($0) } ?? .nan
            case .distanceDm: point.deviceDistance = deviceDistance ? value(sample.distanceDm, 10) : .nan
            case .segment: break  // the segments of `activity`
            }
        }
        return point
    }
}
