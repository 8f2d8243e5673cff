import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookStore

/// A run placed again elsewhere leaves its old route; a route left without runs is dropped
/// with the links to it, and a fresh run's placement drops and unlinks nothing.
final class RouteDropTests: MigratedLogbookTestCase {
    /// The day the first generated run starts, UTC seconds.
    static let firstDay = 1_714_636_800.0

    /// Imports `course` run on `day` and returns its id.
    private func importRun(_ course: [CourseRuns.Metres], day: Int, seed: UInt64) throws -> Int64 {
        let points = CourseRuns.run(course, start: Self.firstDay + Double(day) * 86_400, speed: 3, interval: 1, seed: seed)
        return try XCTUnwrap(EffortTracks.importData(GeneratedRuns.gpx(points), name: "day-\(day).gpx", into: database).first, "seed \(seed)")
    }

    /// Every route as (id, reverse_of), by id.
    private func routes() throws -> [[Int64?]] {
        try database.rows("SELECT id, reverse_of FROM routes ORDER BY id").map { [$0[0].int64Value, $0[1].int64Value] }
    }

    func testARouteLeftEmptyIsDroppedWithTheLinkOfItsReverseAndAFreshRunUnlinksNothing() throws {
        let loop = try importRun(CourseRuns.loop, day: 1, seed: 31)
        let reversed = try importRun(CourseRuns.loop.reversed(), day: 2, seed: 32)
        // Each founded its route, numbered as itself, linked to the other.
        XCTAssertEqual(try routes(), [[loop, reversed], [reversed, loop]])
        // A fresh run on another course founds its own route and leaves both links alone.
        let elsewhere = try importRun(CourseRuns.loop.map { (east: $0.east + 5_000, north: $0.north) }, day: 3, seed: 33)
        XCTAssertEqual(try routes(), [[loop, reversed], [reversed, loop], [elsewhere, nil]])
        // The reversed run placed again on the course elsewhere: its route, empty, goes, and
        // so does the loop's link to it; the run joins the course elsewhere.
        let book = RouteBook(database: database)
        let moved = try book.positions(ofRun: elsewhere)
        XCTAssertEqual(try database.inTransaction { try book.place(runID: reversed, positions: moved) }, elsewhere)
        XCTAssertEqual(try routes(), [[loop, nil], [elsewhere, nil]])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM route_runs WHERE route_id = ?", [.integer(elsewhere)]).int64Value, 2)
    }
}
