import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookModel

/// One-point GPS spikes, which the jump filter leaves out, cost the best efforts around
/// them nothing: the distance from the last good point to the next one bridges them.
final class BestEffortSpikeTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let t0 = 1_700_000_000.0
    private let metresPerDegree = 111_195.0

    /// 40 minutes north at 3.2 m/s, a point a second, with the points at `spikes` (seconds)
    /// thrown in turn 300 m east, 120 m ahead and 200 m back.
    private func run(spikes: [Int]) throws -> BuiltRun {
        let throws_: [(east: Double, north: Double)] = [(300, 0), (0, 120), (0, -200)]
        let points = (0...2400).map { second -> TrackPoint in
            var east = 0.0, north = 3.2 * Double(second)
            if let index = spikes.firstIndex(of: second) {
                east += throws_[index % 3].east
                north += throws_[index % 3].north
            }
            return TrackPoint(
                timestamp: t0 + Double(second), lat: 47 + north / metresPerDegree,
                lon: 8 + east / (metresPerDegree * cos(47 * Double.pi / 180)))
        }
        return try XCTUnwrap(
            RunBuilder.build(ParsedActivity(format: "gpx", rawSport: "running", segments: [points]), zone: utc, thresholds: .standard))
    }

    private func efforts(_ built: BuiltRun) throws -> [Double: Double] {
        let found = try XCTUnwrap(FoundDerivations.find(in: built.sampleList).efforts)
        return Dictionary(found.map { ($0.distance, $0.time) }, uniquingKeysWith: min)
    }

    func testOneThreeAndTenSpikesCostTheBestEffortsNothing() throws {
        let clean = try run(spikes: [])
        let cleanEfforts = try efforts(clean)
        let cleanDistance = try XCTUnwrap(clean.run.distance)
        XCTAssertEqual(cleanDistance, 7680, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(cleanEfforts[1000]), 312.5, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(cleanEfforts[5000]), 1562.5, accuracy: 0.5)
        for spikes in [[900], [300, 1200, 2100], Array(stride(from: 150, through: 2400, by: 230))] {
            let spiked = try run(spikes: spikes)
            XCTAssertTrue(spiked.warnings.contains("ignored \(spikes.count) GPS jump\(spikes.count == 1 ? "" : "s") faster than 15 m/s"), "\(spiked.warnings)")
            XCTAssertEqual(try XCTUnwrap(spiked.run.distance), cleanDistance, accuracy: cleanDistance * 0.001, "\(spikes.count) spikes")
            let spikedEfforts = try efforts(spiked)
            XCTAssertEqual(Set(spikedEfforts.keys), Set(cleanEfforts.keys))
            for (distance, time) in cleanEfforts {
                XCTAssertEqual(try XCTUnwrap(spikedEfforts[distance]), time, accuracy: 0.5, "\(spikes.count) spikes, \(distance) m")
            }
        }
    }
}
