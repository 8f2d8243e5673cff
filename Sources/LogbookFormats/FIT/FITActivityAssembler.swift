import Foundation
import LogbookModel

/// Turns the decoded messages of a FIT file into one `ParsedActivity` per session.
///
/// - The file must be an activity: a `file_id.type` other than activity (4) is rejected
///   (a course or a settings file holds no run), and so is a file with neither a session
///   nor a record.
/// - Sessions are taken in order of their start. A session covers the FIT times from its
///   `start_time` to the later of `start_time + total_elapsed_time` and its own `timestamp`
///   (the Fenix 2 in the corpus writes its last record one second after start + elapsed);
///   one that states no elapsed time runs until the next session starts (`FITTotals.range`);
///   a record belongs to the last session started at or before it, when inside that session;
///   a record that no session claims belongs to the first session starting after it (a
///   multisport file whose first `start_time` is later than its first records), said in a
///   warning. Records after the last session are left out and counted in a warning. A session whose start cannot be
///   told gets no points, unless it is the only one: then it gets every record.
/// - A file without any session (but with records) gives one activity with every record;
///   its totals are the sums of its laps, if any, and its sport that of its `sport` message
///   or first lap.
/// - Segments: a record that follows a timer stop (`stop`, `stop_all`, `stop_disable`,
///   `stop_disable_all`) starts a new segment; see `FITDecoder`.
/// - A file cut short (`FITContent.earlyEnd`) keeps the records before the cut and says so:
///   `file ends early at byte N: imported up to HH:MM:SS (M records)`, the time being the
///   recording's length up to its last record; its session usually went with the cut.
/// - A damaged file (`FITContent.damage`: its CRC does not match) keeps the messages before
///   the first one that does not decode or is not plausible, says so (`damaged at byte N
///   (why): recovered up to HH:MM:SS (M records) before it`), and, like a cut file, marks
///   each activity recovered at that byte (`ParsedActivity.recoveredAtByte`). Without a
///   session before the damage, the run is rebuilt from its records (and laps).
/// - Times: see `FITClock`. `statedOffset` is `FITTime.statedOffset` of the `activity`
///   message; for device-relative times placed without a zone it is 0 (see `FITClock`).
/// - Cadence is doubled for sports on foot (`FITSport.cadenceMultiplier`), in points and in
///   the summary; heart rates of 0 or 255 are no value.
/// - Summary: `total_distance`, `total_elapsed_time`, `total_timer_time` (else
///   `total_moving_time`, what a Bryton states instead) as the moving time,
///   average and maximum heart rate, average cadence, `total_ascent`. A pool swim (a
///   swimming session with `length` messages or a `pool_length`) takes its moving time
///   from its lengths or laps instead (`FITSwimTotals`), keeping the session's
///   `total_timer_time` as the device's timer (`ActivitySummary.timer`: it ran through the
///   rests), and, when none of its records has a position, its distance from its active
///   lengths times the pool length.
enum FITActivityAssembler {
    /// The activities of `content`, a file of `fileSize` bytes; `wallClockZone` places
    /// device-relative times (see `FITClock`).
    static func activities(
        from content: FITContent, fileSize: Int, wallClockZone: TimeZone?
    ) throws(FITFormatError) -> [ParsedActivity] {
        if content.fileType >= 0, content.fileType != 4 {
            throw FITFormatError(
                offset: content.fileIDOffset,
                reason: "this is a FIT \(fileTypeName(content.fileType)) file, not an activity")
        }
        guard !content.sessions.isEmpty || !content.records.isEmpty else {
            throw FITFormatError(offset: fileSize, reason: "the file ends without any session or record: no activity in it")
        }
        let clock = FITClock(content, zone: wallClockZone)
        var warnings: [String] = []
        let statedOffset: Int?
        if clock.placesRelativeTimes {
            statedOffset = wallClockZone == nil ? 0 : nil
            if let wallClockZone {
                warnings.append(
                    "times are device-relative: placed by the activity's local time, read in \(wallClockZone.identifier)")
            } else {
                warnings.append(
                    "times are device-relative: placed by the activity's local time, kept as wall-clock time with UTC offset 0")
            }
        } else {
            statedOffset = FITTime.statedOffset(
                timestamp: content.activityTimestamp, localTimestamp: content.activityLocalTimestamp)
            if clock.hasRelativeTimes {
                warnings.append("times are device-relative and the file gives no absolute local time to place them")
            }
        }

        var groups: [FITTotals]
        if content.sessions.isEmpty {
            groups = [lapTotals(content)]
            warnings.append(
                content.laps.isEmpty
                    ? "the file has no session message: totals come from the records"
                    : "the file has no session message: totals come from its laps and records")
        } else {
            groups = content.sessions.enumerated().sorted { a, b in
                let startA = a.element.range?.start ?? .infinity, startB = b.element.range?.start ?? .infinity
                return startA != startB ? startA < startB : a.offset < b.offset
            }.map(\.element)
        }
        let ranges = groups.compactMap(\.range)
        let takesAll = content.sessions.isEmpty || (groups.count == 1 && ranges.isEmpty)
        let sports = groups.map { FITSport.rawSport(sport: $0.sport, subSport: $0.subSport) }
        let multipliers = sports.map { FITSport.cadenceMultiplier(rawSport: $0) }

        var segments = Array(repeating: [[TrackPoint]](), count: groups.count)
        var untimed = 0, outside = 0
        var early = Array(repeating: 0, count: groups.count)
        for record in content.records {
            let time = clock.utc(record.time)
            guard !time.isNaN else {
                untimed += 1
                continue
            }
            let group: Int
            if takesAll {
                group = 0
            } else if let found = sessionIndex(of: record.time, in: ranges) {
                group = found
            } else if let following = followingSession(of: record.time, in: ranges) {
                group = following
                early[following] += 1
            } else {
                outside += 1
                continue
            }
            var point = record.point
            point.timestamp = time
            point.cadence *= multipliers[group]
            if record.startsSegment || segments[group].isEmpty {
                segments[group].append([])
            }
            segments[group][segments[group].count - 1].append(point)
        }
        let times = content.records.lazy.map(\.time).filter { !$0.isNaN }
        if let earlyEnd = content.earlyEnd {
            warnings.append(
                earlyEnd.warning(recordCount: content.records.count, firstTime: times.first, lastTime: times.last))
        }
        if let damage = content.damage {
            warnings.append(damage.warning(recordCount: content.records.count, firstTime: times.first, lastTime: times.last))
        }
        if untimed > 0 { warnings.append("left out \(count(untimed)) without a usable time") }
        if outside > 0 { warnings.append("left out \(count(outside)) outside every session") }
        for (index, records) in early.enumerated() where records > 0 {
            warnings.append(
                "kept \(count(records)) dated before the start of session \(index + 1) in that session: "
                    + "no other session claims them")
        }

        let swims = swimParts(content, groups: groups, ranges: ranges, takesAll: takesAll)
        var activities: [ParsedActivity] = []
        for (index, totals) in groups.enumerated() {
            var start: StartTime?
            let startUTC = clock.utc(totals.range?.start ?? .nan)
            if !startUTC.isNaN { start = .absolute(utc: startUTC, statedOffset: statedOffset) }
            var stated = summary(totals, cadenceMultiplier: multipliers[index])
            if let swim = swims[index] {
                let counted = FITSwimTotals.totals(lengths: swim.lengths, laps: swim.laps, poolLength: totals.poolLength)
                if let active = counted.moving {
                    // The session's timer ran through the rests: it stays the device's timer.
                    if let timer = stated.moving, timer != active { stated.timer = timer }
                    stated.moving = active
                }
                // Positions measure a swim better than a count of lengths (open water).
                let tracked = segments[index].contains { $0.contains(where: \.hasPosition) }
                if !tracked { stated.distance = counted.distance ?? stated.distance }
            }
            var activity = ParsedActivity(
                format: FITReader.format, rawSport: sports[index], segments: segments[index], statedStart: start,
                statedOffset: statedOffset, summary: stated, line: 0, warnings: index == 0 ? warnings : [])
            activity.rawSubSport = FITSport.rawSubSport(totals.subSport)
            activity.creator = VirtualPlatform.named(fitManufacturer: Int(exactly: content.manufacturer))
            activity.recoveredAtByte = content.recoveredAtByte
            activities.append(activity)
        }
        return activities
    }

