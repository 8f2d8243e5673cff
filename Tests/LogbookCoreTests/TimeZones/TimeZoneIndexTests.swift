import Foundation
import XCTest

@testable import LogbookAnalysis

/// The embedded index against timezone-boundary-builder's polygons as timezonefinder reads
/// them (answers committed, so the reference need not be installed).
final class TimeZoneIndexTests: XCTestCase {
    private func index() throws -> TimeZoneIndex {
        try XCTUnwrap(TimeZoneIndex.embedded, "the embedded index does not parse")
    }

    func testTheEmbeddedIndexNamesItsReleaseAndZones() throws {
        let index = try index()
        XCTAssertEqual(index.release, "2026c")
        XCTAssertEqual(index.zoneNames.count, 418)
        XCTAssertTrue(index.zoneNames.contains("Australia/Lord_Howe"))
        XCTAssertFalse(index.zoneNames.contains { $0.hasPrefix("Etc/") }, "ocean zones come from the longitude")
    }

    /// Every point within 2 km of the borders of Spain and Portugal, the Indiana counties,
    /// China and Kazakhstan, the Koreas, Arizona and the Navajo Nation gets the reference's zone.
    func testPointsNearBordersGetTheReferenceZone() throws {
        let index = try index()
        let reference = try ReferencePoints("border-points.csv")
        XCTAssertEqual(reference.points.count, 270)
        var wrong: [String] = []
        for point in reference.points {
            let found = index.zoneName(lat: point.lat, lon: point.lon)
            if found != point.zone {
                wrong.append("border-points.csv:\(point.line): \(point.lat),\(point.lon) is \(point.zone), not \(found ?? "nil")")
            }
        }
        XCTAssertEqual(wrong, [])
    }

    /// 20,000 random points over land: at least 99.9 % get the reference's UTC offset at the
    /// same instant (one instant per point, spread over 2015-2026 so summers and winters count).
    func testRandomLandPointsAgreeWithTheReference() throws {
        let index = try index()
        let reference = try ReferencePoints("land-points.csv")
        XCTAssertEqual(reference.points.count, 20_000)
        var sameOffset = 0, sameName = 0
        var wrong: [String] = []
        for (number, point) in reference.points.enumerated() {
            let instant = Date(timeIntervalSince1970: 1_420_070_400 + Double((number * 7_919) % 4_000) * 86_400 + 43_200)
            let name = index.zoneName(lat: point.lat, lon: point.lon)
            guard let expected = TimeZone(identifier: point.zone) else {
                XCTFail("land-points.csv:\(point.line): the system knows no zone \(point.zone)")
                continue
            }
            if name == point.zone { sameName += 1 }
            if let name, let zone = TimeZone(identifier: name),
                zone.secondsFromGMT(for: instant) == expected.secondsFromGMT(for: instant)
            {
                sameOffset += 1
            } else {
                wrong.append("land-points.csv:\(point.line): \(point.zone), not \(name ?? "nil")")
            }
        }
        let agreement = Double(sameOffset) / Double(reference.points.count)
        print("time zone agreement: \(sameOffset) of \(reference.points.count) same offset, \(sameName) same name; \(wrong.prefix(20))")
        XCTAssertGreaterThanOrEqual(agreement, 0.999, "\(wrong.prefix(30))")
    }

    func testTheOpenSeaHasTheNauticalZone() throws {
        let index = try index()
        XCTAssertEqual(index.zoneName(lat: 30, lon: -40), "Etc/GMT+3")
        XCTAssertEqual(index.zoneName(lat: -40, lon: 80), "Etc/GMT-5")
        XCTAssertEqual(index.zoneName(lat: 10, lon: -179.9), "Etc/GMT+12")
        XCTAssertEqual(index.zoneName(lat: -50, lon: 179.9), "Etc/GMT-12")
        XCTAssertEqual(index.zoneName(lat: 45, lon: -20), "Etc/GMT+1")
    }

    func testNauticalZonesFollowTheLongitude() {
        XCTAssertEqual(NauticalZone.identifier(longitude: 0), "Etc/GMT")
        XCTAssertEqual(NauticalZone.identifier(longitude: 7.4), "Etc/GMT")
        XCTAssertEqual(NauticalZone.identifier(longitude: 7.6), "Etc/GMT-1")
        XCTAssertEqual(NauticalZone.identifier(longitude: -97), "Etc/GMT+6")
        XCTAssertEqual(NauticalZone.identifier(longitude: 180), "Etc/GMT-12")
        XCTAssertEqual(NauticalZone.identifier(longitude: -180), "Etc/GMT+12")
        XCTAssertEqual(NauticalZone.identifier(longitude: .nan), "Etc/GMT")
    }

    func testCitiesAndEdgesOfTheGlobe() throws {
        let index = try index()
        XCTAssertEqual(index.zoneName(lat: 48.8566, lon: 2.3522), "Europe/Paris")
        XCTAssertEqual(index.zoneName(lat: 35.6812, lon: 139.7671), "Asia/Tokyo")
        XCTAssertEqual(index.zoneName(lat: 33.4484, lon: -112.0740), "America/Phoenix")
        XCTAssertEqual(index.zoneName(lat: -31.5553, lon: 159.0821), "Australia/Lord_Howe")
        XCTAssertEqual(index.zoneName(lat: 40.7128, lon: -74.0060), "America/New_York")
        XCTAssertEqual(index.zoneName(lat: 47.3769, lon: 8.5417), "Europe/Zurich")
        XCTAssertNotNil(index.zoneName(lat: 90, lon: 180))
        XCTAssertNotNil(index.zoneName(lat: -90, lon: -180))
        XCTAssertNil(index.zoneName(lat: 90.5, lon: 0))
        XCTAssertNil(index.zoneName(lat: .nan, lon: 0))
    }

    func testNoZoneForZeroZeroTheReceiverWithoutAFix() {
        XCTAssertNil(PositionZone.name(lat: 0, lon: 0))
        XCTAssertEqual(PositionZone.name(lat: 0, lon: 0.5), "Etc/GMT")
        XCTAssertNil(PositionZone.zone(lat: 0, lon: 0))
    }

    func testADamagedIndexIsRefusedOrAnswersNil() throws {
        let good = [UInt8](UnsafeRawBufferPointer(
            start: try XCTUnwrap(TimeZoneIndex.embedded).bytesForTests.baseAddress, count: 4096))
        good.withUnsafeBytes { XCTAssertNil(TimeZoneIndex(bytes: $0), "a cut index must not parse") }
        var wrongMagic = good
        wrongMagic[0] = UInt8(ascii: "X")
        wrongMagic.withUnsafeBytes { XCTAssertNil(TimeZoneIndex(bytes: $0)) }
        [UInt8]().withUnsafeBytes { XCTAssertNil(TimeZoneIndex(bytes: $0)) }
    }

    /// A lookup costs a few microseconds (in a debug build; `Tests/Bench/run.sh` measures
    /// the release build).
    func testALookupTakesMicroseconds() throws {
        let index = try index()
        let reference = try ReferencePoints("land-points.csv")
        let started = Date()
        var found = 0
        for point in reference.points where index.answer(lat: point.lat, lon: point.lon) != nil { found += 1 }
        let perLookup = Date().timeIntervalSince(started) / Double(reference.points.count) * 1e6
        print("time zone lookup: \(String(format: "%.2f", perLookup)) µs per point (debug build)")
        XCTAssertEqual(found, reference.points.count)
        XCTAssertLessThan(perLookup, 50)
    }
}
