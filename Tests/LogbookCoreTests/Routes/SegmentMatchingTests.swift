import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookStore

/// A segment cut from one run of the generated loop (its bottom side, km 0.2 to 1.0) is
/// matched in every run that goes along it forwards, at once and on later imports, with the
/// time an independent interpolation at its gates gives; a run that only touches its start
/// gate, or runs it backwards, has no effort.
final class SegmentMatchingTests: MigratedLogbookTestCase {
    /// The day the first generated run starts, UTC seconds.
    static let firstDay = 1_714_636_800.0

    /// Each imported run's generated points, by run id.
    private var generated: [Int64: [GeneratedRuns.Point]] = [:]

    /// Imports a run of `course` on `day` and keeps its points.
    @discardableResult
    private func importRun(_ course: [CourseRuns.Metres], day: Int, interval: Double = 1, seed: UInt64, pauseAt: Double? = nil) throws -> Int64 {
        let points = CourseRuns.run(
            course, start: Self.firstDay + Double(day) * 86_400, speed: 2.7 + Double(day % 4) / 10, interval: interval, seed: seed, pauseAt: pauseAt)
        let id = try XCTUnwrap(EffortTracks.importData(GeneratedRuns.gpx(points), name: "day-\(day).gpx", into: database).first, "seed \(seed)")
        generated[id] = points
        return id
    }

    /// The stored efforts of run `id` on segment `segmentID`, seconds.
    private func efforts(of id: Int64, on segmentID: Int64) throws -> [Double] {
        try database.rows("SELECT elapsed_s FROM segment_efforts WHERE run_id = ? AND segment_id = ? ORDER BY start_offset_s",
                          [.integer(id), .integer(segmentID)]).compactMap { $0.first?.doubleValue }
    }

    /// The time between the gates, worked out here: the generated points (7 decimals, as the
    /// file has them) on the course's own east-north metres, the first eastward crossing of
    /// the start's meridian line near the bottom side, then of the end's, each interpolated
    /// in its step.
    private func independentElapsed(_ points: [GeneratedRuns.Point], start: CoursePoint, end: CoursePoint) -> Double? {
        let metres = EffortTracks.rounded(points).map { CourseRuns.metres(lat: $0.lat, lon: $0.lon) }
        let startX = CourseRuns.metres(lat: start.lat, lon: start.lon).east
        let endX = CourseRuns.metres(lat: end.lat, lon: end.lon).east
        func crossing(_ x: Double, after first: Int) -> (index: Int, time: Double)? {
            for index in first..<(metres.count - 1) where metres[index].east < x && metres[index + 1].east >= x && abs(metres[index].north) < 40 {
                let fraction = (x - metres[index].east) / (metres[index + 1].east - metres[index].east)
                return (index + 1, points[index].time + (points[index + 1].time - points[index].time) * fraction)
            }
            return nil
        }
        guard let entry = crossing(startX, after: 0), let exit = crossing(endX, after: entry.index) else { return nil }
        return exit.time - entry.time
    }

