import Foundation
import LogbookModel
import LogbookTestSupport

/// A random `export.xml` drawn from a seed, for comparing the two XML paths on what an
/// export may hold: heart-rate, step and other Records (some with entities and character
/// references in their values, some with nested metadata, a comment or a CDATA section),
/// Windows line ends here and there, and workouts of every style `HealthExportText`
/// writes (statistics or attributes, pauses, time zones, indoor, inline Locations).
struct RandomHealthExport {
    /// The document's text.
    let text: String
    /// How many `<Workout>`s it holds.
    let workouts: Int

    /// Draws an export of `days` days from `seed`.
    init(seed: UInt64, days: Int) {
        var random = SplitMix64(state: seed)
        let start = Double(CivilCalendar.days(year: 2023, month: 3, day: 1) * 86_400)
        let offsets = [0, 3600, 7200, -18_000, 19_800]
        let sources = ["Apple Watch", "Jürg&apos;s Apple&#160;Watch", "iPhone &amp; Watch", "Caf&#xE9; &lt;Run&gt;"]
        var body: [String] = []
        var workouts: [HealthExportText.Workout] = []
        for day in 0..<days {
            let midnight = start + Double(day) * 86_400
            let offset = offsets[random.below(offsets.count)]
            var time = midnight
            while time < midnight + 86_400 {
                switch random.below(10) {
                case 0..<5:
                    body.append(HealthExportText.heartRate(at: time, bpm: Double(50 + random.below(140)) + Double(random.below(10)) / 10, offset: offset))
                case 5..<7:
                    body.append(HealthExportText.steps(at: time, count: random.below(500), offset: offset))
                case 7:
                    let source = sources[random.below(sources.count)]
                    body.append(" <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" sourceName=\"\(source)\" unit=\"kcal\" "
                        + "startDate=\"\(HealthExportText.date(time, offset: offset))\" "
                        + "endDate=\"\(HealthExportText.date(time + 60, offset: offset))\" value=\"\(random.below(90)).\(random.below(10))\"/>\r\n")
                case 8:
                    body.append(" <!-- comment \(random.below(1000)) --> <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\"\n"
                        + "  sourceName=\"iPhone\" startDate=\"\(HealthExportText.date(time, offset: offset))\"\n"
                        + "  endDate=\"\(HealthExportText.date(time + 600, offset: offset))\" value=\"HKCategoryValueSleepAnalysisAsleepCore\"><![CDATA[ <no> & markup ]]></Record>\n")
                default:
                    // A heart rate whose value the reader cannot use, and one in a child-rich record.
                    body.append(" <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName='Watch' unit=\"count/min\" "
                        + "startDate=\"\(HealthExportText.date(time, offset: offset))\" value=\"n/a\">\n"
                        + "  <HeartRateVariabilityMetadataList><InstantaneousBeatsPerMinute bpm=\"61\" time=\"7:01:02.03 AM\"/>"
                        + "</HeartRateVariabilityMetadataList>\n </Record>\n")
                }
                time += Double(30 + random.below(900))
            }
            guard random.below(3) > 0 else { continue }
            let workoutStart = midnight + Double(6 * 3600 + random.below(12 * 3600))
            let minutes = Double(10 + random.below(80))
            let distances: [HealthExportText.DistanceStyle] = [
                .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: Double(1 + random.below(200)) / 10, unit: "km"),
                .attributes(total: Double(1 + random.below(150)) / 10, unit: random.below(2) == 0 ? "km" : "mi"),
                .statistics(type: "HKQuantityTypeIdentifierDistanceCycling", sum: Double(random.below(5000)), unit: "m"),
                .none,
            ]
            let types = ["HKWorkoutActivityTypeRunning", "HKWorkoutActivityTypeWalking", "HKWorkoutActivityTypeCycling", "HKWorkoutActivityTypeHiking"]
            var workout = HealthExportText.Workout(
                activityType: types[random.below(types.count)], start: workoutStart, end: workoutStart + minutes * 60, offset: offset,
                durationMinutes: minutes, distance: distances[random.below(distances.count)],
                timeZone: random.below(2) == 0 ? "Europe/Zurich" : nil, indoor: random.below(4) == 0 ? true : nil)
            if random.below(2) == 0 {
                let pause = workoutStart + Double(60 + random.below(Int(minutes * 30)))
                workout.pauses = [(pause, pause + Double(10 + random.below(120)))]
            }
            if random.below(2) == 0 {
                workout.heartRateStatistics = (Double(120 + random.below(40)), Double(160 + random.below(30)))
            }
            if random.below(2) == 0 {
                let step = Double(1 + random.below(10))
                workout.locations = HealthExportText.eastbound(from: workoutStart, to: workout.end, speed: 2.5)
                    .enumerated().filter { Double($0.offset).truncatingRemainder(dividingBy: step) == 0 }.map(\.element)
            }
            workouts.append(workout)
        }
        body += workouts.map(HealthExportText.workout)
        self.text = HealthExportText.document(body, prolog: HealthExportText.prolog(malformed: random.below(2) == 0))
        self.workouts = workouts.count
    }
}
