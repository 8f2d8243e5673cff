import Foundation
import LogbookCore
import LogbookModel

/// Writes the text of Apple Health exports for tests and benchmarks: the `export.xml`
/// prolog with its DTD subset (malformed as iOS 16 writes it), heart-rate and other
/// Records, Workouts in either statistics style with events, metadata and routes, and
/// route GPX files as the Health app writes them.
public enum HealthExportText {
    /// How a workout states its distance.
    public enum DistanceStyle: Sendable {
        /// iOS 16 and later: a `WorkoutStatistics` of this type with `sum` in `unit`.
        case statistics(type: String, sum: Double, unit: String)
        /// Before iOS 16: `totalDistance` and `totalDistanceUnit` attributes.
        case attributes(total: Double, unit: String)
        /// No distance (a strength workout).
        case none
    }

    /// One `<Workout>` to write.
    public struct Workout: Sendable {
        /// `workoutActivityType`, e.g. `HKWorkoutActivityTypeRunning`.
        public var activityType: String
        /// Start and end, UTC seconds.
        public var start: Double
        /// See `start`.
        public var end: Double
        /// The offset the dates are written in, in seconds.
        public var offset: Int
        /// `duration` in minutes.
        public var durationMinutes: Double
        /// The distance and its style.
        public var distance: DistanceStyle
        /// The `HKTimeZone` metadata, if any.
        public var timeZone: String?
        /// The `HKIndoorWorkout` metadata, if any.
        public var indoor: Bool?
        /// Pause and resume times (UTC seconds).
        public var pauses: [(pause: Double, resume: Double)]
        /// The heart-rate statistics (average, maximum), if any.
        public var heartRateStatistics: (average: Double, maximum: Double)?
        /// `WorkoutRoute/FileReference path`, if any.
        public var routePath: String?
        /// Inline `<Location>` points (time, latitude, longitude), if any.
        public var locations: [(time: Double, lat: Double, lon: Double)]

        /// Creates a workout; everything optional defaults to absent.
        public init(
            activityType: String = "HKWorkoutActivityTypeRunning", start: Double, end: Double, offset: Int = 0,
            durationMinutes: Double, distance: DistanceStyle, timeZone: String? = nil, indoor: Bool? = nil,
            pauses: [(pause: Double, resume: Double)] = [], heartRateStatistics: (average: Double, maximum: Double)? = nil,
            routePath: String? = nil, locations: [(time: Double, lat: Double, lon: Double)] = []
        ) {
            self.activityType = activityType
            self.start = start
            self.end = end
            self.offset = offset
            self.durationMinutes = durationMinutes
            self.distance = distance
            self.timeZone = timeZone
            self.indoor = indoor
            self.pauses = pauses
            self.heartRateStatistics = heartRateStatistics
            self.routePath = routePath
            self.locations = locations
        }
    }