    func testASegmentMatchesEveryRunAlongItForwardsWithTheGateTimes() throws {
        let definer = try importRun(CourseRuns.loop, day: 1, seed: 11)
        var along = [definer]
        along.append(try importRun(CourseRuns.loop, day: 2, interval: 5, seed: 12))
        along.append(try importRun(CourseRuns.loop, day: 3, seed: 13, pauseAt: 600))
        let reversed = try importRun(CourseRuns.loop.reversed(), day: 4, seed: 14)
        let outAndBack = try importRun(CourseRuns.outAndBack, day: 5, seed: 15)
        let touchesStart = try importRun([(-300, 0), (300, 0), (300, 600)], day: 6, seed: 16)
        along.append(try importRun(CourseRuns.loopWithDetour, day: 7, seed: 17))

        let board = SegmentBoard(database: database)
        let added = try board.add(name: "Bottom side", runID: definer, stretch: .kilometres(from: 0.2, to: 1.0), now: 0)
        XCTAssertEqual(added.segment.length, 800, accuracy: 15)
        // Imported after the segment: matched on import.
        along.append(try importRun(CourseRuns.loop, day: 8, interval: 5, seed: 18, pauseAt: 500))
        along.append(try importRun(CourseRuns.loop, day: 9, seed: 19))

        let segment = try XCTUnwrap(try SegmentBook(database: database).segment(named: "Bottom side"))
        let start = try XCTUnwrap(segment.line.start), end = try XCTUnwrap(segment.line.end)
        for id in along {
            let stored = try efforts(of: id, on: segment.id)
            XCTAssertEqual(stored.count, 1, "run \(id)")
            let expected = try XCTUnwrap(independentElapsed(try XCTUnwrap(generated[id]), start: start, end: end), "run \(id)")
            XCTAssertEqual(try XCTUnwrap(stored.first), expected, accuracy: 0.5, "run \(id)")
        }
        for id in [reversed, outAndBack, touchesStart] {
            XCTAssertEqual(try efforts(of: id, on: segment.id), [], "run \(id)")
        }
        let board2 = try board.show("Bottom side")
        XCTAssertEqual(board2.efforts.count, along.count)
        XCTAssertEqual(board2.efforts.map(\.elapsed), board2.efforts.map(\.elapsed).sorted())
    }

    func testAGPSSpikePastTheEndGateCutsNoCornerOffTheSegment() throws {
        let definer = try importRun(CourseRuns.loop, day: 1, seed: 31)
        try SegmentBoard(database: database).add(name: "Bottom side", runID: definer, stretch: .kilometres(from: 0.2, to: 1.0), now: 0)
        let segment = try XCTUnwrap(try SegmentBook(database: database).segment(named: "Bottom side"))
        let start = try XCTUnwrap(segment.line.start), end = try XCTUnwrap(segment.line.end)
        // The same loop a day later, one point 40 m before the end thrown 10 m past it (a
        // step of about 50 m in a second, then back): without the jump filter the pass
        // would end at the spike, 15 s early.
        let points = CourseRuns.run(CourseRuns.loop, start: Self.firstDay + 2 * 86_400, speed: 2.7, interval: 1, seed: 32, pauseAt: nil)
        let endEast = CourseRuns.metres(lat: end.lat, lon: end.lon).east
        let index = try XCTUnwrap(points.firstIndex {
            let metres = CourseRuns.metres(lat: $0.lat, lon: $0.lon)
            return metres.east >= endEast - 40 && abs(metres.north) < 40
        })
        var spiked = points
        let thrown = CourseRuns.position((endEast + 10, 0))
        spiked[index].lat = thrown.lat
        spiked[index].lon = thrown.lon
        let id = try XCTUnwrap(try EffortTracks.importData(GeneratedRuns.gpx(spiked), name: "spiked.gpx", into: database).first)
        let expected = try XCTUnwrap(independentElapsed(points, start: start, end: end))
        let stored = try efforts(of: id, on: segment.id)
        XCTAssertEqual(stored.count, 1)
        XCTAssertEqual(try XCTUnwrap(stored.first), expected, accuracy: 0.5, "the time to the real end, not to the spike")
        XCTAssertGreaterThan(expected, 250, "the pass is the whole 800 m at 2.7 m/s (296 s)")
    }

    func testARemovedSegmentTakesItsEffortsAndAnUnknownOneIsNotFound() throws {
        let definer = try importRun(CourseRuns.loop, day: 1, seed: 21)
        try importRun(CourseRuns.loop, day: 2, seed: 22)
        let board = SegmentBoard(database: database)
        try board.add(name: "Hill", runID: definer, stretch: .kilometres(from: 1.3, to: 1.9), now: 0)
        XCTAssertEqual(try board.show("Hill").efforts.count, 2)
        XCTAssertThrowsError(try board.add(name: "Hill", runID: definer, stretch: .kilometres(from: 0.1, to: 0.5), now: 0)) { error in
            XCTAssertEqual(error as? SegmentError, .nameTaken(name: "Hill"))
        }
        try board.remove("Hill")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM segment_efforts").int64Value, 0)
        XCTAssertThrowsError(try board.show("Hill")) { error in
            XCTAssertEqual(error as? SegmentError, .segmentNotFound(name: "Hill"))
        }
        XCTAssertThrowsError(try board.add(name: "Far", runID: definer, stretch: .kilometres(from: 3.5, to: 9), now: 0)) { error in
            guard case .badStretch(let run, _) = error as? SegmentError else { return XCTFail("\(error)") }
            XCTAssertEqual(run, definer)
        }
    }

