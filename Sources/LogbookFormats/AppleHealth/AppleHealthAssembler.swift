import Foundation
import LogbookModel
import LogbookSupport

/// Turns what the parse of `export.xml` kept into one `ParsedActivity` per `<Workout>`:
/// route points (a route GPX file, else inline `<Location>`s) cut into segments at pauses,
/// heart-rate Records joined onto them by time, and the workout's stated totals as the
/// device's.
///
/// Records and workouts are not sorted together in an export, so the heart-rate spool is
/// read after the parse, once for each batch of consecutive workouts (in file order)
/// covering at most `batchSeconds` of workout time or `batchWorkouts` workouts: only one
/// batch's workouts and the readings inside them are ever in memory (about 5 MB at one
/// reading a second), whatever the size of the export. Each activity is handed on as soon
/// as it is built, with its points in a spool of its own, so nothing of it stays behind.
struct AppleHealthAssembler {
    /// The workout time (seconds) whose readings are gathered in one pass over the spool.
    static let batchSeconds = 100.0 * 3600
    /// The most workouts rebuilt from the workout spool at a time.
    static let batchWorkouts = 512

    /// The parse's workouts and spools.
    let state: AppleHealthParseState
    /// How the output points are kept.
    let spooling: SpoolSettings

    /// Calls `each` with the activity of every workout, in file order, given the route
    /// files' points: each route's path (relative to the export's folder, no leading `/`)
    /// and its range in `routePoints`.
    func activities(
        routes: [String: Range<Int>], routePoints: Spool<TrackPoint>? = nil, _ each: (ParsedActivity) throws -> Void
    ) rethrows {
        let total = state.workouts.count
        var batchStart = 0
        while batchStart < total {
            // The next batch: consecutive workouts up to the time or count bound.
            var workouts: [AppleHealthWorkout] = []
            var covered = 0.0
            var next = batchStart
            while next < total, workouts.count < Self.batchWorkouts, workouts.isEmpty || covered < Self.batchSeconds {
                let end = min(total, next + min(64, Self.batchWorkouts - workouts.count))
                for workout in state.workouts.workouts(next..<end) {
                    guard workouts.isEmpty || covered < Self.batchSeconds else { break }
                    covered += Self.window(workout).map { $0.upperBound - $0.lowerBound } ?? 0
                    workouts.append(workout)
                    next += 1
                }
            }
            let readings = heartRates(for: workouts)
            for (index, workout) in workouts.enumerated() {
                var output = ActivityPointsRecorder(spooling)
                let records = (readings[index] ?? HeartRateSeries(Self.recordSpooling(spooling))).finish()
                try each(activity(workout, records: records, routes: routes, routePoints: routePoints, output: &output))
            }
            batchStart = next
        }
    }

    /// The file's warnings that come from the parse (unusable heart-rate records).
    var warnings: [String] {
        guard state.unusableHeartRates > 0 else { return [] }
        return ["skipped \(state.unusableHeartRates) heart-rate records without a usable time or value"]
    }

    /// The workout's time window, when it states a start and an end after it.
    static func window(_ workout: AppleHealthWorkout) -> ClosedRange<Double>? {
        guard let start = workout.start?.utc, let end = workout.end?.utc, end >= start else { return nil }
        return start...end
    }

    /// How the readings of one workout are kept while a batch is gathered: at most 2,048
    /// of them (32 KiB) in memory per workout, so that a batch of 512 workouts holds at most
    /// 16 MiB of them whatever their number.
    static func recordSpooling(_ spooling: SpoolSettings) -> SpoolSettings {
        var settings = spooling
        settings.memoryLimit = min(settings.memoryLimit, 2_048)
        return settings
    }

    /// The readings inside each of `batch`'s workouts, by position in `batch`, in one pass
    /// over the spool.
    private func heartRates(for batch: [AppleHealthWorkout]) -> [Int: HeartRateSeries] {
        let windows = batch.enumerated().compactMap { index, workout in Self.window(workout).map { (index, $0) } }
            .sorted { $0.1.lowerBound < $1.1.lowerBound }
        guard !windows.isEmpty, state.heartRates.count > 0 else { return [:] }
        // The latest end among the windows up to each one, so that overlapping workouts are all found.
        var reach: [Double] = []
        for (_, window) in windows { reach.append(max(reach.last ?? -.infinity, window.upperBound)) }
        guard let first = windows.first?.1.lowerBound, let last = reach.last else { return [:] }
        var result: [Int: HeartRateSeries] = [:]
        let settings = Self.recordSpooling(spooling)
        state.heartRates.read(0..<state.heartRates.count) { chunk in
            for record in chunk where record.time >= first && record.time <= last {
                // The last window starting at or before the record, then back while windows may still reach it.
                var low = 0, high = windows.count
                while low < high {
                    let middle = (low + high) / 2
                    if windows[middle].1.lowerBound <= record.time { low = middle + 1 } else { high = middle }
                }
                var position = low - 1
                while position >= 0, reach[position] >= record.time {
                    if windows[position].1.contains(record.time) {
                        let index = windows[position].0
                        let series = result[index] ?? HeartRateSeries(settings)
                        if result[index] == nil { result[index] = series }
                        series.append(record)
                    }
                    position -= 1
                }
            }
        }
        return result
    }

