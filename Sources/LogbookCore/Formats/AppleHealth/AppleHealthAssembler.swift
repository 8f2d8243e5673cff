import Foundation

/// Turns what the parse of `export.xml` kept into one `ParsedActivity` per `<Workout>`:
/// route points (a route GPX file, else inline `<Location>`s) cut into segments at pauses,
/// heart-rate Records joined onto them by time, and the workout's stated totals as the
/// device's.
///
/// Records and workouts are not sorted together in an export, so the heart-rate spool is
/// read after the parse, once for each batch of workouts (in start order) covering at
/// most `batchSeconds`: only the readings inside one batch's workouts are ever in memory
/// (about 5 MB at one reading a second), whatever the size of the export.
struct AppleHealthAssembler {
    /// The workout time (seconds) whose readings are gathered in one pass over the spool.
    static let batchSeconds = 100.0 * 3600

    /// The parse's workouts and spools.
    let state: AppleHealthParseState
    /// How the output points are kept.
    let spooling: SpoolSettings

    /// The activities in file order, given the route files' points: each route's path
    /// (relative to the export's folder, no leading `/`) and its range in `routePoints`.
    func activities(
        routes: [String: Range<Int>], routePoints: Spool<TrackPoint>? = nil
    ) -> (activities: [ParsedActivity], warnings: [String]) {
        let workouts = state.workouts
        var output = ActivityPointsRecorder(spooling)
        var built = [ParsedActivity?](repeating: nil, count: workouts.count)
        let order = workouts.indices.filter { workouts[$0].start != nil }.sorted {
            workouts[$0].start?.utc ?? 0 < workouts[$1].start?.utc ?? 0
        }
        var batchStart = 0
        while batchStart < order.count {
            var batchEnd = batchStart
            var covered = 0.0
            while batchEnd < order.count, batchEnd == batchStart || covered < Self.batchSeconds {
                covered += Self.window(workouts[order[batchEnd]]).map { $0.upperBound - $0.lowerBound } ?? 0
                batchEnd += 1
            }
            let batch = Array(order[batchStart..<batchEnd])
            let readings = heartRates(for: batch)
            for index in batch {
                let records = HeartRateJoin.sorted(readings[index] ?? [])
                built[index] = activity(
                    workouts[index], records: records, routes: routes, routePoints: routePoints, output: &output)
            }
            batchStart = batchEnd
        }
        for index in workouts.indices where built[index] == nil {
            built[index] = activity(workouts[index], records: [], routes: routes, routePoints: routePoints, output: &output)
        }
        var warnings: [String] = []
        if state.unusableHeartRates > 0 {
            warnings.append("skipped \(state.unusableHeartRates) heart-rate records without a usable time or value")
        }
        return (built.compactMap { $0 }, warnings)
    }

    /// The workout's time window, when it states a start and an end after it.
    static func window(_ workout: AppleHealthWorkout) -> ClosedRange<Double>? {
        guard let start = workout.start?.utc, let end = workout.end?.utc, end >= start else { return nil }
        return start...end
    }

    /// The readings inside each workout of `batch` (indices sorted by start), in one pass
    /// over the spool.
    private func heartRates(for batch: [Int]) -> [Int: [HeartRateRecord]] {
        let windows = batch.compactMap { index in Self.window(state.workouts[index]).map { (index, $0) } }
        guard !windows.isEmpty, state.heartRates.count > 0 else { return [:] }
        // The latest end among the windows up to each one, so that overlapping workouts are all found.
        var reach: [Double] = []
        for (_, window) in windows { reach.append(max(reach.last ?? -.infinity, window.upperBound)) }
        guard let first = windows.first?.1.lowerBound, let last = reach.last else { return [:] }
        var result: [Int: [HeartRateRecord]] = [:]
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
                    if windows[position].1.contains(record.time) { result[windows[position].0, default: []].append(record) }
                    position -= 1
                }
            }
        }
        return result
    }

    /// One workout's activity; its points are appended to `output`.
    private func activity(
        _ workout: AppleHealthWorkout, records: [HeartRateRecord], routes: [String: Range<Int>],
        routePoints: Spool<TrackPoint>?, output: inout ActivityPointsRecorder
    ) -> ParsedActivity {
        var source: [TrackPoint] = []
        if let path = workout.routePath.map(Self.relative), let range = routes[path], let routePoints {
            source = routePoints.values(range)
        } else if !workout.inlinePoints.isEmpty {
            source = state.inlinePoints.values(workout.inlinePoints)
        }
        let pauses = workout.pauses
        var cursor = 0
        var pauseIndex = 0
        for var point in source {
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
        let points = output.finishActivity()
        let offset = Self.offset(of: workout)
        var summary = ActivitySummary(
            distance: workout.statedDistance, moving: workout.duration,
            averageHeartRate: HeartRateJoin.timeWeightedMean(records) ?? workout.statisticsHeartRate.average,
            maxHeartRate: records.map { Double($0.bpm) }.max() ?? workout.statisticsHeartRate.maximum)
        if let window = Self.window(workout) { summary.elapsed = window.upperBound - window.lowerBound }
        var activity = ParsedActivity(
            format: AppleHealthReader.activityFormat, rawSport: AppleHealthSport.raw(activityType: workout.activityType),
            points: points, statedStart: workout.start.map { .absolute(utc: $0.utc, statedOffset: offset) },
            statedOffset: offset, summary: summary, line: workout.line)
        activity.rawSubSport = AppleHealthSport.rawSubSport(activityType: workout.activityType, indoor: workout.indoor)
        return activity
    }

    /// The workout's UTC offset at its start: its `HKTimeZone`'s when that names a zone,
    /// else the offset its `startDate` was written in.
    static func offset(of workout: AppleHealthWorkout) -> Int? {
        guard let start = workout.start else { return nil }
        if let name = workout.timeZone, let zone = TimeZone(identifier: name) {
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: start.utc))
        }
        return start.offset
    }

    /// A `FileReference` path relative to the export's folder: `/workout-routes/a.gpx` → `workout-routes/a.gpx`.
    static func relative(_ path: String) -> String {
        String(path.drop { $0 == "/" })
    }
}
