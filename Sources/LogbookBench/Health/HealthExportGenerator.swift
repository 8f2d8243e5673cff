import Foundation
import LogbookTestSupport

/// Writes a deterministic Apple Health export of about `megabytes` MB into a folder:
/// `export.xml` (the DTD subset, then Records as Apple sorts them, step counts every 15
/// minutes and heart rate every 5 minutes, every 5 s during workouts; then the Workouts)
/// and `workout-routes/` with the route GPX of every fourth workout. Workouts alternate
/// the two statistics styles (iOS 16 `WorkoutStatistics`, older `totalDistance`); older
/// ones carry inline `<Location>`s every 10 s.
struct HealthExportGenerator {
    /// What was written.
    struct Written {
        /// The `export.xml` path.
        var exportXML: String
        /// Its size in bytes.
        var bytes: Int
        /// Workouts, route files, heart-rate and other Records written.
        var workouts = 0, routes = 0, heartRates = 0, otherRecords = 0
    }

    /// The folder to write into (made if missing).
    let folder: URL
    /// The approximate size of `export.xml`.
    let megabytes: Int

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
        let target = megabytes * 1_000_000
        let first = 1_577_836_800.0  // 2020-01-01 00:00 UTC
        let offset = 3600
        var workouts: [HealthExportText.Workout] = []
        var day = 0
        // Records take about 90 % of the file; the workouts the rest.
        while written.bytes + buffer.utf8.count < target * 9 / 10 {
            let midnight = first + Double(day) * 86_400
            let workoutStart = midnight + 7 * 3600 + Double(day % 7) * 600
            let hasWorkout = day % 2 == 0
            for quarter in 0..<96 {
                try emit(HealthExportText.steps(at: midnight + Double(quarter) * 900, count: 100 + quarter % 50, offset: offset))
                written.otherRecords += 1
            }
            var time = midnight
            while time < midnight + 86_400 {
                let inWorkout = hasWorkout && time >= workoutStart && time <= workoutStart + 2700
                try emit(HealthExportText.heartRate(at: time, bpm: inWorkout ? 140 + Double(Int(time) % 30) : 62, offset: offset))
                written.heartRates += 1
                time += inWorkout ? 5 : 300
            }
            if hasWorkout {
                let index = workouts.count
                var workout = HealthExportText.Workout(
                    start: workoutStart, end: workoutStart + 2700, offset: offset, durationMinutes: 44,
                    distance: index % 2 == 0
                        ? .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8.1, unit: "km")
                        : .attributes(total: 8.1, unit: "km"),
                    timeZone: "Europe/Zurich", indoor: index % 4 == 2, pauses: [(workoutStart + 1200, workoutStart + 1260)])
                let track = HealthExportText.eastbound(from: workoutStart, to: workoutStart + 2700)
                if index % 4 == 0 {
                    let name = "route_\(index).gpx"
                    workout.routePath = "/workout-routes/" + name
                    try Data(HealthExportText.routeGPX(track).utf8).write(to: routes.appendingPathComponent(name))
                    written.routes += 1
                } else if index % 2 == 1 {
                    workout.locations = track.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
                }
                workouts.append(workout)
            }
            day += 1
        }
        for workout in workouts { try emit(HealthExportText.workout(workout)) }
        written.workouts = workouts.count
        try emit(HealthExportText.epilogue)
        try flush()
        return written
    }
}
