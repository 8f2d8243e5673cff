import LogbookSupport

/// The workouts of an `export.xml` as the parse found them, kept in spools rather than in
/// an array: a fixed-size record per workout, its texts (type, source, zone, route path) as
/// bytes, and its pause events, each spilling to a temporary file beyond a few hundred
/// kilobytes. So the memory of a read does not grow with the number of workouts: an export
/// with 10,000 of them keeps about as much in memory as one with 1,000.
///
/// Workouts are appended in file order and read back in batches (`workouts(_:)`).
struct AppleHealthWorkoutSpool {
    /// How many workout records wait in memory before they go to the file (about 200 bytes each).
    static let recordsInMemory = 1_024
    /// How many text bytes wait in memory before they go to the file.
    static let textBytesInMemory = 64 << 10
    /// How many pause events wait in memory before they go to the file.
    static let eventsInMemory = 4_096

    /// One workout's fixed-size part; texts and events are ranges of the other spools.
    private struct Record {
        var line: Int
        var start: Double?
        var startOffset: Int
        var end: Double?
        var endOffset: Int
        var duration: Double?
        var totalDistance: Double?
        var statisticsDistance: Double?
        var heartRateAverage: Double?
        var heartRateMaximum: Double?
        var indoor: Bool
        var texts: (TextRange, TextRange, TextRange, TextRange)
        var eventStart: Int
        var eventCount: Int
        var inlineStart: Int
        var inlineEnd: Int
    }

    /// Where a text is in the byte spool; a negative count for none.
    private struct TextRange {
        var start: Int
        var count: Int
    }

    /// One `WorkoutEvent`: its time and true for a pause.
    private struct Event {
        var time: Double
        var pauses: Bool
    }

    private let records: Spool<Record>
    private let text: Spool<UInt8>
    private let events: Spool<Event>

    /// Creates empty spools in the folder `spooling` names (its memory limit is not used:
    /// the limits above are).
    init(spooling: SpoolSettings = .standard) {
        records = Spool(SpoolSettings(memoryLimit: Self.recordsInMemory, folder: spooling.folder))
        text = Spool(SpoolSettings(memoryLimit: Self.textBytesInMemory, folder: spooling.folder))
        events = Spool(SpoolSettings(memoryLimit: Self.eventsInMemory, folder: spooling.folder))
    }

    /// The number of workouts appended.
    var count: Int { records.count }

    /// True when there is none.
    var isEmpty: Bool { records.count == 0 }

    /// Why the workouts could not all be kept or read back (a temporary file that failed), if so.
    var failure: String? { records.failure ?? text.failure ?? events.failure }

    /// Appends a workout.
    func append(_ workout: AppleHealthWorkout) {
        let eventStart = events.count
        for event in workout.events { events.append(Event(time: event.time, pauses: event.pauses)) }
        let record = Record(
            line: workout.line, start: workout.start?.utc, startOffset: workout.start?.offset ?? 0,
            end: workout.end?.utc, endOffset: workout.end?.offset ?? 0, duration: workout.duration,
            totalDistance: workout.totalDistance, statisticsDistance: workout.statisticsDistance,
            heartRateAverage: workout.statisticsHeartRate.average, heartRateMaximum: workout.statisticsHeartRate.maximum,
            indoor: workout.indoor,
            texts: (append(workout.activityType), append(workout.sourceName), append(workout.timeZone), append(workout.routePath)),
            eventStart: eventStart, eventCount: workout.events.count,
            inlineStart: workout.inlinePoints.lowerBound, inlineEnd: workout.inlinePoints.upperBound)
        records.append(record)
    }

    /// The workouts at `range` (file order), rebuilt from the spools.
    func workouts(_ range: Range<Int>) -> [AppleHealthWorkout] {
        var result: [AppleHealthWorkout] = []
        result.reserveCapacity(range.count)
        records.read(range) { chunk in
            for record in chunk {
                var workout = AppleHealthWorkout(line: record.line)
                workout.start = record.start.map { ($0, record.startOffset) }
                workout.end = record.end.map { ($0, record.endOffset) }
                workout.duration = record.duration
                workout.totalDistance = record.totalDistance
                workout.statisticsDistance = record.statisticsDistance
                workout.statisticsHeartRate = (record.heartRateAverage, record.heartRateMaximum)
                workout.indoor = record.indoor
                workout.activityType = string(record.texts.0)
                workout.sourceName = string(record.texts.1)
                workout.timeZone = string(record.texts.2)
                workout.routePath = string(record.texts.3)
                workout.events = events.values(record.eventStart..<(record.eventStart + record.eventCount)).map {
                    (time: $0.time, pauses: $0.pauses)
                }
                workout.inlinePoints = record.inlineStart..<max(record.inlineStart, record.inlineEnd)
                result.append(workout)
            }
        }
        return result
    }

    /// The route paths of every workout that names one, read in batches.
    func routePaths() -> Set<String> {
        var paths: Set<String> = []
        var start = 0
        while start < count {
            let end = min(count, start + Self.recordsInMemory)
            records.read(start..<end) { chunk in
                for record in chunk { if let path = string(record.texts.3) { paths.insert(path) } }
            }
            start = end
        }
        return paths
    }

    private func append(_ string: String?) -> TextRange {
        guard let string else { return TextRange(start: 0, count: -1) }
        let start = text.count
        for byte in string.utf8 { text.append(byte) }
        return TextRange(start: start, count: text.count - start)
    }

    private func string(_ range: TextRange) -> String? {
        guard range.count >= 0 else { return nil }
        return String(decoding: text.values(range.start..<(range.start + range.count)), as: UTF8.self)
    }
}
