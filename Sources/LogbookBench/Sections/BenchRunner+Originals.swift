import Foundation
import LogbookCore
import LogbookFormats
import LogbookSQLite

extension BenchRunner {
    /// Kept originals: what keeping every imported file's bytes (zstd, inside the logbook)
    /// adds to the database's size and to the import time of the 100 one-hour GPX files,
    /// against `import --no-originals`, in alternating runs; and what writing one back and
    /// reading all of them again (`rebuild --from-originals`) take.
    mutating func originalsSection() throws {
        let load = waitForLoad("originals")
        let (kept, keeping, declining, ratios, sizes) = try importKeptAndNot(
            runner: self, folder: data.importFolder.path, name: "originals", what: "logbook import")
        let database = try Database(path: kept, mode: .readOnly)
        let files = try database.scalar("SELECT count(*) FROM kept_originals WHERE state = 'kept'").int64Value ?? 0
        let raw = try database.scalar("SELECT sum(byte_count) FROM kept_originals").int64Value ?? 0
        let stored = try database.scalar("SELECT sum(stored_bytes) FROM kept_originals").int64Value ?? 0
        let chunks = try database.scalar("SELECT count(*) FROM kept_original_chunks").int64Value ?? 0

        let out = path("original-1.gpx")
        var writeBack = Measured(label: "`logbook original 1 --out FILE --force`")
        var rebuild = Measured(label: "`logbook rebuild --from-originals --dry-run` (100 files)")
        for _ in 0..<options.statsPairs {
            writeBack.add(try ProcessRunner.run(logbook, ["original", "1", "--out", out, "--force", "--db", kept]))
        }
        for _ in 0..<3 {
            rebuild.add(try ProcessRunner.run(logbook, ["rebuild", "--from-originals", "--dry-run", "--db", kept]))
        }

        let growth = Double(sizes[0] - sizes[1])
        report.section("Kept originals", load: load, remark: "; the machine is shared with other builds, so wall times carry their noise")
        report.add(String(
            format: "%lld files, %@ as imported, kept in %@ (zstd level 1 through libzstd, %.1f %% of their size, %lld chunks): "
                + "the logbook is %@ with them and %@ without (+%@, +%.0f %%).\n",
            files, ByteCount.text(raw), ByteCount.text(stored), Double(stored) / Double(max(raw, 1)) * 100, chunks,
            ByteCount.text(Int64(sizes[0])), ByteCount.text(Int64(sizes[1])), ByteCount.text(Int64(growth)),
            growth / Double(max(sizes[1], 1)) * 100))
        report.table(["Command", "Wall ms (min-max), N"], [writeBack, rebuild].map {
            [$0.label, $0.wall.text(digits: 1, scale: 1000) + ", \($0.wall.count)"]
        }, rightAligned: [1])
        reportKeptAndNot("the 100 files", keeping, declining, ratios)
        try originalsOfAHealthExport()
    }

    /// The same comparison for a generated Apple Health export (its `export.xml` and route
    /// files, one import each way per pair): what keeping it costs in time and in size.
    private mutating func originalsOfAHealthExport() throws {
        let folder = URL(fileURLWithPath: path("originals-health/apple_health_export"))
        Log.line("originals: writing a \(options.healthMegabytes) MB Apple Health export")
        let written = try HealthExportGenerator(folder: folder, megabytes: options.healthMegabytes).write()
        let (_, keeping, declining, ratios, sizes) = try importKeptAndNot(
            runner: self, folder: folder.path, name: "originals-health", what: "logbook import of the export")
        report.add(String(
            format: "An Apple Health export of %@ (`export.xml` and its route files): the logbook is %@ keeping its originals, %@ without.\n",
            ByteCount.text(Int64(written.bytes)), ByteCount.text(Int64(sizes[0])), ByteCount.text(Int64(sizes[1]))))
        reportKeptAndNot("the Apple Health export", keeping, declining, ratios)
    }

    /// The tables and the target of one kept / not kept comparison of the import of `what`.
    private mutating func reportKeptAndNot(_ what: String, _ keeping: Measured, _ declining: Measured, _ ratios: Series) {
        report.table(
            ["Import of \(what)", "Wall s, N", "CPU s", "Peak MB"],
            [keeping, declining].map {
                [$0.label, $0.wall.text(digits: 3) + ", \($0.wall.count)", Series.format($0.cpu.median, 2), Series.format($0.rss.median / 1_048_576, 1)]
            },
            rightAligned: [1, 2, 3])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["kept / --no-originals", ratios.list(digits: 3), Series.format(ratios.median, 3)]], rightAligned: [2])
        report.target("Import time grows by at most 10 % (\(what))", figure: String(format: "%+.1f %%", (ratios.median - 1) * 100),
                      met: ratios.median <= 1.10)
    }

    /// Imports `folder` into a new logbook with its originals kept and with `--no-originals`
    /// in alternating runs after a warm-up: the kept logbook's path, both measurements
    /// (labelled after `what`), the per-pair ratios kept / not kept, and both logbooks' sizes
    /// once every page is in the main file (no WAL).
    private func importKeptAndNot(runner: BenchRunner, folder: String, name: String, what: String) throws
        -> (kept: String, keeping: Measured, declining: Measured, ratios: Series, sizes: [Int])
    {
        let kept = path("\(name)-kept.sqlite"), without = path("\(name)-none.sqlite")
        var keeping = Measured(label: "\(what) (originals kept)")
        var declining = Measured(label: "\(what) --no-originals")
        let runKeeping = { try runner.timed(runner.logbook, ["import", "--db", kept, folder], database: kept, log: "\(name)-kept") }
        let runDeclining = {
            try runner.timed(runner.logbook, ["import", "--no-originals", "--db", without, folder], database: without, log: "\(name)-none")
        }
        _ = try runKeeping()  // warm-up
        let pairs = try alternatePairs(("kept", "none"), &keeping, &declining, runMine: runKeeping, runTheirs: runDeclining)
        var ratios = Series()
        for pair in pairs { ratios.add(pair.mine.seconds / pair.theirs.seconds) }
        var sizes: [Int] = []
        for file in [kept, without] {
            let database = try Database(path: file)
            try database.configure()
            _ = try database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
            sizes.append(try databaseCounts(file).bytes)
        }
        return (kept, keeping, declining, ratios, sizes)
    }
}
