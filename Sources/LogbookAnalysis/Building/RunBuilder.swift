import Foundation
import LogbookModel
import LogbookSupport

/// Computes a run (totals, km splits, samples, guarded pace) from a parsed activity.
///
/// The rules, which are the numbers a runner will trust:
///
/// **Points.** See `RunBuilderTrack`: untimed points and points going back in time are
/// skipped and counted in warnings (`skipped 3 points without a usable time`); values
/// that cannot be true are dropped. Points sharing a second are kept but add no time.
///
/// **Start.** The first kept point; without points, the file's stated start. `startUTC` is
/// that instant rounded down to a whole second; the offset comes from `LocalTime.resolve`
/// (an offset the file states wins, else the zone's offset on the run's own date). Sample
/// offsets are seconds since `startUTC`, so `startUTC + offset` is the point's exact time.
///
/// **Distance.** With positions (some segment has two positioned points): the haversine
/// distance between consecutive positioned points *within* a segment, never across a
/// segment boundary. A step judged standing still by the moving-time rule (below) adds
/// no distance either: its distance is GPS jitter (±1 m at 1 Hz would otherwise add
/// ~1.3 m every second of a standstill). Steps are measured from the last position taken:
/// a point farther from it than `RunBuilderRules.maxSpeed(forSport:)` over
/// `max(time apart, 1 s)` allows is a GPS jump, counted in a warning, whose position is
/// left out; the next point is measured from the last position taken again, and only
/// several jumped points consistent with each other move it (`GPSJumpFilter`, which also
/// keeps sustained speed). No other smoothing: zero-second steps
/// (10 Hz points sharing a second) and gaps over 60 s keep their distance. Without
/// positions but with device distances (treadmill, indoor): the sum of the increases of
/// the device distance within each segment (a decrease adds nothing). With neither: the
/// file's stated total distance, and no splits.
///
/// **Elapsed** is last kept point minus first kept point, pauses included.
///
/// **Moving time** is the device's timer where the file states a usable one and
/// `RunBuilderRules.movingSource` prefers it (the default; see `MovingTimeChoice`), the
/// figure below kept beside it as `Run.gpsMoving`. Otherwise it
/// is the sum over steps within segments of `MovingTimeRule.movingSeconds`:
/// gaps over 60 s never count, a step counts when the speed over a ±5 s window reaches
/// 0.5 m/s (straight-line progress for GPS, device-distance progress otherwise, a record
/// without a device distance counting as where the last one was; when a window end lacks
/// it, the step's own distance and time). Without any distance, every
/// in-segment step of 60 s or less counts. Segment boundaries count nothing.
///
/// **Elevation gain**: `ElevationGainCounter` (3 m hysteresis) over all kept elevations
/// in time order, continuing across segments.
///
/// **Heart rate and cadence**: time-weighted averages. Each in-segment step of 60 s or
/// less weighs its duration and carries the mean of its two points' values (or the one
/// that has a value). Cadence values of 0 (standing) are left out. When no step carries
/// weight, the simple mean of the points. Maximum heart rate is over points.
///
/// **Splits**: see `SplitsAccumulator`. **Pace**: `Pace.judge(moving:distance:)`.
///
/// **Few points.** When the kept points span no time (none, or one instant), the totals come
/// from the file's stated summary (moving falls back to the stated elapsed time) and there
/// are no splits. Any value a point-based computation lacks (heart rate, cadence,
/// elevation, distance without positions or device distance) also falls back to the summary.
public enum RunBuilder {
    /// The reason given when an activity has neither a timed point nor a stated start.
    public static let noTimedPointsReason = "no timed points"

    /// Builds a run, or returns `nil` when the activity has neither a timed point nor a
    /// stated start (there is no "when" to store it under). See `build(_:zone:thresholds:file:rules:)`
    /// for a version that throws an `ImportError` instead. The samples are kept in memory
    /// (`trim` and tests); an import spools them instead (`Importer`).
    public static func build(
        _ activity: ParsedActivity, zone: TimeZone, thresholds: PaceThresholds, rules: RunBuilderRules = .standard
    ) -> BuiltRun? {
        build(activity, zone: zone, thresholds: thresholds, rules: rules, samplesInto: Spool(SpoolSettings(memoryLimit: .max)))
    }

