import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookFormats
import LogbookSQLite
import LogbookStore

/// `--only routes-repeat`: the routes section's matching alone, repeated, on the logbook that
/// `--only routes` left behind (its 10,015 runs and 200 segments): a repeatable measure of
/// `RouteBook.place(runID:samples:verdict:kept:)` for a profiler or callgrind, without importing
/// 10,000 runs again.
///
/// Each of the section's 15 new 1 Hz runs is built as the importer builds it, then placed
/// `repeats` times each way, every time in a transaction rolled back after it: as the routes
/// section times it (the run already on its route, placed again) and as a fresh import places
/// it (no `route_runs` row and no efforts yet).
enum RoutesRepeatSection {
    /// Placements of each run each way.
    static let repeats = 20

    /// Runs the section and adds it to `report`.
    static func run(work: URL, report: inout BenchReport) throws {
        let path = work.appendingPathComponent("routes.sqlite").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw BenchError("no \(path): run `--only routes` first, which leaves it")
        }
        let database = try Database(path: path)
        try database.configure()
        let loops = RoutesSection.courseLoops()
        let importer = Importer(options: RoutesSection.importOptions)
        let ids = try database.rows("SELECT id FROM runs ORDER BY id DESC LIMIT \(RoutesSection.trials)")
            .compactMap { $0.first?.int64Value }.reversed()
        guard ids.count == RoutesSection.trials else { throw BenchError("\(path) holds fewer than \(RoutesSection.trials) runs") }
        let book = RouteBook(database: database)
        var again = Series(), fresh = Series(), walks = Series()
        var routes: [Int64?] = []
        for (index, id) in zip(RoutesSection.trialIndices, ids) {
            let data = RoutesSection.runData(index, interval: 1, loops: loops)
            let built = try importer.build(ImportInput(data: data, displayName: "run-\(index).gpx"))
            guard let run = built.runs.first else { throw BenchError("generated run \(index) was not built") }
            // Its kept positions as the analysis step walks them, once a round (timed on their
            // own): the placements take them as the save path does.
            var kept = KeptPositions(jumpLimit: 0, sampleCount: 0, positions: [])
            for round in 0..<(2 * repeats) {
                let walkStarted = DispatchTime.now().uptimeNanoseconds
                kept = KeptPositions(
                    of: run.sampleList, jumpLimit: TileFinder.jumpLimit(sport: run.run.sport, source: run.run.sportSource),
                    verdict: run.foundDerivations.jumpVerdict)
                walks.add(Double(DispatchTime.now().uptimeNanoseconds - walkStarted) / 1e9)
                let isFresh = round % 2 == 1
                try database.execute("BEGIN IMMEDIATE")
                defer { try? database.execute("ROLLBACK") }
                if isFresh {
                    try database.execute("DELETE FROM route_runs WHERE run_id = ?", [.integer(id)])
                    try database.execute("DELETE FROM segment_efforts WHERE run_id = ?", [.integer(id)])
                }
                let started = DispatchTime.now().uptimeNanoseconds
                let route = try book.place(runID: id, samples: run.sampleList, verdict: run.foundDerivations.jumpVerdict, kept: kept)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                if isFresh { fresh.add(seconds) } else { again.add(seconds) }
                if round == 0 {
                    let efforts = try database.scalar("SELECT count(*) FROM segment_efforts WHERE run_id = ?", [.integer(id)]).int64Value ?? 0
                    routes.append(route)
                    Log.line("routes-repeat: run \(id) on route \(route.map(String.init) ?? "none"), \(efforts) segment efforts")
                }
            }
        }
        report.section("Routes and segments: matching repeated", load: MachineInfo.loadAverage())
        report.add("`RouteBook.place(runID:samples:verdict:kept:)` for the routes section's \(RoutesSection.trials) new 1 Hz runs, by their kept positions, "
                   + "\(repeats) times each way, each in a transaction rolled back; medians (min-max).\n")
        report.table(
            ["Measure", "Median (min-max)"],
            [
                ["Placed again (the routes section's measure)", again.text(digits: 3, scale: 1000) + " ms"],
                ["Placed fresh (as its import places it)", fresh.text(digits: 3, scale: 1000) + " ms"],
                ["The walk of its kept positions (the analysis step's, shared with its tiles; not in the placements)", walks.text(digits: 3, scale: 1000) + " ms"],
            ], rightAligned: [1])
        report.note("routes: " + routes.map { $0.map(String.init) ?? "none" }.joined(separator: ", "))
    }
}
