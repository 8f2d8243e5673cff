import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The run builder hands its jump filter's verdict on with the built run (`JumpVerdict`), and
/// the tiles, the route and the segment passes found from it equal those the jump filter
/// finds anew from the stored samples (`JumpFreeWalk`): on the generated loop with a GPS
/// spike, a two-point spike, a relocation and back, and a spike closing the first of two
/// recording segments; and on seeded random runs with spikes and segment breaks.
final class JumpVerdictTests: MigratedLogbookTestCase {
    /// The day the first generated run starts, UTC seconds.
    static let firstDay = 1_714_636_800.0
    /// The importer the runs are built and stored with.
    private let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard))

    /// `points` as a GPX file, a new `<trkseg>` starting at each index of `breaks`.
    private func gpx(_ points: [GeneratedRuns.Point], breaks: Set<Int> = []) -> Data {
        GeneratedRuns.gpx(points, segmentBreaks: breaks)
    }

    /// Moves point `index` of `points` by `east` and `north` metres.
    private func displace(_ points: inout [GeneratedRuns.Point], _ index: Int, east: Double, north: Double) {
        let metres = CourseRuns.metres(lat: points[index].lat, lon: points[index].lon)
        let moved = CourseRuns.position((metres.east + east, metres.north + north))
        points[index].lat = moved.lat
        points[index].lon = moved.lon
    }

    /// The 4 km loop at 2.7 m/s and 1 Hz (about 1,480 points) with four glitches off its
    /// bottom (km 0.2-1.0) and top (km 2.2-3.0) sides: at point 500 a 1 km spike, at 600-601
    /// a two-point spike of 50 m, at 700-719 a relocation of 80 m east and back, and the
    /// last point of the first recording segment (point 1,199; the second starts at 1,200)
    /// thrown 500 m.
    private func glitchedLoop(seed: UInt64) -> (points: [GeneratedRuns.Point], breaks: Set<Int>) {
        var points = CourseRuns.run(CourseRuns.loop, start: Self.firstDay + 86_400, speed: 2.7, interval: 1, seed: seed)
        displace(&points, 500, east: 1_000, north: 0)
        displace(&points, 600, east: 0, north: 50)
        displace(&points, 601, east: 0, north: 50)
        for index in 700..<720 { displace(&points, index, east: 80, north: 0) }
        displace(&points, 1_199, east: -500, north: 0)
        return (points, [1_200])
    }

    /// The one run built from `data`, as an import builds it.
    private func built(_ data: Data) throws -> BuiltRun {
        try XCTUnwrap(try importer.build(ImportInput(data: data, displayName: "built.gpx")).runs.first)
    }

    /// The jump speed the tiles, routes and segments filter `built`'s positions with.
    private func jumpLimit(_ built: BuiltRun) -> Double {
        TileFinder.jumpLimit(sport: built.run.sport, source: built.run.sportSource)
    }

    func testTheBuildersVerdictKeepsExactlyThePositionsTheFilterKeepsAnew() throws {
        let glitched = glitchedLoop(seed: 41)
        let run = try built(gpx(glitched.points, breaks: glitched.breaks))
        let verdict = try XCTUnwrap(run.foundDerivations.jumpVerdict)
        XCTAssertEqual(verdict.count, run.sampleList.count)
        XCTAssertEqual(verdict.count, glitched.points.count)
        XCTAssertEqual(verdict.jumpLimit, 15)
        // The spike, the two-point spike, the first point out and the first back of the
        // relocation, the segment's last point: six, as the builder's warning says.
        XCTAssertEqual(verdict.leftOutCount, 6)
        XCTAssertTrue(run.warnings.contains("ignored 6 GPS jumps faster than 15 m/s"), "\(run.warnings)")
        XCTAssertEqual((0..<verdict.count).filter(verdict.leftOut), [500, 600, 601, 700, 720, 1_199])

        let handedOn = RouteBook.keptPositions(of: run.sampleList, jumpLimit: jumpLimit(run), verdict: verdict)
        let anew = RouteBook.keptPositions(of: run.sampleList, jumpLimit: jumpLimit(run), verdict: nil)
        XCTAssertEqual(handedOn.count, glitched.points.count - 6)
        XCTAssertEqual(handedOn, anew)
        XCTAssertEqual(handedOn.filter { $0.segment == 1 }.count, glitched.points.count - 1_200)

        let tiles = TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource, verdict: verdict)
        XCTAssertEqual(tiles, TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource))
        // Unfiltered, the 1 km spike would visit tiles of its own.
        var unfiltered = Set<Tile>()
        for sample in run.samples {
            for zoom in TileScheme.zooms {
                if let tile = Tile(lat: sample.point.lat, lon: sample.point.lon, zoom: zoom) { unfiltered.insert(tile) }
            }
        }
        XCTAssertGreaterThan(unfiltered.subtracting(tiles).count, 0)
    }

    func testTheSavedRouteSegmentPassesAndTilesEqualThoseFoundAnewFromTheStoredSamples() throws {
        let definer = try XCTUnwrap(try EffortTracks.importData(
            GeneratedRuns.gpx(CourseRuns.run(CourseRuns.loop, start: Self.firstDay, speed: 2.8, interval: 1, seed: 40)),
            name: "definer.gpx", into: database).first)
        try SegmentBoard(database: database).add(name: "Bottom side", runID: definer, stretch: .kilometres(from: 0.2, to: 1.0), now: 0)
        try SegmentBoard(database: database).add(name: "Top side", runID: definer, stretch: .kilometres(from: 2.2, to: 3.0), now: 0)
        let glitched = glitchedLoop(seed: 42)
        let data = gpx(glitched.points, breaks: glitched.breaks)
        // Saved as an import saves it: from the builder's verdict.
        let id = try XCTUnwrap(try EffortTracks.importData(data, name: "glitched.gpx", into: database).first)
        let book = RouteBook(database: database)
        func route() throws -> Int64? {
            try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(id)]).int64Value
        }
        func efforts() throws -> [[SQLiteValue]] {
            try database.rows(
                "SELECT segment_id, start_offset_s, elapsed_s FROM segment_efforts WHERE run_id = ? ORDER BY segment_id", [.integer(id)])
        }
        func tiles() throws -> Set<Tile> {
            Set(try database.rows("SELECT zoom, x, y FROM run_tiles WHERE run_id = ?", [.integer(id)]).map { row in
                Tile(zoom: Int(row[0].int64Value ?? 0), x: Int(row[1].int64Value ?? 0), y: Int(row[2].int64Value ?? 0))
            })
        }
        let savedRoute = try route(), savedEfforts = try efforts(), savedTiles = try tiles()
        XCTAssertEqual(savedRoute, try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(definer)]).int64Value)
        XCTAssertEqual(savedEfforts.count, 2, "both sides")

        // The stored samples, filtered anew, give the positions the verdict kept...
        let run = try built(data)
        let verdict = try XCTUnwrap(run.foundDerivations.jumpVerdict)
        XCTAssertEqual(try book.jumpFreePositions(ofRun: id), RouteBook.keptPositions(of: run.sampleList, jumpLimit: 15, verdict: verdict))
        // ...and, placed again from them, the same route and passes; the tiles likewise.
        XCTAssertEqual(try book.place(runID: id), savedRoute)
        XCTAssertEqual(try efforts(), savedEfforts)
        let rows = try SampleRows.rows(
            database, "SELECT offset_ms, lat_e7, lon_e7, segment FROM samples WHERE run_id = ? AND lat_e7 IS NOT NULL ORDER BY seq",
            [.integer(id)])
        let stored: [TilePoint] = rows.map { row in
            let offset = Double(row[0].int64Value ?? 0) / 1000
            let lat = Double(row[1].int64Value ?? 0) / 1e7
            let lon = Double(row[2].int64Value ?? 0) / 1e7
            return TilePoint(offset: offset, lat: lat, lon: lon, segment: row[3].int64Value ?? 0)
        }
        let anewTiles = TileFinder.tiles(jumpLimit: 15) { body in stored.forEach(body) }
        XCTAssertEqual(savedTiles, anewTiles)
        XCTAssertEqual(savedTiles.count, 21)
    }

    func testSeededRunsWithSpikesKeepTheSamePositionsByTheVerdictAsAnew() throws {
        let seed: UInt64 = 4_848
        var random = SplitMix64(state: seed)
        var leftOut = 0
        for trial in 0..<12 {
            let interval = Double(1 + random.below(5))
            var points = CourseRuns.run(
                CourseRuns.loop, start: Self.firstDay, speed: 2.5 + Double(random.below(10)) / 10, interval: interval,
                seed: random.next())
            for _ in 0..<random.below(8) {
                let index = random.below(points.count)
                for offset in 0..<(1 + random.below(4)) where index + offset < points.count {
                    displace(&points, index + offset, east: Double(random.below(2_000)) - 1_000, north: Double(random.below(2_000)) - 1_000)
                }
            }
            let breaks = Set((0..<random.below(3)).map { _ in 1 + random.below(points.count - 1) })
            let run = try built(gpx(points, breaks: breaks))
            let verdict = try XCTUnwrap(run.foundDerivations.jumpVerdict, "seed \(seed), trial \(trial)")
            leftOut += verdict.leftOutCount
            XCTAssertEqual(
                RouteBook.keptPositions(of: run.sampleList, jumpLimit: jumpLimit(run), verdict: verdict),
                RouteBook.keptPositions(of: run.sampleList, jumpLimit: jumpLimit(run), verdict: nil), "seed \(seed), trial \(trial)")
            XCTAssertEqual(
                TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource, verdict: verdict),
                TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource), "seed \(seed), trial \(trial)")
        }
        XCTAssertGreaterThan(leftOut, 20, "seed \(seed): the runs had jumps to leave out")
    }

    func testAVerdictIsReadOnlyForTheSamplesAndJumpSpeedItJudged() throws {
        let glitched = glitchedLoop(seed: 43)
        var run = try built(gpx(glitched.points, breaks: glitched.breaks))
        let verdict = try XCTUnwrap(run.foundDerivations.jumpVerdict)
        XCTAssertTrue(verdict.judges(sampleCount: run.sampleList.count, jumpLimit: 15))
        XCTAssertFalse(verdict.judges(sampleCount: run.sampleList.count, jumpLimit: 60), "an edit made it a ride")
        XCTAssertFalse(verdict.judges(sampleCount: run.sampleList.count - 1, jumpLimit: 15))
        // At a ride's jump speed the 1 km spike in a second is still a jump, the 50 m ones are
        // not: the filter runs anew and keeps them, whatever the verdict says.
        let atRideSpeed = RouteBook.keptPositions(of: run.sampleList, jumpLimit: 60, verdict: verdict)
        XCTAssertEqual(atRideSpeed, RouteBook.keptPositions(of: run.sampleList, jumpLimit: 60, verdict: nil))
        XCTAssertEqual(atRideSpeed.count, glitched.points.count - 4)
        // New samples drop the verdict with the other derivations.
        run.samples = run.samples
        XCTAssertNil(run.foundDerivations.jumpVerdict)
        var empty = JumpVerdict(jumpLimit: 15)
        for index in 0..<130 { empty.append(leftOut: index == 129) }
        XCTAssertEqual((0..<200).filter(empty.leftOut), [129])
        XCTAssertFalse(empty.leftOut(-1))
    }
}