    /// Builds a run whose samples are appended to `output` (which an importer shares between
    /// the runs of a file); `nil` as above.
    package static func build(
        _ activity: ParsedActivity, zone: TimeZone, thresholds: PaceThresholds, rules: RunBuilderRules,
        samplesInto output: Spool<Sample>
    ) -> BuiltRun? {
        let named = NormalizedSport(raw: activity.rawSport, rawSubSport: VirtualPlatform.rawSubSport(activity.rawSubSport, creator: activity.creator))
        let statedSport = SportInference.isUnstated(activity.rawSport) ? nil : named.sport
        let jumpLimit = rules.maxSpeed(forSport: statedSport ?? SportInference.unknown)
        let latestTime = rules.latestTime
        let track = RunBuilderTrack(activity, jumpLimit: jumpLimit, latestTime: latestTime)
        var warnings = activity.warnings
        if track.untimedCount > track.futureCount {
            warnings.append("skipped \(PointCountText.of(track.untimedCount - track.futureCount)) without a usable time")
        }
        if track.futureCount > 0 {
            warnings.append("skipped \(PointCountText.of(track.futureCount)) dated in the future (after tomorrow)")
        }
        if track.backwardsCount > 0 {
            warnings.append("skipped \(PointCountText.of(track.backwardsCount)) earlier than the point before")
        }
        if track.outlyingCount > 0 {
            warnings.append("skipped \(PointCountText.of(track.outlyingCount)) dated more than 7 days away from the rest of the track")
        }
        let stated = cleaned(activity.summary, warnings: &warnings)
        // What the kept points are measured against: not totals that cover skipped points too.
        let summary = ClockJumpTotals.describingKept(stated, skippedByClockJump: track.outlyingCount)
        if let warning = ClockJumpTotals.warning(stated, skippedByClockJump: track.outlyingCount) { warnings.append(warning) }
        var statedOffset = usableOffset(activity.statedOffset)
        if statedOffset == nil, case .absolute(_, let startOffset) = activity.statedStart {
            statedOffset = usableOffset(startOffset)
        }

        // A virtual ride's positions are on its game's map: they never give its zone.
        let virtual = VirtualActivity.isVirtual(subSport: named.subSport)
        let zoneChoice = ZoneChoice.decide(
            statesOffset: statedOffset != nil, statedZone: activity.statedTimeZone, option: rules.zoneIsOption ? zone : nil,
            position: rules.zoneFromPosition && !virtual ? track.firstPosition : nil, system: zone)
        if virtual, rules.zoneFromPosition, zoneChoice.source == .system, track.firstPosition != nil {
            warnings.append(
                "a virtual activity: its positions are on the game's map, so it is dated in this machine's zone "
                    + zone.identifier + " (give --tz to place it elsewhere)")
        }

        guard track.keptCount > 0 else {
            guard let stated = usableStart(activity.statedStart, latestTime: latestTime) else { return nil }
            let resolved = LocalTime.resolve(stated, statedOffset: statedOffset, zone: zoneChoice.zone)
            guard let startUTC = wholeSeconds(resolved.utc) else { return nil }
            let run = BelievableTotals.checked(
                summaryRun(
                    summary, startUTC: startUTC, offset: resolved.offset, statedSport: statedSport,
                    activity: activity, thresholds: thresholds, offsetIsStated: statedOffset != nil, zone: zoneChoice),
                rules: rules, thresholds: thresholds, warnings: &warnings)
            return BuiltRun(run: run, splits: [], samples: [], warnings: warnings)
        }

        let resolved = LocalTime.resolve(
            .absolute(utc: track.base + track.firstOffset, statedOffset: nil), statedOffset: statedOffset, zone: zoneChoice.zone
        )
        let startUTC = Int64(track.base)
        let firstSample = output.count
        output.reserve(track.keptCount)
        guard track.lastOffset > track.firstOffset else {
            let run = BelievableTotals.checked(
                summaryRun(
                    summary, startUTC: startUTC, offset: resolved.offset, statedSport: statedSport,
                    activity: activity, thresholds: thresholds, offsetIsStated: statedOffset != nil, zone: zoneChoice),
                rules: rules, thresholds: thresholds, warnings: &warnings)
            track.forEachKept { sample, _ in output.append(sample) }
            let samples = RunSamples(spool: output, range: firstSample..<output.count)
            return BuiltRun(run: run, splits: [], sampleList: samples, warnings: warnings)
        }

        var walk = RunBuilderWalk(
            track: track, jumpLimit: jumpLimit, thresholds: thresholds, rules: rules,
            preferDevice: rules.distanceSource == .device, output: output)
        walk.run(track)
        var samples = RunSamples(spool: output, range: firstSample..<output.count)
        let gps = track.hasPositionPairs ? walk.gpsDistance : nil
        let deviceTotal = DistanceChoice.deviceTotal(
            stated: summary.distance, records: track.hasDeviceDistancePairs ? walk.deviceDistance : nil)
        let gpsJudges = DistanceChoice.gpsJudgesDevice(sport: statedSport)
            && DistanceChoice.gpsLeftStart(farthest: track.farthestFromStart)
        let choice = DistanceChoice.decide(
            device: deviceTotal, gps: gps, preferred: rules.distanceSource, gpsJudges: gpsJudges)
        if gpsJudges, let deviceTotal, let gps, !DistanceChoice.isPlausible(device: deviceTotal, gps: gps) {
            warnings.append(
                "the file's distance \(plain(deviceTotal.rounded())) m is not within a factor 2 of the GPS distance "
                    + "\(plain(gps.rounded())) m: the GPS distance is used")
        }
        if walk.source == .device, choice.source == .gps, track.hasPositionPairs {
            // The device's records were walked for nothing: walk the positions instead.
            // (Rare: the samples already written stay unused in `output`.)
            let positions = Spool<Sample>(SpoolSettings.standard)
            walk = RunBuilderWalk(
                track: track, jumpLimit: jumpLimit, thresholds: thresholds, rules: rules, preferDevice: false,
                output: positions)
            walk.run(track)
            samples = RunSamples(spool: positions, range: 0..<positions.count)
        }
        walk.closeSplits(total: choice.distance)
        if walk.jumpCount > 0 {
            let noun = walk.jumpCount == 1 ? "GPS jump" : "GPS jumps"
            warnings.append("ignored \(walk.jumpCount) \(noun) faster than \(Int(jumpLimit)) m/s")
        }
        if walk.sustainedCount > 0 {
            warnings.append(
                "kept \(walk.sustainedCount) GPS steps faster than \(Int(jumpLimit)) m/s: the speed lasts more than "
                    + "\(Int(FastStretchDetector.standardDuration)) s, so it is real movement, not a jump")
        }

        let distance = choice.distance
        // The stated timer is of the whole recording unless the stated distance is not: the
        // device's records went further (laps of part of it), or the GPS distance disowns it.
        let coversRecording = (summary.distance == nil || deviceTotal == summary.distance)
            && !(gpsJudges && deviceTotal.map { !DistanceChoice.isPlausible(device: $0, gps: gps) } ?? false)
        let movingChoice = MovingTimeChoice.decide(
            computed: walk.moving, timer: summary.moving, elapsed: track.lastOffset - track.firstOffset,
            coversRecording: coversRecording, hasPositions: track.hasPositionPairs, gpsDistance: gps,
            walked: walk.distance, distance: distance, preferred: rules.movingSource)
        let moving = movingChoice.moving
        let inferred = SportInference.decide(
            distance: distance, moving: moving, fastShare: moving > 0 ? walk.fastSeconds / moving : 0,
            saysOther: SportInference.saysOther(activity.rawSport))
        let sport = statedSport ?? inferred.sport
        let judging = SportThresholds.forSport(sport, running: thresholds)
        var elevationGain = track.hasElevation ? walk.elevationGain : summary.elevationGain
        var splits = walk.splits
        for index in splits.indices {
            splits[index].pace = Pace.judge(moving: splits[index].moving, distance: splits[index].distance, thresholds: judging)
        }
        if let gain = elevationGain, gain > maxElevationGain {
            // Elevations that swing by kilometres from point to point (a broken barometer,
            // a hostile file) would otherwise fail the schema's bound and reject the file.
            warnings.append("ignored the computed elevation gain \(plain(gain.rounded())) m: more than \(plain(maxElevationGain)) m cannot be true")
            elevationGain = nil
            for index in splits.indices where (splits[index].elevationGain ?? 0) > maxElevationGain {
                splits[index].elevationGain = nil
            }
        }
        var run = Run(
            startUTC: startUTC, utcOffset: resolved.offset, sport: sport, name: activity.name,
            distance: distance, elapsed: track.lastOffset - track.firstOffset, moving: moving,
            pace: Pace.judge(moving: moving, distance: distance, thresholds: judging),
            averageHeartRate: walk.averageHeartRate ?? summary.averageHeartRate,
            maxHeartRate: walk.maxHeartRate ?? summary.maxHeartRate,
            averageCadence: walk.averageCadence ?? summary.averageCadence,
            elevationGain: elevationGain,
            source: activity.format,
            device: deviceTotals(stated), gpsDistance: gps, distanceSource: choice.source,
            sportSource: statedSport == nil ? .inferred : .file
        )
        run.subSport = named.subSport
        run.description = activity.description
        run.offsetIsStated = statedOffset != nil
        run.offsetSource = zoneChoice.source
        run.timeZone = zoneChoice.name
        run.recoveredAtByte = activity.recoveredAtByte.map(Int64.init)
        run.gpsMoving = walk.moving
        run.movingSource = movingChoice.source
        run.rulings = RunRulings(
            distance: choice.ruling, moving: movingChoice.ruling, sport: statedSport == nil ? inferred.ruling : .file)
        run = BelievableTotals.checked(run, rules: rules, thresholds: thresholds, warnings: &warnings)
        var built = BuiltRun(run: run, splits: splits, sampleList: samples, warnings: warnings)
        // Handed on, so that the tiles, routes and segments need not run the filter again.
        if walk.verdict.count == samples.count { built.foundDerivations.jumpVerdict = walk.verdict }
        return built
    }