    /// The lengths and laps of each pool swim among `groups` (a swimming session with
    /// lengths or a stated pool length), by the session their start falls in; `nil` for
    /// every other session (an open-water swim keeps its session's timer time).
    static func swimParts(
        _ content: FITContent, groups: [FITTotals], ranges: [(start: Double, end: Double)], takesAll: Bool
    ) -> [(lengths: [FITLength], laps: [FITTotals])?] {
        let swimming = 5.0
        guard groups.contains(where: { $0.sport == swimming }) else { return groups.map { _ in nil } }
        var parts = groups.map { _ in (lengths: [FITLength](), laps: [FITTotals]()) }
        func group(of time: Double) -> Int? {
            takesAll ? 0 : sessionIndex(of: time, in: ranges)
        }
        for length in content.lengths {
            if let index = group(of: length.start), index < parts.count { parts[index].lengths.append(length) }
        }
        for lap in content.laps {
            if let start = lap.range?.start, let index = group(of: start), index < parts.count { parts[index].laps.append(lap) }
        }
        return groups.indices.map { index in
            let pool = !parts[index].lengths.isEmpty || groups[index].poolLength > 0
            return groups[index].sport == swimming && pool ? parts[index] : nil
        }
    }

    /// The index in `ranges` (sorted by start) of the session holding the FIT time `time`:
    /// the last one started at or before it, when `time` is not after its end.
    static func sessionIndex(of time: Double, in ranges: [(start: Double, end: Double)]) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].start <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0, time <= ranges[low - 1].end else { return nil }
        return low - 1
    }

    /// The index of the session that a record at FIT time `time`, claimed by no session,
    /// belongs to: the first session starting after it (the device wrote the session's
    /// `start_time` late, or the records before it are the start of its first leg). `nil`
    /// after the last session.
    static func followingSession(of time: Double, in ranges: [(start: Double, end: Double)]) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].start <= time { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count ? low : nil
    }

    /// The totals of a file without sessions: its laps summed (no average heart rate), its
    /// sport from the `sport` message or the first lap.
    static func lapTotals(_ content: FITContent) -> FITTotals {
        var totals = FITTotals(sport: content.sport, subSport: content.subSport)
        guard let first = content.laps.first else { return totals }
        if totals.sport.isNaN { totals.sport = first.sport }
        func sum(_ value: (FITTotals) -> Double) -> Double {
            content.laps.reduce(0) { $0 + value($1) }
        }
        totals.startTime = content.laps.map(\.startTime).filter { !$0.isNaN }.min() ?? .nan
        totals.elapsed = sum(\.elapsed)
        totals.timer = sum(\.timer)
        totals.distance = sum(\.distance)
        totals.ascent = sum(\.ascent)
        totals.maxHeartRate = content.laps.map(\.maxHeartRate).filter { !$0.isNaN }.max() ?? .nan
        return totals
    }

    /// The stated summary of a session, cadence in steps per minute.
    static func summary(_ totals: FITTotals, cadenceMultiplier: Float) -> ActivitySummary {
        func known(_ value: Double) -> Double? { value.isNaN ? nil : value }
        func rate(_ value: Double) -> Double? { HeartRateReading.bpm(value).map(Double.init) }
        return ActivitySummary(
            distance: known(totals.distance), elapsed: known(totals.elapsed),
            moving: known(totals.timer) ?? known(totals.movingTime),
            averageHeartRate: rate(totals.averageHeartRate), maxHeartRate: rate(totals.maxHeartRate),
            averageCadence: known(totals.averageCadence * Double(cadenceMultiplier)),
            elevationGain: known(totals.ascent))
    }

    private static func count(_ records: Int) -> String {
        records == 1 ? "1 record" : "\(records) records"
    }

    /// The kind of a file whose `file_id.type` says it is not an activity (`monitoring`),
    /// or `nil` for an activity or a file without a type.
    static func nonActivityName(_ content: FITContent) -> String? {
        content.fileType >= 0 && content.fileType != 4 ? fileTypeName(content.fileType) : nil
    }

    private static func fileTypeName(_ type: Double) -> String {
        guard type < 256 else { return "type \(type)" }
        let names: [Int: String] = [
            1: "device", 2: "settings", 3: "sport", 5: "workout", 6: "course", 7: "schedules", 9: "weight",
            10: "totals", 11: "goals", 14: "blood pressure", 15: "monitoring", 20: "activity summary",
            28: "daily monitoring", 32: "monitoring", 34: "segment", 35: "segment list", 40: "data field configuration",
        ]
        return names[Int(type)] ?? "type \(Int(type))"
    }
}