    /// The first crossing of the meridian line `x` metres east, westwards (`westwards`) or
    /// eastwards, after point `first` of `metres`: the point after it and the interpolated time.
    private func meridianCrossing(
        _ points: [GeneratedRuns.Point], _ metres: [CourseRuns.Metres], x: Double, westwards: Bool, after first: Int
    ) -> (index: Int, time: Double)? {
        for index in first..<(metres.count - 1) {
            let a = metres[index].east, b = metres[index + 1].east
            guard westwards ? (a > x && b <= x) : (a < x && b >= x) else { continue }
            let fraction = (x - a) / (b - a)
            return (index + 1, points[index].time + (points[index + 1].time - points[index].time) * fraction)
        }
        return nil
    }

    func testASegmentRoundTheTurnOfAnOutAndBackMatchesEveryRunOfIt() throws {
        // The out-and-back goes 2 km west and comes back on the same road: a segment from km 1.5
        // to 2.5 goes out past its start, turns, and comes back to it, its two legs metres apart.
        let definer = try importRun(CourseRuns.outAndBack, day: 21, seed: 31)
        var runs = [definer]
        runs.append(try importRun(CourseRuns.outAndBack, day: 22, interval: 5, seed: 32))
        runs.append(try importRun(CourseRuns.outAndBack, day: 23, seed: 33, pauseAt: 1_800))
        let loop = try importRun(CourseRuns.loop, day: 24, seed: 34)
        let added = try SegmentBoard(database: database).add(name: "Turn", runID: definer, stretch: .kilometres(from: 1.5, to: 2.5), now: 0)
        XCTAssertEqual(added.segment.length, 1_000, accuracy: 25)
        runs.append(try importRun(CourseRuns.outAndBack, day: 25, seed: 35))

        let segment = try XCTUnwrap(try SegmentBook(database: database).segment(named: "Turn"))
        let startX = CourseRuns.metres(lat: try XCTUnwrap(segment.line.start).lat, lon: try XCTUnwrap(segment.line.start).lon).east
        let endX = CourseRuns.metres(lat: try XCTUnwrap(segment.line.end).lat, lon: try XCTUnwrap(segment.line.end).lon).east
        XCTAssertEqual(startX, -1_500, accuracy: 15)
        XCTAssertEqual(endX, -1_500, accuracy: 15)
        for id in runs {
            let points = try XCTUnwrap(generated[id])
            let metres = EffortTracks.rounded(points).map { CourseRuns.metres(lat: $0.lat, lon: $0.lon) }
            // Out through the start's line westwards, back through the end's line eastwards.
            let entry = try XCTUnwrap(meridianCrossing(points, metres, x: startX, westwards: true, after: 0), "run \(id)")
            let exit = try XCTUnwrap(meridianCrossing(points, metres, x: endX, westwards: false, after: entry.index), "run \(id)")
            let stored = try efforts(of: id, on: segment.id)
            XCTAssertEqual(stored.count, 1, "run \(id)")
            XCTAssertEqual(try XCTUnwrap(stored.first), exit.time - entry.time, accuracy: 1, "run \(id)")
        }
        XCTAssertEqual(try efforts(of: loop, on: segment.id), [])
    }

    func testAStepReachesAlongTheLineNoFartherThanItsLengthAndTheLineRadius() {
        XCTAssertEqual(SegmentMatcher.stepReach(0), 70)
        XCTAssertEqual(SegmentMatcher.stepReach(10), 85)
    }
}
