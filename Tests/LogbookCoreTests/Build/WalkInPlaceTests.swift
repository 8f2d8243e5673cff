import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A walk in place: a device distance from strides (a foot pod) beside positions that never
/// leave a small circle wins over the GPS jitter, and so does the device's timer; the GPS
/// judges the device only when the track left the circle.
final class WalkInPlaceTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0

    /// A FIT walk (sport 11) of 309 s whose session states 59.6 m, its 310 records going
    /// round a circle of `radius` m three times (the circle through the start, so the
    /// farthest point lies 2 × `radius` from it), at 1 Hz, with no record distance.
    private func walk(radius: Double) -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32), F(number: 1, size: 4, type: E.sint32),
        ])
        let metresPerDegree = 111_195.0, latitude = 47.0
        for second in 0...309 {
            let angle = 2 * Double.pi * 3 * Double(second) / 309
            let north = radius - radius * cos(angle), east = radius * sin(angle)
            e.message(local: 1, [
                t0 + UInt64(second), E.semicircles(latitude + north / metresPerDegree),
                E.semicircles(8 + east / (metresPerDegree * cos(latitude * Double.pi / 180))),
            ])
        }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + 309, t0, 11, 309_000, 309_000, 5960])
        return e.file()
    }

    private func build(_ bytes: [UInt8]) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(try FITReader.read(bytes: bytes, file: "walk.fit")[0], zone: utc, thresholds: .standard))
    }

    func testAWalkInPlaceKeepsItsDeviceDistanceAndTimer() throws {
        // Three rounds of a 12 m circle: 226 m of GPS, never farther than 24 m from the start.
        let built = try build(walk(radius: 12))
        let run = built.run
        XCTAssertEqual(try XCTUnwrap(run.gpsDistance), 226, accuracy: 1.5)
        XCTAssertEqual(run.distance, 59.6)
        XCTAssertEqual(run.distanceSource, .device)
        XCTAssertEqual(run.moving, 309)
        XCTAssertEqual(run.movingSource, .device)
        XCTAssertFalse(built.warnings.contains { $0.contains("not within a factor 2") }, "\(built.warnings)")
    }

    func testATrackThatLeavesTheCircleStillJudgesTheDevice() throws {
        // Three rounds of a 30 m circle: 565 m of GPS, up to 60 m from the start.
        let built = try build(walk(radius: 30))
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 565, accuracy: 3)
        XCTAssertEqual(built.run.distanceSource, .gps)
        XCTAssertTrue(built.warnings.contains { $0.contains("not within a factor 2") }, "\(built.warnings)")
    }

    func testTheGPSMovedOnlyBeyondFiftyMetres() {
        XCTAssertEqual(DistanceChoice.gpsMovedRadius, 50)
        XCTAssertFalse(DistanceChoice.gpsLeftStart(farthest: 29))
        XCTAssertFalse(DistanceChoice.gpsLeftStart(farthest: 50))
        XCTAssertTrue(DistanceChoice.gpsLeftStart(farthest: 50.1))
    }
}
