import Foundation

/// Rebuilds a run from its stored samples up to a cut, through the same `RunBuilder` as
/// an import, so that distance, moving time, splits and pace follow the same guarded rules.
public enum TrimRebuilder {
    /// The run as it is when cut after `cut` seconds since its start: the samples at or
    /// before the cut are turned back into track points and built again.
    ///
    /// The run keeps its id, start time, UTC offset, name, sport and source. Throws when
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
        let activity = self.activity(run: run, samples: Array(kept))
        let zone = TimeZone(secondsFromGMT: run.utcOffset) ?? TimeZone(identifier: "UTC") ?? .current
        guard var built = RunBuilder.build(activity, zone: zone, thresholds: thresholds) else {
            throw TrimError.nothingLeft(id: id, cut: cut)
        }
        // The builder starts at the first kept point's whole second, which is the run's start;
        // should a hand-written first sample lie a second or more later, keep offsets from the start.
        let shift = Double(built.run.startUTC - run.startUTC)
        if shift != 0 {
            for index in built.samples.indices { built.samples[index].offset += shift }
        }
        built.run.id = run.id
        built.run.startUTC = run.startUTC
        built.run.utcOffset = run.utcOffset
        built.run.name = run.name
        built.run.sport = run.sport
        built.run.source = run.source
        return built
    }

    /// The stored samples as a parsed activity, split into segments where the stored
    /// distances show the original recording had a pause (see `segmentStarts`).
    ///
    /// Positions come from `lat_e7`/`lon_e7`; without any position pair, the stored
    /// cumulative distance is given as the device's distance (so its increases are kept).
    public static func activity(run: Run, samples: [StoredSample]) -> ParsedActivity {
        let positioned = samples.filter(\.hasPosition).count >= 2
        let starts = positioned ? segmentStarts(samples, sport: run.sport) : []
        var segments: [[TrackPoint]] = []
        var current: [TrackPoint] = []
        for (index, sample) in samples.enumerated() {
            if starts.contains(index), !current.isEmpty {
                segments.append(current)
                current = []
            }
            current.append(point(sample, startUTC: run.startUTC, deviceDistance: !positioned))
        }
        if !current.isEmpty { segments.append(current) }
        return ParsedActivity(
            format: run.source, name: run.name, rawSport: run.sport, segments: segments, statedOffset: run.utcOffset)
    }

    /// The track point of a stored sample.
    static func point(_ sample: StoredSample, startUTC: Int64, deviceDistance: Bool) -> TrackPoint {
        func value(_ stored: Int64?, _ scale: Double) -> Double { stored.map { Double($0) / scale } ?? .nan }
        return TrackPoint(
            timestamp: Double(startUTC) + Double(sample.offsetMs) / 1000,
            lat: value(sample.latE7, 1e7), lon: value(sample.lonE7, 1e7), ele: value(sample.eleDm, 10),
            deviceDistance: deviceDistance ? value(sample.distanceDm, 10) : .nan,
            hr: sample.hr.map { Float($0) } ?? .nan, cadence: sample.cadence.map { Float($0) } ?? .nan)
    }

    /// The indices where a new segment began in the original recording, as far as the
    /// stored samples tell: the samples table keeps no segment boundaries, but the run
    /// builder never adds distance across one. A step between two positioned samples
    /// whose stored distance did not grow although they lie apart (5 m or more, or 1 m or
    /// more across a gap of over 60 s, which within a segment keeps its distance), and
    /// which is not a GPS jump the builder would ignore again, starts a new segment.
    /// A standstill adds no distance either, but its points lie within GPS jitter.
    public static func segmentStarts(_ samples: [StoredSample], sport: String, rules: RunBuilderRules = .standard) -> Set<Int> {
        var starts: Set<Int> = []
        let maxSpeed = rules.maxSpeed(forSport: sport)
        var previousIndex: Int?
        for (index, sample) in samples.enumerated() where sample.hasPosition {
            defer { previousIndex = index }
            guard let before = previousIndex.map({ samples[$0] }), index == (previousIndex ?? -1) + 1,
                let fromDistance = before.distanceDm, let toDistance = sample.distanceDm, toDistance == fromDistance,
                let lat1 = before.latE7, let lon1 = before.lonE7, let lat2 = sample.latE7, let lon2 = sample.lonE7
            else { continue }
            let metres = Geo.distance(
                lat1: Double(lat1) / 1e7, lon1: Double(lon1) / 1e7, lat2: Double(lat2) / 1e7, lon2: Double(lon2) / 1e7)
            let seconds = Double(sample.offsetMs - before.offsetMs) / 1000
            if metres > maxSpeed * max(seconds, 1) { continue }
            if metres >= 5 || (seconds > rules.moving.maxStep && metres >= 1) { starts.insert(index) }
        }
        return starts
    }
}
