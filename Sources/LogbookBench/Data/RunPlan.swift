import Foundation
import LogbookCore
import LogbookModel

/// Everything that decides one generated run before its track is simulated: when and
/// where it starts, and the runner's speed, heart rate and cadence on the day.
struct RunPlan {
    /// A place runs start from.
    struct Place {
        /// Its name.
        let name: String
        /// Home latitude and longitude in degrees.
        let latitude: Double, longitude: Double
        /// Ground elevation in metres.
        let elevation: Double
        /// Its time zone rules.
        let zone: ZoneRule
    }

    /// Zurich for 92 % of runs, New York and Tokyo for 4 % each (times then cross UTC
    /// dates differently).
    static let places: [(place: Place, weight: Double)] = [
        (Place(name: "Zurich", latitude: 47.3769, longitude: 8.5417, elevation: 408, zone: .centralEurope), 0.92),
        (Place(name: "New York", latitude: 40.7812, longitude: -73.9665, elevation: 25, zone: .usEastern), 0.04),
        (Place(name: "Tokyo", latitude: 35.6852, longitude: 139.7528, elevation: 20, zone: .japan), 0.04),
    ]

    /// Start as UTC seconds since 1970, and the local UTC offset in seconds.
    var startUTC: Int64, utcOffset: Int
    /// Where it starts.
    var place: Place
    /// The activity name, from the local time of day (`Morning Run`).
    var name: String
    /// Number of 1 Hz points.
    var duration: Int
    /// Base speed in m/s.
    var baseSpeed: Double
    /// Heart rate at the start, steady state, warm-up time constant (s), drift (bpm/min).
    var heartRateStart: Double, heartRateSteady: Double, heartRateTau: Double, heartRateDrift: Double
    /// Cadence in strides per minute (Garmin counts one foot).
    var cadence: Double
    /// Elevation base and two hills: (amplitude m, wavelength m, phase).
    var elevation: Double
    var hills: [(amplitude: Double, length: Double, phase: Double)]
    /// Start position (degrees) and initial heading (radians).
    var latitude: Double, longitude: Double, heading: Double

    /// The plan of run `index` of `count` spread over `spanDays` days from day `firstDay`
    /// (days since 1970), `duration` points long.
    static func make(seed: UInt64, index: Int, count: Int, firstDay: Int64, spanDays: Int, duration: Int) -> RunPlan {
        var random = RandomSource(seed: seed, index: UInt64(index), stream: 1)
        let dayOffset = day(index: index, draw: random.unit(), count: count, spanDays: spanDays)
        let day = firstDay + Int64(dayOffset)
        var pick = random.unit()
        var place = places[0].place
        for (candidate, weight) in places {
            place = candidate
            if pick < weight { break }
            pick -= weight
        }
        let localStart = day * 86400 + Int64(random.uniform(startWindow(day: day, draw: random.unit())) * 3600)
        let offset = place.zone.offset(localSeconds: localStart)
        let baseSpeed = random.uniform(2.5, 4.0)
        return RunPlan(
            startUTC: localStart - Int64(offset), utcOffset: offset, place: place,
            name: runName(hour: Int((localStart % 86400) / 3600)), duration: duration, baseSpeed: baseSpeed,
            heartRateStart: random.uniform(85, 105), heartRateSteady: random.uniform(130, 150) + 10 * (baseSpeed - 2.5) / 1.5,
            heartRateTau: random.uniform(90, 180), heartRateDrift: random.uniform(0.05, 0.25),
            cadence: 76 + 4 * baseSpeed + random.gaussian(0, 1.5),
            elevation: place.elevation + random.uniform(-10, 30),
            hills: [
                (random.uniform(5, 25), random.uniform(600, 1500), random.uniform(0, 6.283)),
                (random.uniform(1, 6), random.uniform(150, 400), random.uniform(0, 6.283)),
            ],
            latitude: place.latitude + random.uniform(-0.015, 0.015),
            longitude: place.longitude + random.uniform(-0.02, 0.02),
            heading: random.uniform(0, 2 * Double.pi))
    }

    /// The day (from the first) of run `index` of `count` spread over `spanDays` days, with
    /// `draw` in 0..<1: somewhere in its own slot of `spanDays / count` days, but never on
    /// the day of the run before it. (Spreading `index + draw` over the whole slot put two
    /// runs of the 3,000-run history on one morning, 35 s apart, and the duplicate rule
    /// rightly stored them once.)
    static func day(index: Int, draw: Double, count: Int, spanDays: Int) -> Int {
        let slot = Double(spanDays) / Double(max(count, 1))
        // Run index starts before (index + 1) * slot - 1 and the next one at or after
        // (index + 1) * slot: more than a day apart, so on different days.
        return min(Int(Double(index) * slot + draw * max(slot - 1, 0)), spanDays - 1)
    }

    /// The first pair of `plans` (by index) whose starts are within the duplicate rule's
    /// window of each other, which an import would store once; nil when there is none.
    static func sameStart(in plans: [RunPlan]) -> (Int, Int)? {
        let byStart = plans.indices.sorted { plans[$0].startUTC < plans[$1].startUTC }
        for (earlier, later) in zip(byStart, byStart.dropFirst())
        where plans[later].startUTC - plans[earlier].startUTC <= DuplicateRule.startWindow {
            return (min(earlier, later), max(earlier, later))
        }
        return nil
    }

    /// The local hours a run starts within: before work, lunch, after work or late on
    /// weekdays (late runs in New York cross midnight UTC), mornings or afternoons at weekends.
    static func startWindow(day: Int64, draw: Double) -> (Double, Double) {
        let weekday = Int(((day + 3) % 7 + 7) % 7) + 1
        if weekday >= 6 { return draw < 0.7 ? (7.5, 11.0) : (15.0, 19.0) }
        if draw < 0.45 { return (5.5, 7.75) }
        if draw < 0.65 { return (11.75, 13.25) }
        if draw < 0.97 { return (17.25, 21.0) }
        return (22.5, 23.9)
    }

    /// `Morning Run`, `Lunch Run`, `Afternoon Run`, `Evening Run` or `Night Run`.
    static func runName(hour: Int) -> String {
        switch hour {
        case ..<11: return "Morning Run"
        case 11...13: return "Lunch Run"
        case 14..<17: return "Afternoon Run"
        case 17..<21: return "Evening Run"
        default: return "Night Run"
        }
    }

    /// The ground elevation after `distance` metres along the route.
    func ground(atDistance distance: Double) -> Double {
        hills.reduce(elevation) { $0 + $1.amplitude * sin(distance / $1.length + $1.phase) }
    }
}

extension RandomSource {
    /// A uniform number in a (low, high) pair.
    mutating func uniform(_ bounds: (Double, Double)) -> Double {
        uniform(bounds.0, bounds.1)
    }
}
