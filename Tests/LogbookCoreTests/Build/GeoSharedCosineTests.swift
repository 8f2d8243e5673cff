import Foundation
import XCTest
@testable import LogbookModel

/// Distances computed with shared or skipped cosines must be the full formulas' answers,
/// bit for bit: stored distances and every judgement built on them depend on it.
final class GeoSharedCosineTests: XCTestCase {
    private var generator = SystemRandomNumberGenerator()

    private func position(near lat: Double, _ lon: Double, within metres: Double) -> (Double, Double) {
        let degrees = metres / 111_000
        return (max(-90, min(90, lat + Double.random(in: -degrees...degrees, using: &generator))),
                max(-180, min(180, lon + Double.random(in: -degrees...degrees, using: &generator))))
    }

    func testHaversineWithGivenCosinesIsTheSameDistance() {
        for _ in 0..<100_000 {
            let lat1 = Double.random(in: -90...90, using: &generator), lon1 = Double.random(in: -180...180, using: &generator)
            let (lat2, lon2) = position(near: lat1, lon1, within: [5.0, 50, 5_000, 500_000][Int.random(in: 0..<4, using: &generator)])
            let full = Geo.distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            let shared = Geo.distance(
                lat1: lat1, lon1: lon1, cosLat1: Geo.cosLatitude(lat1), lat2: lat2, lon2: lon2, cosLat2: Geo.cosLatitude(lat2))
            XCTAssertEqual(shared.bitPattern, full.bitPattern, "\(lat1),\(lon1) → \(lat2),\(lon2)")
        }
        // Zürich to 100 m north: the haversine's own value, to the millimetre.
        XCTAssertEqual(Geo.distance(lat1: 47.3774791, lon1: 8.5315317, lat2: 47.3783784, lon2: 8.5315317), 100.0, accuracy: 0.01)
    }

    func testTheBoundedComparisonAnswersAsTheFlatEarthDistanceDoes() {
        var decidedWithoutCosine = 0
        for round in 0..<200_000 {
            let lat1 = Double.random(in: -89...89, using: &generator), lon1 = Double.random(in: -179...179, using: &generator)
            let (lat2, lon2) = position(near: lat1, lon1, within: [3.0, 10, 30, 300][round % 4])
            let limit = [8.0, 15, 30, 120][Int.random(in: 0..<4, using: &generator)]
            let exact = Geo.approximateDistance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            XCTAssertEqual(
                Geo.approximateDistance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2, isAtMost: limit), exact <= limit,
                "\(lat1),\(lon1) → \(lat2),\(lon2) within \(limit)")
            // Right at the limit, both ways.
            XCTAssertTrue(Geo.approximateDistance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2, isAtMost: exact))
            XCTAssertFalse(Geo.approximateDistance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2, isAtMost: exact.nextDown))
            let radiansPerDegree = Double.pi / 180
            let north = (lat2 - lat1) * radiansPerDegree, east = (lon2 - lon1) * radiansPerDegree
            if Geo.earthRadius * (north * north).squareRoot() > limit
                || Geo.earthRadius * (east * east + north * north).squareRoot() <= limit
            {
                decidedWithoutCosine += 1
            }
        }
        // Most steps of a run are decided by a bound alone (the point of the bounds).
        XCTAssertGreaterThan(decidedWithoutCosine, 100_000)
    }
}
