import Foundation
import LogbookTestSupport

/// Writes a deterministic Apple Health export of about `megabytes` MB into a folder:
/// `export.xml` (the DTD subset, then Records as Apple sorts them, step counts every 15
/// minutes and heart rate every 5 minutes, every 5 s during workouts; then the Workouts)
/// and `workout-routes/` with the route GPX of every fourth workout. Workouts alternate
/// the two statistics styles (iOS 16 `WorkoutStatistics`, older `totalDistance`); older
/// ones carry inline `<Location>`s every 10 s.
///
/// One workout every second day, the last day being `lastDay`: the larger the export, the
/// further back it starts (a 4 GB one in the 1980s), so that every workout is in the past
/// and an import stores them all.
struct HealthExportGenerator {
    /// What was written.
    struct Written {
        /// The `export.xml` path.
        var exportXML: String
        /// Its size in bytes.
        var bytes: Int
        /// Workouts, route files, heart-rate and other Records written.
        var workouts = 0, routes = 0, heartRates = 0, otherRecords = 0
        /// The first and last day's midnight (UTC seconds).
        var firstDay = 0.0, lastDay = 0.0
    }

    /// The midnight of the export's last day: 2025-12-30 00:00 UTC.
    static let lastDay = 1_767_052_800.0
    /// The UTC offset the dates are written in.
    static let offset = 3600

    /// The folder to write into (made if missing).
    let folder: URL
    /// The approximate size of `export.xml`.
    let megabytes: Int

    /// The number of days an export of `megabytes` MB spans: Records and Workouts of a day
    /// take about the same bytes every day (measured on eight days).
    static func days(megabytes: Int) -> Int {
        var bytes = 0
        for day in 0..<8 {
            let text = self.day(day, midnight: Double(day) * 86_400, workoutIndex: day / 2)
            bytes += text.records.utf8.count + (text.workout.map { HealthExportText.workout($0).utf8.count } ?? 0)
        }
        let perDay = max(1.0, Double(bytes) / 8)
        let days = Int((Double(megabytes) * 1_000_000 / perDay).rounded(.up))
        return max(2, days + days % 2)
    }

    /// The Records of day `day` (midnight at `midnight`), and its workout, the
    /// `workoutIndex`th, every second day.
    static func day(_ day: Int, midnight: Double, workoutIndex index: Int)
        -> (records: String, heartRates: Int, steps: Int, workout: HealthExportText.Workout?, track: [(time: Double, lat: Double, lon: Double)])
    {
        let workoutStart = midnight + 7 * 3600 + Double(day % 7) * 600
        let hasWorkout = day % 2 == 0
        var text = ""
        var heartRates = 0
        for quarter in 0..<96 {
            text += HealthExportText.steps(at: midnight + Double(quarter) * 900, count: 100 + quarter % 50, offset: offset)
        }
        var time = midnight
        while time < midnight + 86_400 {
            let inWorkout = hasWorkout && time >= workoutStart && time <= workoutStart + 2700
            text += HealthExportText.heartRate(at: time, bpm: inWorkout ? 140 + Double(Int(time) % 30) : 62, offset: offset)
            heartRates += 1
            time += inWorkout ? 5 : 300
        }
        guard hasWorkout else { return (text, heartRates, 96, nil, []) }
        var workout = HealthExportText.Workout(
            start: workoutStart, end: workoutStart + 2700, offset: offset, durationMinutes: 44,
            distance: index % 2 == 0
                ? .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8.1, unit: "km")
                : .attributes(total: 8.1, unit: "km"),
            timeZone: "Europe/Zurich", indoor: index % 4 == 2, pauses: [(workoutStart + 1200, workoutStart + 1260)])
        let track = HealthExportText.eastbound(from: workoutStart, to: workoutStart + 2700)
        if index % 4 == 0 {
            workout.routePath = "/workout-routes/route_\(index).gpx"
        } else if index % 2 == 1 {
            workout.locations = track.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        }
        return (text, heartRates, 96, workout, track)
    }

    /// Writes the export.
    func write() throws -> Written {
        let routes = folder.appendingPathComponent("workout-routes")
        try FileManager.default.createDirectory(at: routes, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("export.xml").path
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot write \(path)") }
        defer { try? handle.close() }
        var written = Written(exportXML: path, bytes: 0)
        var buffer = ""
        func emit(_ text: String) throws {
            buffer += text
            if buffer.utf8.count >= 1 << 20 { try flush() }
        }
        func flush() throws {
            let data = Data(buffer.utf8)
            try handle.write(contentsOf: data)
            written.bytes += data.count
            buffer = ""
        }
        // A well-formed subset: xmllint, like every validating reader, stops at the malformed one of iOS 16.
        try emit(HealthExportText.prolog(malformed: false))
        let days = Self.days(megabytes: megabytes)
        written.firstDay = Self.lastDay - Double(days - 1) * 86_400
        written.lastDay = Self.lastDay
        var workouts: [HealthExportText.Workout] = []
        for day in 0..<days {
            let text = Self.day(day, midnight: written.firstDay + Double(day) * 86_400, workoutIndex: workouts.count)
            try emit(text.records)
            written.heartRates += text.heartRates
            written.otherRecords += text.steps
            if let workout = text.workout {
                if let route = workout.routePath {
                    let name = String(route.dropFirst("/workout-routes/".count))
                    try Data(HealthExportText.routeGPX(text.track).utf8).write(to: routes.appendingPathComponent(name))
                    written.routes += 1
                }
                workouts.append(workout)
            }
        }
        for workout in workouts { try emit(HealthExportText.workout(workout)) }
        written.workouts = workouts.count
        try emit(HealthExportText.epilogue)
        try flush()
        return written
    }
}
