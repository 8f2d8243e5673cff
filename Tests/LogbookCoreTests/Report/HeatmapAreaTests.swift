import XCTest

@testable import LogbookCore
@testable import LogbookAnalysis
@testable import LogbookModel

/// The heat map's areas: routes grouped within 50 km, most runs first, each named by the
/// place nearest the middle of its routes.
final class HeatmapAreaTests: XCTestCase {
    /// A short route of run `id` from (`latitude`, `longitude`), 0.01 degrees north-east.
    private func route(_ id: Int64, _ latitude: Double, _ longitude: Double) -> HeatRoute {
        HeatRoute(runID: id, lines: [[
            RoutePoint(latitude: latitude, longitude: longitude), RoutePoint(latitude: latitude + 0.01, longitude: longitude + 0.01),
        ]])
    }

    func testAreasComeMostRunsFirstNamedByTheirNearestPlace() {
        let areas = HeatmapArea.group([
            route(1, 47.37, 8.53), route(2, 52.30, 4.85), route(3, 52.295, 4.855), route(4, 0, -140),
        ])
        XCTAssertEqual(areas.map { $0.routes.map(\.runID) }, [[2, 3], [1], [4]])
        XCTAssertEqual(areas.map { $0.place?.place.label }, ["Amstelveen, Netherlands", "Zürich, Switzerland", nil])
        // The middle of the extent, 52.3025, 4.8575, is 472 m from Amstelveen's point.
        XCTAssertEqual(areas[0].place?.distance ?? 0, 472, accuracy: 2)
        XCTAssertEqual(RoutePlace.nearest([]), nil)
    }
}
