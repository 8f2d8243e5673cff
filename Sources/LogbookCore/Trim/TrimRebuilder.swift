import Foundation

/// Rebuilds a run from its stored samples up to a cut, through the same `RunBuilder` as
/// an import, so that distance, moving time, splits and pace follow the same guarded rules.
public enum TrimRebuilder {
    /// The run as it is when cut after `cut` seconds since its start: the samples at or
    /// before the cut are turned back into track points and built again.
    ///
    /// Only the measurements change (`Run.withMeasurements(of:)`): the run keeps its id,
    /// start time, UTC offset, name, sport, source and words. Throws when
    /// the cut would keep fewer than two samples spanning some time, or remove nothing.
    public static func rebuild(
        run: Run, samples: [StoredSample], cut: Double, thresholds: PaceThresholds
    ) throws(TrimError) -> BuiltRun {
        let id = run.id ?? 0
        guard let first = samples.first, let last = samples.last else { throw TrimError.noSamples(id: id) }
        let cutMs = Int64((cut * 1000).rounded())
        guard cutMs < last.offsetMs else {
            throw TrimError.afterEnd(id: id, cut: cut, end: Double(last.offsetMs) / 1000)
        }
        let kept = samples.prefix { $0.offsetMs <= cutMs }
        guard kept.count >= 2, let lastKept = kept.last, lastKept.offsetMs > first.offsetMs else {
            throw TrimError.nothingLeft(id: id, cut: cut)
        }
        guard var built = build(run: run, samples: Array(kept), zone: run.storedZone, thresholds: thresholds) else {
            throw TrimError.nothingLeft(id: id, cut: cut)
        }
        built.run = run.withMeasurements(of: built.run)
        return built
    }

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
        guard var built = buildFindingSegments(
            run: run, samples: samples, zone: zone, thresholds: thresholds, rules: rules, source: source)
        else { return nil }
        // The builder starts at the first sample's whole second, which is the run's start;
        // should a hand-written first sample lie a second or more later, keep offsets from the start.
        let shift = Double(built.run.startUTC) - Double(run.startUTC)
        if shift != 0 {
            var shifted = built.samples
            for index in shifted.indices { shifted[index].offset += shift }
            built.samples = shifted
        }
        return built
    }

    private static func buildFindingSegments(
        run: Run, samples: [StoredSample], zone: TimeZone, thresholds: PaceThresholds, rules: RunBuilderRules,
        source: StoredRunSource
    ) -> BuiltRun? {
        let stored = storedSegmentStarts(samples)
        var starts = stored ?? []
        var built: BuiltRun?
        for _ in 0..<(stored == nil ? 5 : 1) {
            var parsed = activity(
                run: run, samples: samples, segmentStarts: starts, deviceDistance: source.deviceDistance)
            parsed.summary = source.summary
            if let sport = source.rawSport { parsed.rawSport = sport }
            built = RunBuilder.build(parsed, zone: zone, thresholds: thresholds, rules: rules)
            guard let current = built, current.samples.count == samples.count else { return built }
            let missed = missedBoundaries(stored: samples, built: current.samples)
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
