import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookSQLite
@testable import LogbookStore

/// A new run is compared only with the stored routes whose ends are near its own and whose
/// length is in its band (`RouteComparison.mayRelate`, asked of the columns of 0027 before
/// any track is read): a route whose stored end or length is just outside is never compared,
/// one just inside still is, and the length band holds at its edges.
final class RouteCandidateTests: MigratedLogbookTestCase {
    /// The day the first generated run starts, UTC seconds.
    static let firstDay = 1_714_636_800.0
    /// A straight 2 km course east.
    static let course: [CourseRuns.Metres] = [(0, 0), (2_000, 0)]

    /// Imports the course without GPS noise (so every run's track is the same) as day `day`; returns its id.
    private func importRun(day: Int) throws -> Int64 {
        let points = CourseRuns.run(Self.course, start: Self.firstDay + Double(day) * 86_400, speed: 3, seed: UInt64(day), noise: 0)
        return try XCTUnwrap(EffortTracks.importData(GeneratedRuns.gpx(points), name: "day-\(day).gpx", into: database).first)
    }

    /// The route of run `id`, or nil.
    private func route(of id: Int64) throws -> Int64? {
        try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(id)]).int64Value
    }

    /// Moves the stored end of route `routeID` to `north` metres north of the course's end
    /// (its track, which every run matches, unchanged).
    private func moveStoredEnd(of routeID: Int64, north: Double) throws {
        let end = CourseRuns.position((2_000, north))
        try database.execute(
            "UPDATE routes SET end_lat_e7 = ?, end_lon_e7 = ? WHERE id = ?",
            [.integer(Int64(RouteTrack.storedE7(end.lat))), .integer(Int64(RouteTrack.storedE7(end.lon))), .integer(routeID)])
    }

    func testARouteWhoseStoredEndIsBeyondTheRadiusIsNeverComparedAndOneJustInsideIs() throws {
        let founder = try importRun(day: 1)
        let route = try XCTUnwrap(try route(of: founder))
        // Its track is the new run's own: compared, it would match. Its stored end 152 m off says it cannot.
        try moveStoredEnd(of: route, north: RouteTolerances.endpointRadius + 2)
        let beyond = try importRun(day: 2)
        XCTAssertNotEqual(try self.route(of: beyond), route, "a route whose stored end is beyond the radius was compared")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM routes").int64Value, 2)
        try moveStoredEnd(of: route, north: RouteTolerances.endpointRadius - 2)
        let inside = try importRun(day: 3)
        XCTAssertEqual(try self.route(of: inside), route)
    }

    func testARouteWhoseStoredLengthIsOutsideTheBandIsNoCandidateAndOneJustInsideIs() throws {
        let founder = try importRun(day: 1)
        let route = try XCTUnwrap(try route(of: founder))
        let book = RouteBook(database: database)
        let track = RouteTrack(positions: try book.jumpFreePositions(ofRun: founder).map(\.point))
        let band = RouteComparison.lengthBand(around: track.length)
        for (length, candidate) in [
            (band.upperBound.nextUp, false), (band.upperBound, true), (band.lowerBound, true), (band.lowerBound.nextDown, false),
        ] {
            try database.execute("UPDATE routes SET length_m = ? WHERE id = ?", [.real(length), .integer(route)])
            XCTAssertEqual(try book.candidates(for: track, sport: "running"), candidate ? [route] : [], "stored length \(length)")
        }
        XCTAssertEqual(try book.candidates(for: track, sport: "cycling"), [])
    }

    func testTheLengthBandIsTheCoverageRuleWithItsSlackAtBothEdges() {
        let band = RouteComparison.lengthBand(around: 2_000)
        XCTAssertEqual(RouteTolerances.lengthSlack, 150)
        XCTAssertEqual(band.lowerBound, 0.9 * 2_000 - 150, accuracy: 1e-9)
        XCTAssertEqual(band.upperBound, (2_000 + 150) / 0.9, accuracy: 1e-9)
        XCTAssertEqual(RouteComparison.lengthBand(around: 100).lowerBound, 0)
        // Two tracks of one course: the same at the band's edges, different just beyond.
        let points = (0...80).map { CoursePoint(lat: 47, lon: 8 + Double($0) * 0.000_33) }
        let track = RouteTrack(points: points, length: 2_000)
        for (length, relation) in [
            (band.upperBound, RouteRelation.same), (band.upperBound.nextUp, .different), (band.lowerBound, .same), (band.lowerBound.nextDown, .different),
        ] {
            XCTAssertEqual(RouteComparison.relation(of: track, to: RouteTrack(points: points, length: length)), relation, "length \(length)")
        }
    }

    func testMayRelateAsksForBothEndsNearEitherWayRound() {
        let track = RouteTrack(points: [CoursePoint(lat: 47, lon: 8), CoursePoint(lat: 47.01, lon: 8)], length: 1_112)
        let same = RouteEnds(start: CoursePoint(lat: 47, lon: 8), end: CoursePoint(lat: 47.01, lon: 8), length: 1_100)
        let reverse = RouteEnds(start: same.end, end: same.start, length: 1_100)
        let endAway = RouteEnds(start: same.start, end: CoursePoint(lat: 47.012, lon: 8), length: 1_100)
        XCTAssertTrue(RouteComparison.mayRelate(track, to: same))
        XCTAssertTrue(RouteComparison.mayRelate(track, to: reverse))
        XCTAssertFalse(RouteComparison.mayRelate(track, to: endAway))
        XCTAssertFalse(RouteComparison.mayRelate(track, to: RouteEnds(start: same.start, end: same.end, length: 2_000)))
    }
}
