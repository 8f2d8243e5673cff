import Foundation

@testable import LogbookAnalysis

/// Generated runs with a known heart-rate profile, and the reference arithmetic the training
/// tests compare with, written out here instead of calling the code under test.
enum TrainingRuns {
    /// A stretch of a run at one heart rate and one speed.
    struct Leg {
        var seconds: Int
        var bpm: Double
        var speed: Double
    }

    /// 10 min easy, 20 min steady, 10 min tempo, 5 min hard.
    static let profile = [
        Leg(seconds: 600, bpm: 125, speed: 2.8), Leg(seconds: 1200, bpm: 150, speed: 3.2),
        Leg(seconds: 600, bpm: 168, speed: 3.5), Leg(seconds: 300, bpm: 180, speed: 4.0),
    ]

    /// One sample a second over the legs, the distance following each leg's speed.
    static func points(_ legs: [Leg]) -> [HeartRatePoint] {
        var points: [HeartRatePoint] = []
        var distance = 0.0
        var offset = 0
        for leg in legs {
            for _ in 0..<leg.seconds {
                points.append(HeartRatePoint(offset: Double(offset), bpm: leg.bpm, distance: distance, segment: 0))
                distance += leg.speed
                offset += 1
            }
        }
        return points
    }

    /// The seconds each leg's heart rate stands for: one per sample, the very last sample none.
    static func referenceSeconds(_ legs: [Leg]) -> [Double] {
        legs.enumerated().map { index, leg in Double(leg.seconds) - (index == legs.count - 1 ? 1 : 0) }
    }

    /// Seconds per zone (below zone 1 first) with these lower bounds, worked out from the legs.
    static func referenceZones(_ legs: [Leg], lower: [Double]) -> [Double] {
        var zones = [Double](repeating: 0, count: 6)
        for (leg, seconds) in zip(legs, referenceSeconds(legs)) {
            var zone = 0
            for bound in lower where leg.bpm >= bound { zone += 1 }
            zones[zone] += seconds
        }
        return zones
    }

    /// Banister's TRIMP of the legs, written out: minutes * r * k * e^(b r).
    static func referenceTRIMP(_ legs: [Leg], max: Double, rest: Double, female: Bool = false) -> Double {
        var total = 0.0
        for (leg, seconds) in zip(legs, referenceSeconds(legs)) {
            var r = (leg.bpm - rest) / (max - rest)
            if r < 0 { r = 0 }
            if r > 1 { r = 1 }
            let weight = female ? 0.86 * exp(1.67 * r) : 0.64 * exp(1.92 * r)
            total += seconds / 60 * r * weight
        }
        return total
    }

    /// Asserts `actual` equals `expected` within 0.1 % (or 1e-9 of an expected 0).
    static func close(_ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) <= Swift.max(abs(expected) * 0.001, 1e-9)
    }
}
