/// What the parse of `export.xml` keeps of one `<Workout>`: its attributes and children,
/// everything but its route points (spooled beside it) and its heart rate (joined later).
struct AppleHealthWorkout {
    /// The 1-based line of the `<Workout>` start tag.
    var line: Int
    /// `workoutActivityType`, e.g. `HKWorkoutActivityTypeRunning`.
    var activityType: String?
    /// `startDate` and `endDate` as UTC seconds, with the offset each was written in.
    var start: (utc: Double, offset: Int)?
    /// See `start`.
    var end: (utc: Double, offset: Int)?
    /// `duration` in seconds (Apple's, pauses excluded).
    var duration: Double?
    /// `totalDistance` in metres (exports before iOS 16).
    var totalDistance: Double?
    /// The distance of a `WorkoutStatistics` of a distance type, in metres (iOS 16 and later).
    var statisticsDistance: Double?
    /// The average and maximum of the heart-rate `WorkoutStatistics`, in bpm.
    var statisticsHeartRate: (average: Double?, maximum: Double?) = (nil, nil)
    /// The `HKTimeZone` metadata, e.g. `Europe/Zurich`.
    var timeZone: String?
    /// True when `HKIndoorWorkout` is 1.
    var indoor = false
    /// The app or device that wrote it (`sourceName`).
    var sourceName: String?
    /// Pause and resume events in file order: the time and true for a pause.
    var events: [(time: Double, pauses: Bool)] = []
    /// `WorkoutRoute/FileReference path`, e.g. `/workout-routes/route_2024-05-03_7.00am.gpx`.
    var routePath: String?
    /// The range of the workout's inline `<Location>` points in the parse's spool.
    var inlinePoints: Range<Int> = 0..<0

    /// The distance the export states: the statistics' (iOS 16 and later) else the attribute's.
    var statedDistance: Double? { statisticsDistance ?? totalDistance }

    /// The intervals in which the workout was paused: each pause up to the next resume
    /// (or the workout's end when none follows).
    var pauses: [Range<Double>] {
        var result: [Range<Double>] = []
        var pausedAt: Double?
        for event in events.sorted(by: { $0.time < $1.time }) {
            if event.pauses {
                if pausedAt == nil { pausedAt = event.time }
            } else if let from = pausedAt {
                if event.time > from { result.append(from..<event.time) }
                pausedAt = nil
            }
        }
        if let from = pausedAt, let stop = end?.utc, stop > from { result.append(from..<stop) }
        return result
    }
}