    /// The largest elevation gain (metres) a run or split can have: the schema's bound.
    static let maxElevationGain = 1e6

    /// The summary with every value that is not finite or not plausible removed (negative
    /// totals; heart rates and cadences of 0 or less), and a warning for each stated value
    /// that was present but beyond what can be true: a distance over `Believable.maxDistance`
    /// (5,000 km), a duration over `Believable.maxDuration` (60 days), an elevation gain
    /// over 1e6 m, a heart rate over 300 bpm, a cadence over 1000. These lie within the
    /// bounds of the database schema, so a stated summary can never fail to be stored, and
    /// are the bounds `stats` sums within, so a stated total never poisons a month.
    static func cleaned(_ summary: ActivitySummary, warnings: inout [String]) -> ActivitySummary {
        func value(_ value: Double?, _ name: String, unit: String, minimum: Double, maximum: Double) -> Double? {
            guard let value else { return nil }
            guard value.isFinite, value >= minimum, value <= maximum else {
                if value > maximum {
                    warnings.append("ignored the stated \(name) \(Self.plain(value)) \(unit): more than \(Self.plain(maximum)) \(unit) cannot be true")
                }
                return nil
            }
            return value
        }
        let positive = Double.leastNonzeroMagnitude
        return ActivitySummary(
            distance: value(summary.distance, "distance", unit: "m", minimum: 0, maximum: Believable.maxDistance),
            elapsed: value(summary.elapsed, "elapsed time", unit: "s", minimum: 0, maximum: Believable.maxDuration),
            moving: value(summary.moving, "moving time", unit: "s", minimum: 0, maximum: Believable.maxDuration),
            averageHeartRate: value(summary.averageHeartRate, "average heart rate", unit: "bpm", minimum: positive, maximum: Believable.maxHeartRate),
            maxHeartRate: value(summary.maxHeartRate, "maximum heart rate", unit: "bpm", minimum: positive, maximum: Believable.maxHeartRate),
            averageCadence: value(summary.averageCadence, "average cadence", unit: "spm", minimum: positive, maximum: SampleValues.cadenceRange.upperBound),
            elevationGain: value(summary.elevationGain, "elevation gain", unit: "m", minimum: 0, maximum: maxElevationGain),
            timer: value(summary.timer, "timer time", unit: "s", minimum: 0, maximum: Believable.maxDuration)
        )
    }

