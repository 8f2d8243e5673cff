import Foundation
import LogbookModel
import XCTest

@testable import LogbookCore

/// The report's flat map on real values: a run across the antimeridian at Taveuni (Fiji)
/// drawn as run and a few hundred metres wide, a circle round the North Pole drawn as a
/// circle, distances true over a city, and positions back from the map where they were.
final class MapProjectionTests: XCTestCase {
    /// A 425 m stretch along 16.8 S, from 179.998 E to 179.998 W, a point every 0.0005 degrees.
    private let taveuni: [RoutePoint] = (0...8).map { step in
        RoutePoint(latitude: -16.8, longitude: MapProjection.normalised(179.998 + Double(step) * 0.0005))
    }

    func testARunAcrossTheAntimeridianIsDrawnAsRun() throws {
        XCTAssertEqual(taveuni.first?.longitude ?? 0, 179.998, accuracy: 1e-9)
        XCTAssertEqual(taveuni.last?.longitude ?? 0, -179.998, accuracy: 1e-9)
        let projection = try XCTUnwrap(MapProjection(around: [taveuni]))
        XCTAssertEqual(abs(projection.originLongitude), 180, accuracy: 1e-9, "the middle is on the antimeridian, not at 0")
        let plane = taveuni.map(projection.project)
        // East all the way, 0.004 degrees at cos(16.8 degrees): 426 m, as Geo measures it.
        let measured = Geo.distance(lat1: -16.8, lon1: 179.998, lat2: -16.8, lon2: -179.998)
        XCTAssertEqual(measured, 426, accuracy: 1)
        XCTAssertEqual((plane.last?.x ?? 0) - (plane.first?.x ?? 0), measured, accuracy: 0.5)
        for (a, b) in zip(plane, plane.dropFirst()) { XCTAssertGreaterThan(b.x, a.x, "every step goes east") }
        // The map's frame spans those 426 m, not the world: the scale bar is 100 m, not 5000 km.
        let frame = try XCTUnwrap(MapFrame(lines: [taveuni], size: 480))
        XCTAssertEqual(frame.span, measured, accuracy: 0.5)
    }

    func testACircleRoundThePoleIsACircle() throws {
        // 36 points at 89.99 N, every 10 degrees of longitude: a circle of 1,112 m radius round the pole.
        let circle = (0..<37).map { RoutePoint(latitude: 89.99, longitude: MapProjection.normalised(Double($0 % 36) * 10)) }
        let projection = try XCTUnwrap(MapProjection(around: [circle]))
        let pole = projection.project(RoutePoint(latitude: 90, longitude: 0))
        let radius = Geo.earthRadius * 0.01 * Double.pi / 180
        XCTAssertEqual(radius, 1112, accuracy: 1)
        for point in circle {
            let p = projection.project(point)
            XCTAssertEqual(((p.x - pole.x) * (p.x - pole.x) + (p.y - pole.y) * (p.y - pole.y)).squareRoot(), radius, accuracy: 0.5)
        }
        let frame = try XCTUnwrap(MapFrame(lines: [circle], size: 480))
        // Its longer side lies between the 36-gon's width across flats (2r cos 5 degrees) and across corners (2r).
        XCTAssertGreaterThanOrEqual(frame.span, 2 * radius * cos(5 * Double.pi / 180) - 0.5)
        XCTAssertLessThanOrEqual(frame.span, 2 * radius + 0.5)
        let ys = circle.map { projection.project($0).y }
        XCTAssertGreaterThan((ys.max() ?? 0) - (ys.min() ?? 0), 2 * radius * cos(5 * Double.pi / 180) - 0.5, "as tall as it is wide: a circle, not a line")
    }

    func testDistancesAreTrueOverACityAndPositionsComeBack() {
        let projection = MapProjection(originLatitude: 47.3769, originLongitude: 8.5417)
        let a = RoutePoint(latitude: 47.36, longitude: 8.52), b = RoutePoint(latitude: 47.40, longitude: 8.58)
        let pa = projection.project(a), pb = projection.project(b)
        let drawn = ((pb.x - pa.x) * (pb.x - pa.x) + (pb.y - pa.y) * (pb.y - pa.y)).squareRoot()
        let measured = Geo.distance(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
        XCTAssertEqual(drawn, measured, accuracy: measured * 0.001)
        for point in [a, b] + taveuni {
            let other = MapProjection(originLatitude: point.latitude + 0.01, originLongitude: point.longitude + 0.01)
            let back = other.location(of: other.project(point))
            XCTAssertEqual(back.latitude, point.latitude, accuracy: 1e-9)
            XCTAssertEqual(MapProjection.normalised(back.longitude - point.longitude), 0, accuracy: 1e-9)
        }
    }

    func testTheCentreIsOnTheShortestArcOfLongitude() throws {
        let across = try XCTUnwrap(MapProjection.centre([(0, 170), (0, -170)]))
        XCTAssertEqual(abs(across.longitude), 180, accuracy: 1e-9)
        let plain = try XCTUnwrap(MapProjection.centre([(10, 8), (20, 9)]))
        XCTAssertEqual(plain.latitude, 15, accuracy: 1e-9)
        XCTAssertEqual(plain.longitude, 8.5, accuracy: 1e-9)
        XCTAssertNil(MapProjection.centre([]))
        XCTAssertEqual(MapProjection.normalised(540), -180)
        XCTAssertEqual(MapProjection.normalised(-190), 170, accuracy: 1e-12)
    }
}
