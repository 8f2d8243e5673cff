import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookFormats
import LogbookSQLite
import LogbookStore
import LogbookTestSupport

/// `--only routes`: routes and segments on a decade of runs, in this process (issue 48).
///
/// Generates runs of 300 rectangular loops scattered over 20 km (noise of 5-10 m, one point
/// every 5 s, one in ten run the other way), imports them through the real import path, then
/// measures (1) finding every route from scratch over the first 3,000 runs and (2) with
/// 10,000 runs and 200 segments stored, what matching one new 1 Hz run costs
/// (`RouteBook.place` from its samples in memory and the builder's verdict on their
/// positions, as the save path calls it: its route and its segment passes) against its
/// whole import, which includes it.
enum RoutesSection {
    /// Runs in the decade logbook routes are found in from scratch.
    static let decadeRuns = 3_000
    /// Runs stored when one new run is matched.
    static let manyRuns = 10_000
    /// Segments stored when one new run is matched.
    static let segments = 200
    /// Distinct courses.
    static let courses = 300
    /// New 1 Hz runs imported and matched, one trial each.
    static let trials = 15

    /// The options the section's runs are imported with.
    static let importOptions = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard)

    /// The generated courses: `courses` rectangular loops scattered over 20 km, in metres.
    static func courseLoops() -> [[CourseRuns.Metres]] {
        var random = SplitMix64(state: 1)
        return (0..<courses).map { _ in
            let east = Double(random.below(20_000)), north = Double(random.below(20_000))
            let width = 500 + Double(random.below(2_000)), height = 400 + Double(random.below(1_500))
            return [(east, north), (east + width, north), (east + width, north + height), (east, north + height), (east, north)]
        }
    }

    /// The GPX of generated run `index` on `loops`, one point every `interval` seconds.
    static func runData(_ index: Int, interval: Double, loops: [[CourseRuns.Metres]]) -> Data {
        var course = loops[index % courses]
        if (index / courses) % 10 == 9 { course.reverse() }
        let firstDay = 1_420_070_400.0
        let points = CourseRuns.run(course, start: firstDay + Double(index) * 30_000, speed: 2.6 + Double(index % 7) / 10,
                                    interval: interval, seed: UInt64(index + 1))
        return GeneratedRuns.gpx(points)
    }

    /// The runs imported and matched one trial each, as generated-run indices.
    static var trialIndices: [Int] { (0..<trials).map { manyRuns + $0 * courses / trials } }

    /// Runs the section and adds it to `report`.
    static func run(work: URL, report: inout BenchReport) throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let path = work.appendingPathComponent("routes.sqlite").path
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database)
        let loops = courseLoops()
        let importer = Importer(options: importOptions)
        func runData(_ index: Int, interval: Double) -> Data { Self.runData(index, interval: interval, loops: loops) }
        func importRun(_ index: Int, interval: Double) throws -> (id: Int64, seconds: Double) {
            let data = runData(index, interval: interval)
            let started = DispatchTime.now().uptimeNanoseconds
            let result = try importer.importFile(ImportInput(data: data, displayName: "run-\(index).gpx"), into: database)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            guard let id = result.runs.first?.id else { throw BenchError("generated run \(index) was not imported") }
            return (id, seconds)
        }
        Log.line("routes: importing \(decadeRuns) runs")
        for index in 0..<decadeRuns { _ = try importRun(index, interval: 5) }
        let book = RouteBook(database: database)
        var refinds = Series()
        var found = 0
        for _ in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            found = try database.inTransaction { try book.refind() }
            refinds.add(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        Log.line("routes: importing up to \(manyRuns) runs")
        for index in decadeRuns..<manyRuns { _ = try importRun(index, interval: 5) }
        // Segments: 300 m stretches of the first runs of 200 courses.
        for index in 0..<segments {
            let line = RouteTrack(positions: try book.positions(ofRun: Int64(index + 1)).prefix(80).map(\.point), spacing: RouteTolerances.segmentSpacing)
            _ = try database.inTransaction { try SegmentBook(database: database).add(name: "segment \(index)", line: line, now: 0) }
        }
        var imports = Series(), matches = Series(), tileCosts = Series(), walks = Series()
        for index in trialIndices {
            let (id, seconds) = try importRun(index, interval: 1)
            imports.add(seconds)
            // What the save path does for it: its samples still in memory, as the builder
            // left them with its verdict on their positions, placed (`RunStore.insertDetails`).
            let built = try importer.build(ImportInput(data: runData(index, interval: 1), displayName: "run-\(index).gpx"))
            guard let run = built.runs.first else { throw BenchError("generated run \(index) was not built") }
            // Its kept positions as the analysis step walks them once (`RunAnalysis.analyze`:
            // the builder's verdict read), which its tiles are found from and the save path
            // places it by: timed on their own, and counted with its tiles.
            let walkStarted = DispatchTime.now().uptimeNanoseconds
            let kept = KeptPositions(
                of: run.sampleList, jumpLimit: TileFinder.jumpLimit(sport: run.run.sport, source: run.run.sportSource),
                verdict: run.foundDerivations.jumpVerdict)
            let walkSeconds = Double(DispatchTime.now().uptimeNanoseconds - walkStarted) / 1e9
            walks.add(walkSeconds)
            // Timed inside its transaction, as it runs inside the import's: the commit (and its
            // sync) is the import's, paid once whatever the matching wrote.
            try database.inTransaction {
                let started = DispatchTime.now().uptimeNanoseconds
                _ = try book.place(runID: id, samples: run.sampleList, verdict: run.foundDerivations.jumpVerdict, kept: kept)
                matches.add(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
                // Its tiles as the analysis step finds them (from the kept positions) and the
                // save path writes them (`RunStore.insertDetails` calls `RunTileColumn.write`):
                // its rows again, the import's removed untimed first.
                try database.execute("DELETE FROM run_tiles WHERE run_id = ?", [.integer(id)])
                let tilesStarted = DispatchTime.now().uptimeNanoseconds
                let tiles = TileFinder.tiles(of: kept)
                try RunTileColumn.write(tiles, runID: id, in: database)
                tileCosts.add(walkSeconds + Double(DispatchTime.now().uptimeNanoseconds - tilesStarted) / 1e9)
            }
        }
        let share = matches.median / imports.median
        let tileShare = tileCosts.median / imports.median
        let runCount = try database.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let efforts = try database.scalar("SELECT count(*) FROM segment_efforts").int64Value ?? 0
        report.section("Routes and segments", load: MachineInfo.loadAverage())
        report.add("Runs of \(courses) generated loops over 20 km (noise 5-10 m, 5 s sampling, one in ten the other way round), imported in this process; "
                   + "medians of the trials (min-max). The spatial index is a grid of 0.005-degree cells on the routes' and segments' starts.\n")
        report.table(
            ["Measure", "Median (min-max)"],
            [
                ["Routes from scratch over \(decadeRuns) runs (\(found) routes), 3 trials", refinds.text(digits: 2) + " s"],
                ["Import of one new 1 Hz run of one lap (\(runCount) runs, \(segments) segments stored), \(trials) trials", imports.text(digits: 1, scale: 1000) + " ms"],
                ["Matching that run (its route and segment passes, from its kept positions)", matches.text(digits: 2, scale: 1000) + " ms"],
                ["Its tiles (its kept positions walked once by the builder's verdict, the tiles found from them, and written)", tileCosts.text(digits: 3, scale: 1000) + " ms"],
                ["Of which the walk of its kept positions (shared with the matching)", walks.text(digits: 3, scale: 1000) + " ms"],
            ], rightAligned: [1])
        report.target("Routes from scratch over 3,000 runs at most 10 s", figure: String(format: "%.2f s", refinds.median), met: refinds.median <= 10)
        report.target("Matching one run against 10,000 runs and 200 segments at most 5 % of its import",
                      figure: String(format: "%.1f %%", share * 100), met: share <= 0.05)
        report.target("Tiles of one run at most 2 % of its import (issue 52)", figure: String(format: "%.1f %%", tileShare * 100), met: tileShare <= 0.02)
        report.note("\(efforts) segment efforts were stored")
    }
}