    /// The prolog: XML declaration and the DTD subset, about 60 lines, with the `ATTLIST`
    /// that lacks its `>` in iOS 16 exports when `malformed`, and `extra` inside the subset.
    public static func prolog(malformed: Bool = true, extra: String = "") -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!-- HealthKit Export Version: 12 -->
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|VisionPrescription)*)>
            <!ATTLIST HealthData
              locale CDATA #REQUIRED
            >
            <!ELEMENT ExportDate EMPTY>
            <!ATTLIST ExportDate
              value CDATA #REQUIRED
            >
            <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
            <!ATTLIST Record
              type          CDATA #REQUIRED
              unit          CDATA #IMPLIED
              value         CDATA #IMPLIED
              sourceName    CDATA #REQUIRED
              startDate     CDATA #REQUIRED
              endDate       CDATA #REQUIRED
            >
            <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
            <!ATTLIST Workout
              workoutActivityType   CDATA #REQUIRED
              duration              CDATA #IMPLIED
              durationUnit          CDATA #IMPLIED
              totalDistance         CDATA #IMPLIED
              totalDistanceUnit     CDATA #IMPLIED
              sourceName            CDATA #REQUIRED
              startDate             CDATA #REQUIRED
              endDate               CDATA #REQUIRED
            >
            <!ELEMENT WorkoutRoute ((MetadataEntry|FileReference|Location)*)>
            <!ELEMENT FileReference EMPTY>
            <!ATTLIST FileReference
              path CDATA #REQUIRED
            >

            """
        text += malformed
            ? """
            <!ATTLIST VisionPrescription
              type             CDATA #REQUIRED
              dateIssued       CDATA #REQUIRED

            """
            : """
            <!ATTLIST VisionPrescription
              type             CDATA #REQUIRED
            >

            """
        text += extra
        text += """
            <!ELEMENT MetadataEntry EMPTY>
            <!ATTLIST MetadataEntry
              key   CDATA #REQUIRED
              value CDATA #REQUIRED
            >
            ]>
            <HealthData locale="en_CH">
             <ExportDate value="2024-09-01 10:00:00 +0200"/>
             <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>

            """
        return text
    }

    /// The closing tag.
    public static let epilogue = "</HealthData>\n"

    /// A whole `export.xml`: the prolog, `body`, the closing tag.
    public static func document(_ body: [String], prolog: String = prolog()) -> String {
        prolog + body.joined() + epilogue
    }

    /// `2024-05-03 07:00:00 +0200` for the instant `utc` written at `offset` seconds.
    public static func date(_ utc: Double, offset: Int) -> String {
        let local = Int64(utc.rounded(.down)) + Int64(offset)
        let days = CivilCalendar.floorDivide(local, 86_400)
        let seconds = local - days * 86_400
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return "\(year)-\(two(month))-\(two(day)) \(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) "
            + "\(sign)\(two(magnitude / 3600))\(two(magnitude / 60 % 60))"
    }

    private static func two<Number: BinaryInteger>(_ value: Number) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// A heart-rate `<Record>` at `utc` (an instant, as the watch writes them).
    public static func heartRate(at utc: Double, bpm: Double, offset: Int = 0) -> String {
        let when = date(utc, offset: offset)
        return " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple Watch\" sourceVersion=\"10.4\" "
            + "device=\"&lt;&lt;HKDevice: 0x2829&gt;, name:Apple Watch&gt;\" unit=\"count/min\" creationDate=\"\(when)\" "
            + "startDate=\"\(when)\" endDate=\"\(when)\" value=\"\(bpm)\">\n"
            + "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"2\"/>\n </Record>\n"
    }

    /// A step-count `<Record>` (what most of an export is), over one minute from `utc`.
    public static func steps(at utc: Double, count: Int, offset: Int = 0) -> String {
        " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"iPhone\" sourceVersion=\"17.4\" unit=\"count\" "
            + "creationDate=\"\(date(utc + 60, offset: offset))\" startDate=\"\(date(utc, offset: offset))\" "
            + "endDate=\"\(date(utc + 60, offset: offset))\" value=\"\(count)\"/>\n"
    }

    /// A `<Workout>` element.
    public static func workout(_ workout: Workout) -> String {
        let offset = workout.offset
        var text = " <Workout workoutActivityType=\"\(workout.activityType)\" duration=\"\(workout.durationMinutes)\" durationUnit=\"min\""
        if case .attributes(let total, let unit) = workout.distance {
            text += " totalDistance=\"\(total)\" totalDistanceUnit=\"\(unit)\""
        }
        text += " sourceName=\"Apple Watch\" sourceVersion=\"10.4\" creationDate=\"\(date(workout.end, offset: offset))\""
            + " startDate=\"\(date(workout.start, offset: offset))\" endDate=\"\(date(workout.end, offset: offset))\">\n"
        if let indoor = workout.indoor { text += "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"\(indoor ? 1 : 0)\"/>\n" }
        if let zone = workout.timeZone { text += "  <MetadataEntry key=\"HKTimeZone\" value=\"\(zone)\"/>\n" }
        text += "  <MetadataEntry key=\"HKWeatherTemperature\" value=\"68 degF\"/>\n"
        for pause in workout.pauses {
            text += "  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"\(date(pause.pause, offset: offset))\"/>\n"
            text += "  <WorkoutEvent type=\"HKWorkoutEventTypeResume\" date=\"\(date(pause.resume, offset: offset))\"/>\n"
        }
        text += "  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\"\(date(workout.start, offset: offset))\" duration=\"1\" durationUnit=\"min\"/>\n"
        let span = "startDate=\"\(date(workout.start, offset: offset))\" endDate=\"\(date(workout.end, offset: offset))\""
        text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" \(span) sum=\"412.5\" unit=\"kcal\"/>\n"
        if case .statistics(let type, let sum, let unit) = workout.distance {
            text += "  <WorkoutStatistics type=\"\(type)\" \(span) sum=\"\(sum)\" unit=\"\(unit)\"/>\n"
        }
        if let heart = workout.heartRateStatistics {
            text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" \(span) average=\"\(heart.average)\" "
                + "minimum=\"90\" maximum=\"\(heart.maximum)\" unit=\"count/min\"/>\n"
        }
        if workout.routePath != nil || !workout.locations.isEmpty {
            text += "  <WorkoutRoute sourceName=\"Apple Watch\" sourceVersion=\"10.4\" \(span)>\n"
            text += "   <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>\n"
            if let path = workout.routePath { text += "   <FileReference path=\"\(path)\"/>\n" }
            for location in workout.locations {
                text += "   <Location date=\"\(date(location.time, offset: offset))\" latitude=\"\(location.lat)\" "
                    + "longitude=\"\(location.lon)\" altitude=\"410.5\" horizontalAccuracy=\"2.4\" verticalAccuracy=\"1.6\" "
                    + "course=\"-1\" speed=\"2.8\"/>\n"
            }
            text += "  </WorkoutRoute>\n"
        }
        return text + " </Workout>\n"
    }

    /// A route GPX as the Health app writes it: one `<trk>`, one `<trkseg>`, UTC times.
    public static func routeGPX(_ points: [(time: Double, lat: Double, lon: Double)]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">
              <trk>
                <name>Route</name>
                <trkseg>

            """
        for point in points {
            text += "      <trkpt lon=\"\(point.lon)\" lat=\"\(point.lat)\"><ele>410.0</ele><time>\(isoTime(point.time))</time>"
                + "<extensions><speed>2.8</speed><course>90.0</course><hAcc>1.8</hAcc><vAcc>1.2</vAcc></extensions></trkpt>\n"
        }
        return text + "    </trkseg>\n  </trk>\n</gpx>\n"
    }

    /// `2024-05-03T05:00:00Z`.
    public static func isoTime(_ utc: Double) -> String {
        date(utc, offset: 0).prefix(19).replacingOccurrences(of: " ", with: "T") + "Z"
    }

    /// Points heading east from (`lat`, `lon`) at `speed` m/s, one a second from `start` to `end`.
    public static func eastbound(
        from start: Double, to end: Double, lat: Double = 47.37, lon: Double = 8.54, speed: Double = 3
    ) -> [(time: Double, lat: Double, lon: Double)] {
        let metresPerDegree = 6_371_008.8 * .pi / 180 * cos(lat * .pi / 180)
        return stride(from: start, through: end, by: 1).map { time in
            (time, lat, lon + (time - start) * speed / metresPerDegree)
        }
    }
}
