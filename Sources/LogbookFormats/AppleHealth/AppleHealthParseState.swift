import Foundation
import LogbookModel
import LogbookSupport

/// The `export.xml` state machine driven by `XMLPushParser`: keeps every `<Workout>`
/// (`AppleHealthWorkout`, spooled with its inline `<Location>`s) and every heart-rate
/// `<Record>` (spooled, 16 bytes each), and passes over everything else.
///
/// Memory stays flat whatever the export: millions of other Records are looked at and
/// forgotten; workouts, heart-rate readings and route points go to spools (temporary files
/// once they are many), and only the workout being read is a value in memory.
struct AppleHealthParseState: XMLContentHandler {
    /// No element's text is ever read: everything is in attributes.
    typealias TextTarget = Never

    /// The root element, `<HealthData>`.
    static let rootElement: StaticString = "HealthData"
    /// Apple Health in a refusal.
    static let fileNoun = "an Apple Health export"

    /// The workouts, in file order.
    let workouts: AppleHealthWorkoutSpool
    /// The heart-rate readings of the whole export, in file order.
    let heartRates: Spool<HeartRateRecord>
    /// The inline route points of every workout (`AppleHealthWorkout.inlinePoints`).
    let inlinePoints: Spool<TrackPoint>
    /// Heart-rate Records skipped for want of a usable time or value.
    private(set) var unusableHeartRates = 0

    private var current: AppleHealthWorkout?
    private var inRoute = false
    private var inlineStart = 0

    /// Creates the state; spools keep their values as `spooling` says.
    init(spooling: SpoolSettings = .standard) {
        heartRates = Spool(spooling)
        inlinePoints = Spool(spooling)
        workouts = AppleHealthWorkoutSpool(spooling: spooling)
    }

    /// Handles a start tag; no element's text is ever needed (everything is in attributes).
    mutating func startElement(_ tag: XMLStartTag) -> Never? {
        let name = tag.name
        switch tag.depth {
        case 2:
            if name.is("Record") {
                record(tag.attributes)
            } else if name.is("Workout") {
                startWorkout(tag)
            }
        case 3 where current != nil:
            workoutChild(tag)
        case 4 where inRoute:
            if name.is("FileReference") {
                current?.routePath = Self.string(tag.attributes, "path")
            } else if name.is("Location") {
                location(tag.attributes)
            }
        default:
            break
        }
        return nil
    }

    /// Never called: no element's text is asked for.
    mutating func receiveText(_ text: XMLTextBuffer, for target: Never) {}

    /// Handles an end tag: a workout or its route ends.
    mutating func endElement(_ name: XMLName, depth: Int) throws(XMLContentFailure) {
        if depth == 3, inRoute, name.is("WorkoutRoute") {
            inRoute = false
        } else if depth == 2, var workout = current, name.is("Workout") {
            workout.inlinePoints = inlineStart..<inlinePoints.count
            workouts.append(workout)
            current = nil
        }
    }

    /// The activities `export.xml` alone gives (no route files, heart rate joined).
    func result() throws(XMLContentFailure) -> [ParsedActivity] {
        var activities: [ParsedActivity] = []
        AppleHealthAssembler(state: self, spooling: .standard).activities(routes: [:]) { activities.append($0) }
        if activities.isEmpty { throw Self.noWorkouts }
        return activities
    }

    /// The failure for an export without any workout.
    static let noWorkouts = XMLContentFailure(
        reason: "no <Workout> in this Apple Health export (it holds only other health records)", line: nil)

    // MARK: - Elements

    private mutating func record(_ attributes: XMLAttributes) {
        guard let type = attributes.value(of: "type"), Self.equals(type, "HKQuantityTypeIdentifierHeartRate") else { return }
        guard let startText = attributes.value(of: "startDate"), let start = AppleHealthDate.parse(startText),
            let valueText = attributes.value(of: "value"), let value = DecimalNumber.parse(valueText),
            let bpm = HeartRateReading.bpm(value)
        else {
            unusableHeartRates += 1
            return
        }
        heartRates.append(HeartRateRecord(time: start.utc, bpm: bpm))
    }

