import Foundation

/// Generated runs along courses drawn in metres around 47 N 8 E, with GPS noise of 5-10 m
/// that drifts as a real receiver's does, any sampling interval and an optional pause:
/// the courses the route and segment tests run.
public enum CourseRuns {
    /// A point of a course, metres east and north of 47 N 8 E.
    public typealias Metres = (east: Double, north: Double)

    /// A 4 km rectangular loop, anticlockwise from the origin.
    public static let loop: [Metres] = [(0, 0), (1200, 0), (1200, 800), (0, 800), (0, 0)]
    /// A 4 km out-and-back west from the origin.
    public static let outAndBack: [Metres] = [(0, 0), (-2000, 0), (0, 0)]
    /// A point-to-point course south of the origin.
    public static let pointToPoint: [Metres] = [(300, -300), (300, -1500), (1500, -2500)]
    /// The loop with a 1.5 km detour (750 m out to the east and back) halfway up its east side.
    public static let loopWithDetour: [Metres] = [(0, 0), (1200, 0), (1200, 400), (1950, 400), (1200, 400), (1200, 800), (0, 800), (0, 0)]

    /// Metres per degree of latitude on the builder's sphere.
    static let metresPerDegree = SyntheticTracks.metresPerDegree

    /// The position `point` names.
    public static func position(_ point: Metres) -> (lat: Double, lon: Double) {
        (47 + point.north / metresPerDegree, 8 + point.east / (metresPerDegree * cos(47 * Double.pi / 180)))
    }

    /// The metres east and north of the origin of a position.
    public static func metres(lat: Double, lon: Double) -> Metres {
        ((lon - 8) * metresPerDegree * cos(47 * Double.pi / 180), (lat - 47) * metresPerDegree)
    }

    /// The course's length, metres.
    public static func length(_ course: [Metres]) -> Double {
        zip(course, course.dropFirst()).reduce(0) { $0 + hypot($1.1.east - $1.0.east, $1.1.north - $1.0.north) }
    }

    /// The point `metres` along `course` (its end beyond it).
    public static func point(along course: [Metres], at metres: Double) -> Metres {
        var left = metres
        for (a, b) in zip(course, course.dropFirst()) {
            let leg = hypot(b.east - a.east, b.north - a.north)
            if left <= leg, leg > 0 { return (a.east + (b.east - a.east) * left / leg, a.north + (b.north - a.north) * left / leg) }
            left -= leg
        }
        return course.last ?? (0, 0)
    }

    /// A run along `course` at `speed` m/s starting at `start` (UTC seconds), one point every
    /// `interval` seconds (the last at the finish), with noise drawn from `seed`, and a pause
    /// of `pauseSeconds` standing at `pauseAt` metres. `speedAt` (metres → m/s), when given,
    /// replaces `speed`; `noise` scales the noise (0: none).
    public static func run(
        _ course: [Metres], start: Double, speed: Double = 3, interval: Double = 1, seed: UInt64,
        pauseAt: Double? = nil, pauseSeconds: Double = 60, speedAt: ((Double) -> Double)? = nil, noise: Double = 1
    ) -> [GeneratedRuns.Point] {
        var random = SplitMix64(state: seed)
        let phase = Double(random.below(6283)) / 1000
        let spin = (Double(random.below(20)) + 5) / 1000
        let total = length(course)
        var points: [GeneratedRuns.Point] = []
        var metres = 0.0
        var time = 0.0
        var paused = 0.0
        func noisy(_ point: Metres, at time: Double) -> GeneratedRuns.Point {
            let magnitude = noise * (7.5 + 2.5 * sin(time / 37 + phase))
            let angle = phase + time * spin
            let position = self.position((point.east + magnitude * cos(angle), point.north + magnitude * sin(angle)))
            return GeneratedRuns.Point(time: start + time, lat: position.lat, lon: position.lon)
        }
        while true {
            points.append(noisy(point(along: course, at: metres), at: time))
            if metres >= total { break }
            var step = interval
            if let pauseAt, metres >= pauseAt, paused < pauseSeconds {
                paused += interval
                time += interval
                continue
            }
            let pace = speedAt?(metres) ?? speed
            if metres + pace * step > total { step = (total - metres) / pace }
            metres = min(total, metres + pace * step)
            time += step
        }
        return points
    }
}
