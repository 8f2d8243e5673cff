import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookStore

/// Routes found by themselves on generated courses: a loop, an out-and-back and a
/// point-to-point run five times each (noise of 5-10 m, 1 s and 5 s sampling, a pause),
/// the loop run the other way, the loop with a 1.5 km detour, and unrelated runs.
final class RouteFindingTests: MigratedLogbookTestCase {
    /// The day the first generated run starts, UTC seconds.
    static let firstDay = 1_714_636_800.0

    /// Imports `course` run as `index`-th of the day list and returns its id.
    private func importRun(_ course: [CourseRuns.Metres], day: Int, interval: Double = 1, seed: UInt64, pause: Bool = false) throws -> Int64 {
        let points = CourseRuns.run(
            course, start: Self.firstDay + Double(day) * 86_400, speed: 2.8 + Double(day % 5) / 10, interval: interval, seed: seed,
            pauseAt: pause ? 1_500 : nil)
        return try XCTUnwrap(EffortTracks.importData(GeneratedRuns.gpx(points), name: "day-\(day).gpx", into: database).first, "seed \(seed)")
    }

    /// The route of run `id`, or nil.
    private func route(of id: Int64) throws -> Int64? {
        try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(id)]).int64Value
    }

    /// Every run on each route, as sets of run ids.
    private func groups() throws -> Set<Set<Int64>> {
        var byRoute: [Int64: Set<Int64>] = [:]
        for row in try database.rows("SELECT route_id, run_id FROM route_runs") {
            byRoute[row[0].int64Value ?? 0, default: []].insert(row[1].int64Value ?? 0)
        }
        return Set(byRoute.values)
    }

    /// The generated logbook: the ids of each course's runs.
    private func importCourses() throws -> (loop: [Int64], outAndBack: [Int64], pointToPoint: [Int64], reversed: Int64, detour: Int64, unrelated: [Int64]) {
        var day = 0
        func next() -> Int { day += 1; return day }
        var loop: [Int64] = [], outAndBack: [Int64] = [], pointToPoint: [Int64] = []
        for index in 0..<5 {
            let interval: Double = index % 2 == 0 ? 1 : 5
            loop.append(try importRun(CourseRuns.loop, day: next(), interval: interval, seed: UInt64(100 + index), pause: index == 2))
            outAndBack.append(try importRun(CourseRuns.outAndBack, day: next(), interval: interval, seed: UInt64(200 + index), pause: index == 3))
            pointToPoint.append(try importRun(CourseRuns.pointToPoint, day: next(), interval: interval, seed: UInt64(300 + index), pause: index == 1))
        }
        let reversed = try importRun(CourseRuns.loop.reversed(), day: next(), seed: 400)
        let detour = try importRun(CourseRuns.loopWithDetour, day: next(), seed: 500)
        let elsewhere = CourseRuns.loop.map { (east: $0.east + 5_000, north: $0.north + 3_000) }
        let unrelated = [
            try importRun(elsewhere, day: next(), seed: 600),
            try importRun([(0, 0), (0, 3_000)], day: next(), seed: 601),
            try importRun([(0, 0), (600, 0), (600, 800), (0, 800), (0, 0)], day: next(), seed: 602),
        ]
        return (loop, outAndBack, pointToPoint, reversed, detour, unrelated)
    }

    func testTheRoutesFoundAreExactlyTheCoursesRun() throws {
        let runs = try importCourses()
        var expected: Set<Set<Int64>> = [Set(runs.loop), Set(runs.outAndBack), Set(runs.pointToPoint), [runs.reversed], [runs.detour]]
        for id in runs.unrelated { expected.insert([id]) }
        XCTAssertEqual(try groups(), expected)
        XCTAssertNotEqual(try route(of: runs.detour), try route(of: runs.loop[0]), "the detour is not on the loop")
    }

    func testTheLoopRunTheOtherWayIsLinkedAsItsReverse() throws {
        let runs = try importCourses()
        let loop = try XCTUnwrap(try route(of: runs.loop[0]))
        let reversed = try XCTUnwrap(try route(of: runs.reversed))
        XCTAssertEqual(try database.scalar("SELECT reverse_of FROM routes WHERE id = ?", [.integer(reversed)]).int64Value, loop)
        XCTAssertEqual(try database.scalar("SELECT reverse_of FROM routes WHERE id = ?", [.integer(loop)]).int64Value, reversed)
        let outAndBack = try XCTUnwrap(try route(of: runs.outAndBack[0]))
        XCTAssertNil(try database.scalar("SELECT reverse_of FROM routes WHERE id = ?", [.integer(outAndBack)]).int64Value)
    }

    func testARunWithoutGPSIsOnNoRoute() throws {
        let csv = "Activity Id,Date,Type,Route Name,Distance (km),Duration,Average Pace,Average Speed (km/h),Calories Burned,Climb (m),Average Heart Rate (bpm),Friend's Tagged,Notes,GPX File\n"
            + "a1,2024-05-02 07:00:00,Running,,5.00,25:00,5:00,12.00,300,10,,,,\n"
        let ids = try EffortTracks.importData(Data(csv.utf8), name: "cardioActivities.csv", into: database)
        XCTAssertEqual(ids.count, 1)
        XCTAssertNil(try route(of: ids[0]))
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM routes").int64Value, 0)
    }

    func testATrackShorterThanTheShortestRouteIsOnNoRoute() throws {
        let short = try importRun([(0, 0), (RouteTolerances.shortestRoute - 20, 0)], day: 1, seed: 700)
        let long = try importRun([(0, 0), (RouteTolerances.shortestRoute + 40, 0)], day: 2, seed: 701)
        XCTAssertNil(try route(of: short))
        XCTAssertNotNil(try route(of: long))
    }

    func testFindingEveryRouteAgainFromScratchGivesTheSameGroups() throws {
        _ = try importCourses()
        let before = try groups()
        try database.execute("UPDATE routes SET name = 'Home loop' WHERE id = (SELECT route_id FROM route_runs ORDER BY run_id LIMIT 1)")
        XCTAssertEqual(try RouteBook(database: database).refind(), before.count)
        XCTAssertEqual(try groups(), before)
        XCTAssertEqual(
            try database.scalar("SELECT r.name FROM routes r JOIN route_runs rr ON rr.route_id = r.id ORDER BY rr.run_id LIMIT 1").stringValue,
            "Home loop")
    }

    func testQuarantineTakesARunOffItsRouteAndRestoreBringsItBack() throws {
        let runs = try importCourses()
        let loop = try XCTUnwrap(try route(of: runs.loop[1]))
        let tables = QuarantineTables(database: database)
        try tables.moveIn(runID: runs.loop[1], rules: "duplicate", detail: "test", duplicateOf: nil, at: 0)
        XCTAssertNil(try route(of: runs.loop[1]))
        try tables.moveOut(runID: runs.loop[1])
        XCTAssertEqual(try route(of: runs.loop[1]), loop)
    }
}
