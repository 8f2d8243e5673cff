import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis

/// The route tolerances at their edges: starts 150 m apart, a track 50 m off over 10 % of it.
final class RouteComparisonTests: XCTestCase {
    /// A noiseless track along `course`, one point every 5 m.
    private func track(_ course: [CourseRuns.Metres]) -> RouteTrack {
        let length = CourseRuns.length(course)
        let points = stride(from: 0.0, through: length, by: 5).map { metres -> CoursePoint in
            let position = CourseRuns.position(CourseRuns.point(along: course, at: metres))
            return CoursePoint(lat: position.lat, lon: position.lon)
        }
        return RouteTrack(positions: points)
    }

    /// A straight 2 km course east from `north` metres north of the origin, starting `shift` metres east.
    private func straight(shift: Double = 0, north: Double = 0) -> [CourseRuns.Metres] {
        [(shift, north), (2_000 + shift, north)]
    }

    func testStartsAndEndsWithinTheRadiusMatchAndJustBeyondDoNot() {
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(straight(shift: 149))), .same)
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(straight(shift: 151))), .different)
    }

    func testATrackWithinTheTrackRadiusMatchesAndOneBeyondItDoesNot() {
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(straight(north: 49))), .same)
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(straight(north: 51))), .different)
    }

    func testAStretchOffTheCourseOverMoreThanATenthOfItIsAnotherRoute() {
        // 2 km with a 150 m stretch 100 m off the line (7.5 %, plus the legs to it) matches; 300 m does not.
        func bump(_ metres: Double) -> [CourseRuns.Metres] {
            [(0, 0), (800, 0), (800, 100), (800 + metres, 100), (800 + metres, 0), (2_000, 0)]
        }
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(bump(60))), .same)
        XCTAssertEqual(RouteComparison.relation(of: track(straight()), to: track(bump(300))), .different)
    }

    func testACourseRunBackwardsIsTheReverseAndAnOutAndBackIsItsOwnReverse() {
        XCTAssertEqual(RouteComparison.relation(of: track(CourseRuns.pointToPoint), to: track(CourseRuns.pointToPoint.reversed())), .reverse)
        XCTAssertEqual(RouteComparison.relation(of: track(CourseRuns.loop), to: track(CourseRuns.loop.reversed())), .reverse)
        XCTAssertEqual(RouteComparison.relation(of: track(CourseRuns.outAndBack), to: track(CourseRuns.outAndBack.reversed())), .same)
    }

    func testAStoredTrackReadsBackToTheSameTenthOfAMicrodegree() {
        let original = track(CourseRuns.loop)
        let stored = RouteTrack(encoded: original.encoded, length: original.length)
        XCTAssertEqual(stored.points.count, original.points.count)
        for (a, b) in zip(stored.points, original.points) {
            XCTAssertEqual(a.lat, b.lat, accuracy: 1e-7)
            XCTAssertEqual(a.lon, b.lon, accuracy: 1e-7)
        }
        XCTAssertEqual(original.points.count, Int((original.length / RouteTolerances.trackSpacing).rounded(.down)) + 2)
    }
}
