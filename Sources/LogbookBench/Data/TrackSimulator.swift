import Foundation

/// Simulates a run's 1 Hz track point by point (constant memory): speed with slow
/// waves and noise, a random-walk heading with street-corner turns that steers back
/// home every second half-hour, correlated GPS noise of about 1.6 m, hilly elevation
/// with barometric noise, heart rate warming up and drifting, and cadence.
struct TrackSimulator {
    /// One generated point.
    struct Point {
        /// UTC seconds since 1970.
        var time: Int64
        /// Degrees.
        var latitude: Double, longitude: Double
        /// Metres, to 0.1 m.
        var elevation: Double
        /// Beats per minute and strides per minute.
        var heartRate: Int, cadence: Int
    }

    static let earthRadius = 6_371_008.8
    /// Every `loopSeconds` the runner heads out for the first half and home for the second.
    static let loopSeconds = 3600

    private let plan: RunPlan
    private var random: RandomSource
    private var step = 0
    private var latitude: Double, longitude: Double, heading: Double
    private let homeLatitude: Double, homeLongitude: Double
    private var turnStepsLeft = 0, turnRate = 0.0
    private var distance = 0.0
    private var speedNoise = 0.0, northNoise = 0.0, eastNoise = 0.0, heartNoise = 0.0, grade = 0.0
    private let phase: Double

    /// Starts the track of `plan`.
    init(plan: RunPlan, seed: UInt64, index: Int) {
        self.plan = plan
        random = RandomSource(seed: seed, index: UInt64(index), stream: 2)
        latitude = plan.latitude * .pi / 180
        longitude = plan.longitude * .pi / 180
        homeLatitude = latitude
        homeLongitude = longitude
        heading = plan.heading
        phase = random.uniform(0, 6.283)
    }

    /// The next point, or `nil` after `plan.duration` points.
    mutating func next() -> Point? {
        guard step < plan.duration else { return nil }
        let k = Double(step)
        let groundHere = plan.ground(atDistance: distance)
        northNoise = 0.95 * northNoise + random.gaussian(0, 0.5)
        eastNoise = 0.95 * eastNoise + random.gaussian(0, 0.5)
        let shownLatitude = latitude + northNoise / Self.earthRadius
        let shownLongitude = longitude + eastNoise / (Self.earthRadius * cos(latitude))
        let elevation = ((groundHere + random.gaussian(0, 0.15)) * 10).rounded() / 10
        heartNoise = 0.8 * heartNoise + random.gaussian(0, 0.6)
        let heartModel = plan.heartRateSteady - (plan.heartRateSteady - plan.heartRateStart) * exp(-k / plan.heartRateTau)
            + plan.heartRateDrift * min(k, 7200) / 60 + 150 * grade + heartNoise
        let cadence = max(0, Int((plan.cadence + 3 * speedNoise + random.gaussian(0, 0.8)).rounded()))
        let point = Point(
            time: plan.startUTC + Int64(step), latitude: shownLatitude * 180 / .pi, longitude: shownLongitude * 180 / .pi,
            elevation: elevation, heartRate: max(60, min(200, Int(heartModel.rounded()))), cadence: cadence)
        advance(groundHere: groundHere)
        step += 1
        return point
    }

    private mutating func advance(groundHere: Double) {
        let k = Double(step)
        speedNoise = 0.9 * speedNoise + random.gaussian(0, 0.08)
        var speed = plan.baseSpeed * (1 + 0.04 * sin(2 * .pi * k / 420 + phase)) + speedNoise
        speed = min(4.4, max(2.2, speed * (1 - 2 * grade)))
        if turnStepsLeft > 0 {
            heading += turnRate
            turnStepsLeft -= 1
        } else if random.unit() < 1.0 / 150 {
            turnStepsLeft = 4
            turnRate = (random.unit() < 0.5 ? -1 : 1) * random.uniform(60, 110) * .pi / 180 / 4
        }
        heading += random.gaussian(0, 0.03)
        if step % Self.loopSeconds > Self.loopSeconds / 2 {
            let y = sin(homeLongitude - longitude) * cos(homeLatitude)
            let x = cos(latitude) * sin(homeLatitude) - sin(latitude) * cos(homeLatitude) * cos(homeLongitude - longitude)
            var difference = (atan2(y, x) - heading + .pi).truncatingRemainder(dividingBy: 2 * .pi)
            if difference < 0 { difference += 2 * .pi }
            heading += 0.02 * (difference - .pi)
        }
        latitude += speed * cos(heading) / Self.earthRadius
        longitude += speed * sin(heading) / (Self.earthRadius * cos(latitude))
        distance += speed
        let slope = (plan.ground(atDistance: distance) - groundHere) / speed
        grade = 0.97 * grade + 0.03 * slope
    }
}
