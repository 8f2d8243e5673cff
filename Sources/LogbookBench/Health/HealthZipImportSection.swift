import Foundation
import LogbookCore
import LogbookSQLite
import LogbookStore

/// The whole-export import (`--only health-zip`, `--zip-mb`, 2000 by default): a generated
/// Apple Health export (an export.xml of that size and its route files) zipped as the
/// Health app writes it, then imported by the release `logbook` into a fresh database.
///
/// The export.xml member is far too large to hold in memory: it is hashed, then parsed,
/// each time read again from the zip, its heart-rate records joined onto the routes, and
/// every workout stored. Its peak memory is the figure for "a whole export in bounded
/// memory"; its time is given with the load it was measured under. Then every run's distance
/// is set to 300 m (as an older version could have stored it) and the export is refreshed
/// (`import --refresh`), which rewrites every run: its peak memory is the refresh's figure
/// (the unit tests measured it in-process until a busy machine made that bound flake).
enum HealthZipImportSection {
    /// Generates (or reuses) the export under `work`, zips it, imports it once and adds the section to `report`.
    static func run(megabytes: Int, logbook: String, work: URL, report: inout BenchReport) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") else {
            report.note("the whole-export import needs /usr/bin/zip (apt-get install zip); it was skipped")
            return
        }
        let root = work.appendingPathComponent("health-\(megabytes)mb")
        let folder = root.appendingPathComponent("apple_health_export")
        let zip = root.appendingPathComponent("export.zip").path
        Log.line("Apple Health zip: writing a \(megabytes) MB export.xml")
        let written = try HealthExportGenerator(folder: folder, megabytes: megabytes).write()
        unlink(zip)
        let zipped = try ProcessRunner.run("/bin/sh", ["-c", "cd '\(root.path)' && /usr/bin/zip -q -r export.zip apple_health_export"])
        guard zipped.status == 0 else { throw BenchError("zip exited with \(zipped.status)") }
        let zipBytes = (try FileManager.default.attributesOfItem(atPath: zip)[.size] as? Int) ?? 0
        let database = root.appendingPathComponent("import.sqlite").path
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(database + suffix) }
        let load = MachineInfo.loadAverage()
        Log.line("Apple Health zip: importing \(zip)")
        let errors = root.appendingPathComponent("import.stderr").path
        let outcome = try ProcessRunner.run(
            logbook, ["import", "--tz", "UTC", "--db", database, zip],
            stdoutPath: root.appendingPathComponent("import.stdout").path, stderrPath: errors, measureMemory: true)
        guard outcome.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw BenchError("the import of \(zip) exited with \(outcome.status):\n\(text.suffix(1500))")
        }
        let stored = try Database(path: database, mode: .readOnly)
        let runs = try stored.scalar("SELECT count(*) FROM runs").int64Value ?? 0
        let samples = try SampleChunkTable(database: stored).totalSampleCount()
        report.add("## Import: a whole Apple Health export.zip\n")
        report.add(String(format: "_1-minute load average when the import started: %.2f (other builds share the machine; "
                          + "the memory figure does not depend on it, the time does)._\n", load))
        report.add(String(format: "The generated export (%.1f MB export.xml: %d workouts, %d route files, %d heart-rate and %d "
                          + "other Records) zipped by Info-ZIP to %.1f MB, imported by `logbook import` into a fresh "
                          + "database, once: %lld runs and %lld samples stored.\n",
                          Double(written.bytes) / 1e6, written.workouts, written.routes, written.heartRates,
                          written.otherRecords, Double(zipBytes) / 1e6, runs, samples))
        do {
            let writer = try Database(path: database)
            try writer.execute("UPDATE runs SET distance_m = 300")
        }
        Log.line("Apple Health zip: refreshing \(zip)")
        let refreshed = try ProcessRunner.run(
            logbook, ["import", "--refresh", "--tz", "UTC", "--db", database, zip],
            stdoutPath: root.appendingPathComponent("refresh.stdout").path, stderrPath: errors, measureMemory: true)
        guard refreshed.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw BenchError("the refresh of \(zip) exited with \(refreshed.status):\n\(text.suffix(1500))")
        }
        report.table(["Command", "Wall s", "CPU s", "Peak RSS"], [outcome, refreshed].enumerated().map { index, run in
            [index == 0 ? "logbook import export.zip" : "logbook import --refresh export.zip (every run rewritten)",
             String(format: "%.1f", run.seconds), String(format: "%.1f", run.cpuSeconds), BenchReport.mebibytes(Double(run.maxRSS))]
        }, rightAligned: [1, 2, 3])
        report.target("whole-export import of \(megabytes) MB in <= 64 MiB", figure: BenchReport.mebibytes(Double(outcome.maxRSS)),
                      met: outcome.maxRSS <= 64 << 20)
        report.target("whole-export refresh of \(megabytes) MB in <= 64 MiB", figure: BenchReport.mebibytes(Double(refreshed.maxRSS)),
                      met: refreshed.maxRSS <= 64 << 20)
    }
}