    private mutating func startWorkout(_ tag: XMLStartTag) {
        let attributes = tag.attributes
        var workout = AppleHealthWorkout(line: tag.line)
        workout.activityType = Self.string(attributes, "workoutActivityType")
        workout.start = attributes.value(of: "startDate").flatMap(AppleHealthDate.parse)
        workout.end = attributes.value(of: "endDate").flatMap(AppleHealthDate.parse)
        workout.sourceName = Self.string(attributes, "sourceName")
        if let duration = attributes.value(of: "duration").flatMap(DecimalNumber.parse),
            let unit = AppleHealthUnit.seconds(per: Self.string(attributes, "durationUnit"))
        {
            workout.duration = duration * unit
        }
        if let distance = attributes.value(of: "totalDistance").flatMap(DecimalNumber.parse),
            let unit = AppleHealthUnit.metres(per: Self.string(attributes, "totalDistanceUnit"))
        {
            workout.totalDistance = distance * unit
        }
        current = workout
        inlineStart = inlinePoints.count
    }

    private mutating func workoutChild(_ tag: XMLStartTag) {
        let name = tag.name, attributes = tag.attributes
        if name.is("MetadataEntry") {
            guard let key = attributes.value(of: "key") else { return }
            if Self.equals(key, "HKTimeZone") {
                current?.timeZone = Self.string(attributes, "value")
            } else if Self.equals(key, "HKIndoorWorkout") {
                current?.indoor = Self.string(attributes, "value") == "1"
            }
        } else if name.is("WorkoutEvent") {
            guard let type = Self.string(attributes, "type"),
                let date = attributes.value(of: "date").flatMap(AppleHealthDate.parse)
            else { return }
            switch type {
            case "HKWorkoutEventTypePause", "HKWorkoutEventTypeMotionPaused":
                current?.events.append((date.utc, true))
            case "HKWorkoutEventTypeResume", "HKWorkoutEventTypeMotionResumed":
                current?.events.append((date.utc, false))
            default:
                break
            }
        } else if name.is("WorkoutStatistics") {
            statistics(attributes)
        } else if name.is("WorkoutRoute") {
            inRoute = true
        }
    }

    private mutating func statistics(_ attributes: XMLAttributes) {
        guard let type = Self.string(attributes, "type") else { return }
        let unit = Self.string(attributes, "unit")
        if type.hasPrefix("HKQuantityTypeIdentifierDistance") {
            guard let sum = attributes.value(of: "sum").flatMap(DecimalNumber.parse),
                let metres = AppleHealthUnit.metres(per: unit)
            else { return }
            let before = current?.statisticsDistance ?? 0
            current?.statisticsDistance = before + sum * metres
        } else if type == "HKQuantityTypeIdentifierHeartRate" {
            current?.statisticsHeartRate = (
                attributes.value(of: "average").flatMap(DecimalNumber.parse),
                attributes.value(of: "maximum").flatMap(DecimalNumber.parse)
            )
        }
    }

    private mutating func location(_ attributes: XMLAttributes) {
        guard let date = attributes.value(of: "date").flatMap(AppleHealthDate.parse),
            let latitude = attributes.value(of: "latitude").flatMap(DecimalNumber.parse),
            let longitude = attributes.value(of: "longitude").flatMap(DecimalNumber.parse),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return }
        let altitude = attributes.value(of: "altitude").flatMap(DecimalNumber.parse) ?? .nan
        inlinePoints.append(TrackPoint(timestamp: date.utc, lat: latitude, lon: longitude, ele: altitude))
    }

    // MARK: - Attributes

    /// An attribute's value as text, or nil.
    private static func string(_ attributes: XMLAttributes, _ name: StaticString) -> String? {
        attributes.value(of: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when `bytes` are exactly `literal`.
    private static func equals(_ bytes: UnsafeRawBufferPointer, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base, literal.utf8Start, bytes.count) == 0
    }
}