    /// A number as plain digits without exponent or needless decimals (`500000000`, `12.5`).
    private static func plain(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e18 { return String(Int64(value)) }
        return String(value)
    }

    /// An offset of at most 18 hours, else `nil`.
    static func usableOffset(_ offset: Int?) -> Int? {
        guard let offset, abs(offset) <= 18 * 3600 else { return nil }
        return offset
    }

    /// The stated start when its time is finite and within the believable window (from
    /// 1900 to `latestTime`, `Believable.isBelievableTime`), else `nil`.
    static func usableStart(_ start: StartTime?, latestTime: Double) -> StartTime? {
        let time: Double
        switch start {
        case .absolute(let utc, _): time = utc
        case .floating(let wallClock): time = wallClock
        case nil: return nil
        }
        guard time.isFinite, time >= RunBuilderTrack.earliestTime, time <= latestTime else { return nil }
        return start
    }

    /// The instant rounded down to whole seconds, when it is in [1900, 2100) (what the
    /// schema stores; a floating start just inside 1900 can resolve to just before it).
    static func wholeSeconds(_ utc: Double) -> Int64? {
        guard utc.isFinite, utc >= Double(Believable.earliestStart), utc < Double(Believable.latestStart) else { return nil }
        return Int64(floor(utc))
    }

