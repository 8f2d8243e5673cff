import XCTest
@testable import LogbookAnalysis
@testable import LogbookModel

/// Synthetic tracks along the meridian at longitude 10°: a point `m` metres north of the
/// equator has latitude `m / metresPerDegree`, so the haversine distance between two of
/// them is exactly their difference in metres (0.001° = 111.195 m).
///
/// The shared helpers of the run builder tests (no tests of its own).
class RunBuilderTestCase: XCTestCase {
    let metresPerDegree = Geo.earthRadius * Double.pi / 180
    let t0 = 1_720_000_000.0  // 2024-07-03T09:46:40Z
    let utcZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    func north(_ seconds: Double, _ metres: Double, hr: Float = .nan, cadence: Float = .nan, ele: Double = .nan) -> TrackPoint {
        TrackPoint(timestamp: t0 + seconds, lat: metres / metresPerDegree, lon: 10, ele: ele, hr: hr, cadence: cadence)
    }

    /// Points every second from `from` to `to` (inclusive) at `speed` m/s, starting at `startMetres`.
    func steady(from: Int, to: Int, speed: Double, startMetres: Double = 0, hr: Float = .nan) -> [TrackPoint] {
        (from...to).map { second in north(Double(second), startMetres + speed * Double(second - from), hr: hr) }
    }

    func build(_ activity: ParsedActivity, zone: TimeZone? = nil) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(activity, zone: zone ?? utcZone, thresholds: .standard))
    }

    func assertAllFinite(_ built: BuiltRun, file: StaticString = #filePath, line: UInt = #line) {
        let run = built.run
        let values: [Double?] = [run.distance, run.elapsed, run.moving, run.pace.secondsPerKm, run.averageHeartRate,
                                 run.maxHeartRate, run.averageCadence, run.elevationGain]
        for value in values.compactMap({ $0 }) { XCTAssertTrue(value.isFinite, "\(value)", file: file, line: line) }
        for split in built.splits {
            let splitValues: [Double?] = [split.distance, split.elapsed, split.moving, split.pace.secondsPerKm,
                                          split.averageHeartRate, split.averageCadence, split.elevationGain]
            for value in splitValues.compactMap({ $0 }) { XCTAssertTrue(value.isFinite, "\(value)", file: file, line: line) }
        }
        for sample in built.samples {
            let point = sample.point
            for value in [sample.offset, sample.distance, point.timestamp, point.lat, point.lon, point.ele,
                          point.deviceDistance, Double(point.hr), Double(point.cadence)] {
                XCTAssertFalse(value.isInfinite, file: file, line: line)
            }
            XCTAssertTrue(sample.offset.isFinite && sample.distance.isFinite, file: file, line: line)
        }
    }

    /// Deterministic noise in -1...1.
    struct Noise {
        var state: UInt64 = 12345
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
    }
}
