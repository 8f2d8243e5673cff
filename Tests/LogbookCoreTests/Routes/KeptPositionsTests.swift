import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore

/// The analysis step walks a run's kept positions once (`KeptPositions`) and hands them to
/// both its tiles and its placement on routes and segments: on seeded runs with GPS spikes,
/// a pause (a standstill, then a gap in time) and recording-segment breaks, they equal what
/// each path walked alone (the builder's verdict read through `JumpFreeWalk`, the filter run
/// anew, the tiles found from the samples), and the placement falls back to its own walk
/// when they were kept at another jump speed.
final class KeptPositionsTests: MigratedLogbookTestCase {
    /// The day the generated runs start, UTC seconds.
    static let firstDay = 1_714_636_800.0
    /// The importer the runs are built with.
    private let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard))

    /// `points` as a GPX file, a new `<trkseg>` starting at each index of `breaks`.
    private func gpx(_ points: [GeneratedRuns.Point], breaks: Set<Int>) -> Data {
        GeneratedRuns.gpx(points, segmentBreaks: breaks)
    }

    /// Moves point `index` of `points` by `east` and `north` metres.
    private func displace(_ points: inout [GeneratedRuns.Point], _ index: Int, east: Double, north: Double) {
        let metres = CourseRuns.metres(lat: points[index].lat, lon: points[index].lon)
        let moved = CourseRuns.position((metres.east + east, metres.north + north))
        points[index].lat = moved.lat
        points[index].lon = moved.lon
    }

    /// A seeded loop starting `day` days after `firstDay` (one run a day: an import takes
    /// another the same day for a copy) with spikes, a pause after a random point (90 samples standing within a
    /// few metres, then 5 minutes without any) and up to two segment breaks.
    private func pausedRun(_ random: inout SplitMix64, day: Int) -> Data {
        let interval = Double(1 + random.below(3))
        var points = CourseRuns.run(
            CourseRuns.loop, start: Self.firstDay + Double(day) * 86_400, speed: 2.5 + Double(random.below(10)) / 10, interval: interval, seed: random.next())
        let pause = 100 + random.below(points.count - 200)
        let standing: [GeneratedRuns.Point] = (1...90).map { step in
            var point = points[pause]
            point.time += Double(step) * interval
            return point
        }
        for index in (pause + 1)..<points.count { points[index].time += 90 * interval + 300 }
        points.insert(contentsOf: standing, at: pause + 1)
        for index in (pause + 1)...(pause + 90) {
            displace(&points, index, east: Double(random.below(7)) - 3, north: Double(random.below(7)) - 3)
        }
        for _ in 0..<(2 + random.below(6)) {
            let index = random.below(points.count)
            for offset in 0..<(1 + random.below(4)) where index + offset < points.count {
                displace(&points, index + offset, east: Double(random.below(2_000)) - 1_000, north: Double(random.below(2_000)) - 1_000)
            }
        }
        let breaks = Set((0..<random.below(3)).map { _ in 1 + random.below(points.count - 1) })
        return gpx(points, breaks: breaks)
    }

    /// The kept positions of `samples` as the save path walked them alone before they were
    /// shared: through `JumpFreeWalk.kept(of:jumpLimit:verdict:keep:)`, each stored value
    /// rounded as `TilePoint` and `StoredInteger` round it.
    private func walkedAlone(_ samples: RunSamples, jumpLimit: Double, verdict: JumpVerdict?) -> [TimedPosition] {
        var positions: [TimedPosition] = []
        JumpFreeWalk.kept(of: samples, jumpLimit: jumpLimit, verdict: verdict) { point, sample in
            positions.append(TimedPosition(
                offset: point.offset, point: CoursePoint(lat: point.lat, lon: point.lon),
                distance: Double(StoredInteger.scaled(sample.distance, scale: 10) ?? 0) / 10, segment: point.segment))
        }
        return positions
    }

    func testTheSharedPositionsEqualWhatEachPathWalkedAlone() throws {
        let seed: UInt64 = 5_252
        var random = SplitMix64(state: seed)
        var leftOut = 0, segmented = 0
        for trial in 0..<8 {
            let data = pausedRun(&random, day: trial)
            let run = try XCTUnwrap(try importer.build(ImportInput(data: data, displayName: "paused.gpx")).runs.first)
            let verdict = try XCTUnwrap(run.foundDerivations.jumpVerdict, "seed \(seed), trial \(trial)")
            let jumpLimit = TileFinder.jumpLimit(sport: run.run.sport, source: run.run.sportSource)
            let analyzed = try RunAnalysis.analyze(run, thresholds: .standard)
            let kept = analyzed.keptPositions
            leftOut += verdict.leftOutCount
            segmented += kept.positions.contains { $0.segment > 0 } ? 1 : 0
            XCTAssertEqual(kept.jumpLimit, jumpLimit, "seed \(seed), trial \(trial)")
            XCTAssertEqual(kept.sampleCount, run.sampleList.count, "seed \(seed), trial \(trial)")
            XCTAssertEqual(kept.positions.count, run.sampleList.count - verdict.leftOutCount, "seed \(seed), trial \(trial)")
            // What the placement walked alone, by the verdict and anew.
            XCTAssertEqual(kept.positions, walkedAlone(run.sampleList, jumpLimit: jumpLimit, verdict: verdict), "seed \(seed), trial \(trial)")
            XCTAssertEqual(kept.positions, walkedAlone(run.sampleList, jumpLimit: jumpLimit, verdict: nil), "seed \(seed), trial \(trial)")
            // What the tiles walked alone, by the verdict and anew.
            XCTAssertEqual(
                analyzed.tiles,
                TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource, verdict: verdict),
                "seed \(seed), trial \(trial)")
            XCTAssertEqual(
                analyzed.tiles, TileFinder.tiles(of: run.sampleList, sport: run.run.sport, source: run.run.sportSource),
                "seed \(seed), trial \(trial)")
            // And what the stored samples give once saved, filtered anew.
            let id = try XCTUnwrap(try EffortTracks.importData(data, name: "paused-\(trial).gpx", into: database).first)
            XCTAssertEqual(try RouteBook(database: database).jumpFreePositions(ofRun: id), kept.positions, "seed \(seed), trial \(trial)")
        }
        XCTAssertGreaterThan(leftOut, 10, "seed \(seed): the runs had jumps to leave out")
        XCTAssertGreaterThan(segmented, 2, "seed \(seed): runs had more than one recording segment")
    }

    func testThePlacementWalksItselfWhenThePositionsWereKeptAtAnotherJumpSpeed() throws {
        var random = SplitMix64(state: 5_253)
        let data = pausedRun(&random, day: 0)
        let id = try XCTUnwrap(try EffortTracks.importData(data, name: "paused.gpx", into: database).first)
        let run = try XCTUnwrap(try importer.build(ImportInput(data: data, displayName: "paused.gpx")).runs.first)
        let book = RouteBook(database: database)
        let route = try XCTUnwrap(try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(id)]).int64Value)
        let jumpLimit = TileFinder.jumpLimit(sport: run.run.sport, source: run.run.sportSource)
        // Kept at a ride's speed (the run stored on foot), or from other samples: not read.
        let atRideSpeed = KeptPositions(jumpLimit: 60, sampleCount: run.sampleList.count, positions: [])
        XCTAssertFalse(atRideSpeed.matches(sampleCount: run.sampleList.count, jumpLimit: jumpLimit))
        XCTAssertEqual(try book.place(runID: id, samples: run.sampleList, verdict: run.foundDerivations.jumpVerdict, kept: atRideSpeed), route)
        let otherSamples = KeptPositions(jumpLimit: jumpLimit, sampleCount: run.sampleList.count - 1, positions: [])
        XCTAssertEqual(try book.place(runID: id, samples: run.sampleList, verdict: run.foundDerivations.jumpVerdict, kept: otherSamples), route)
        // Kept at its own speed from its samples: read (empty, they place it on no route).
        let matching = KeptPositions(jumpLimit: jumpLimit, sampleCount: run.sampleList.count, positions: [])
        XCTAssertNil(try book.place(runID: id, samples: run.sampleList, verdict: run.foundDerivations.jumpVerdict, kept: matching))
    }
}