    /// A run whose totals come from the file's stated summary (the sport inferred from them
    /// when the file states none); `offsetIsStated` says whether the file stated its UTC
    /// offset, `zone` where the offset came from.
    static func summaryRun(
        _ summary: ActivitySummary, startUTC: Int64, offset: Int, statedSport: String?,
        activity: ParsedActivity, thresholds: PaceThresholds, offsetIsStated: Bool = false, zone: ZoneChoice? = nil
    ) -> Run {
        let moving = summary.moving ?? summary.elapsed
        let inferred = SportInference.decide(
            distance: summary.distance, moving: moving, fastShare: 0, saysOther: SportInference.saysOther(activity.rawSport))
        let sport = statedSport ?? inferred.sport
        var run = Run(
            startUTC: startUTC, utcOffset: offset, sport: sport, name: activity.name,
            distance: summary.distance, elapsed: summary.elapsed, moving: moving,
            pace: Pace.judge(moving: moving, distance: summary.distance, thresholds: SportThresholds.forSport(sport, running: thresholds)),
            averageHeartRate: summary.averageHeartRate, maxHeartRate: summary.maxHeartRate,
            averageCadence: summary.averageCadence, elevationGain: summary.elevationGain,
            source: activity.format, device: deviceTotals(summary),
            distanceSource: summary.distance == nil ? nil : .device, sportSource: statedSport == nil ? .inferred : .file
        )
        run.subSport = NormalizedSport(raw: activity.rawSport, rawSubSport: VirtualPlatform.rawSubSport(activity.rawSubSport, creator: activity.creator)).subSport
        run.description = activity.description
        run.offsetIsStated = offsetIsStated
        run.offsetSource = zone?.source
        run.timeZone = zone?.name
        run.recoveredAtByte = activity.recoveredAtByte.map(Int64.init)
        run.movingSource = summary.moving != nil ? .device : nil
        run.rulings = RunRulings(
            distance: summary.distance == nil ? .neither : .deviceTotal,
            moving: summary.moving != nil ? .noPositions : nil, sport: statedSport == nil ? inferred.ruling : .file)
        return run
    }

    /// The totals the file states, as stored beside the computed ones: the device's own timer
    /// where it ran through rests the moving time leaves out (a pool swim), else the moving time.
    static func deviceTotals(_ summary: ActivitySummary) -> DeviceTotals {
        DeviceTotals(distance: summary.distance, timer: summary.timer ?? summary.moving, elapsed: summary.elapsed)
    }
}