    /// One workout's activity; its points are appended to `output`.
    private func activity(
        _ workout: AppleHealthWorkout, records: HeartRateRecords, routes: [String: Range<Int>],
        routePoints: Spool<TrackPoint>?, output: inout ActivityPointsRecorder
    ) -> ParsedActivity {
        // The route's points are read from their spool a chunk at a time, never all held.
        var source: (spool: Spool<TrackPoint>, range: Range<Int>)?
        if let path = workout.routePath.map(Self.relative), let range = routes[path], let routePoints {
            source = (routePoints, range)
        } else if !workout.inlinePoints.isEmpty {
            source = (state.inlinePoints, workout.inlinePoints)
        }
        let pauses = workout.pauses
        var cursor = 0
        var pauseIndex = 0
        source?.spool.read(source?.range ?? 0..<0) { chunk in
            for var point in chunk {
                if let time = point.time {
                    // A pause between the previous point and this one ends the segment.
                    while pauseIndex < pauses.count, pauses[pauseIndex].upperBound <= time {
                        output.endSegment()
                        pauseIndex += 1
                    }
                    if pauseIndex < pauses.count, pauses[pauseIndex].contains(time) { continue }
                    if let bpm = HeartRateJoin.value(at: time, in: records, cursor: &cursor) { point.hr = bpm }
                }
                output.append(point)
            }
        }
        let points = output.finishActivity()
        let offset = Self.offset(of: workout)
        var summary = ActivitySummary(
            distance: workout.statedDistance, moving: workout.duration,
            averageHeartRate: HeartRateJoin.timeWeightedMean(records) ?? workout.statisticsHeartRate.average,
            maxHeartRate: records.maximum ?? workout.statisticsHeartRate.maximum)
        if let window = Self.window(workout) { summary.elapsed = window.upperBound - window.lowerBound }
        let backwards = Self.endsBeforeItStarts(workout)
        if backwards != nil {
            // Its `duration` cannot be trusted either: no time, so no pace, rather than a made-up one.
            summary.moving = nil
            summary.elapsed = nil
        }
        var activity = ParsedActivity(
            format: AppleHealthReader.activityFormat, rawSport: AppleHealthSport.raw(activityType: workout.activityType),
            points: points, statedStart: workout.start.map { .absolute(utc: $0.utc, statedOffset: offset) },
            statedOffset: offset, summary: summary, line: workout.line)
        activity.rawSubSport = AppleHealthSport.rawSubSport(activityType: workout.activityType, indoor: workout.indoor)
        if workout.start != nil { activity.statedTimeZone = Self.zone(of: workout)?.identifier }
        if let backwards { activity.warnings.append(backwards) }
        if let failure = records.failure { activity.warnings.append("its heart-rate records were left out: \(failure)") }
        return activity
    }

    /// The warning for a workout whose end comes before its start, naming it by its line,
    /// type and start (`the workout at line 72 (HKWorkoutActivityTypeRunning,
    /// 2024-07-01T07:00:00+02:00) ends before it starts (2024-07-01T06:00:00+02:00): stored
    /// with its time unknown`); `nil` for any other workout.
    static func endsBeforeItStarts(_ workout: AppleHealthWorkout) -> String? {
        guard let start = workout.start, let end = workout.end, end.utc < start.utc else { return nil }
        func shown(_ date: (utc: Double, offset: Int)) -> String {
            guard date.utc.isFinite, abs(date.utc) < 1e13 else { return "\(date.utc)" }
            return LocalDateTime.iso8601(utc: Int64(floor(date.utc)), offset: date.offset)
        }
        let type = workout.activityType.map { String($0.prefix(80)) } ?? "no type"
        return "the workout at line \(workout.line) (\(type), \(shown(start))) ends before it starts (\(shown(end))): "
            + "stored with its time unknown"
    }

    /// The workout's UTC offset at its start: its `HKTimeZone`'s when that names a zone,
    /// else the offset its `startDate` was written in.
    static func offset(of workout: AppleHealthWorkout) -> Int? {
        guard let start = workout.start else { return nil }
        if let zone = zone(of: workout) {
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: start.utc))
        }
        return start.offset
    }

    /// The zone the workout's `HKTimeZone` names, when the system's tz database knows it.
    static func zone(of workout: AppleHealthWorkout) -> TimeZone? {
        workout.timeZone.flatMap { TimeZone(identifier: $0) }
    }

    /// A `FileReference` path relative to the export's folder: `/workout-routes/a.gpx` → `workout-routes/a.gpx`.
    static func relative(_ path: String) -> String {
        String(path.drop { $0 == "/" })
    }
}
