import Foundation

/// The flat-memory section (`--only memory`, `--memory-mb`, 1000 by default): one 20 Hz GPX
/// run of that size imported from its file and from stdin, then rebuilt and dry-run
/// rebuilt, and an Apple Health export.xml of that size and of twice it whose heart-rate
/// records all lie inside one workout, each imported by the release `logbook` into a fresh
/// database; every peak memory is set beside the file's size against the 64 MiB bound.
///
/// The files are generated under the work folder and deleted afterwards (they are large).
enum FlatMemorySection {
    /// Generates the files, runs the commands and adds the section to `report`.
    static func run(megabytes: Int, logbook: String, work: URL, report: inout BenchReport) throws {
        let folder = work.appendingPathComponent("flat-memory")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let load = MachineInfo.loadAverage()
        var rows: [[String]] = []
        var worst = 0
        func measure(_ label: String, bytes: Int, _ arguments: [String], stdin: String? = nil) throws {
            let database = arguments[arguments.firstIndex(of: "--db").map { $0 + 1 } ?? 0]
            let command = stdin.map { _ in "/bin/sh" } ?? logbook
            let commandArguments = stdin.map { ["-c", "exec '\(logbook)' " + arguments.map { "'\($0)'" }.joined(separator: " ") + " < '\($0)'"] }
                ?? arguments
            let outcome = try ProcessRunner.run(command, commandArguments, measureMemory: true)
            guard outcome.status == 0 else {
                throw BenchError("\(label) exited with \(outcome.status) (\(database))")
            }
            Log.line(String(format: "  %@: %.1f s, ", label, outcome.seconds) + BenchReport.mebibytes(Double(outcome.maxRSS)))
            worst = max(worst, outcome.maxRSS)
            rows.append([label, String(format: "%.1f", Double(bytes) / 1e6), String(format: "%.1f", outcome.seconds),
                         BenchReport.mebibytes(Double(outcome.maxRSS))])
        }
        let gpx = folder.appendingPathComponent("run-20hz.gpx").path
        Log.line("flat memory: writing a \(megabytes) MB 20 Hz GPX")
        let points = try HighRateGPX.write(megabytes: megabytes, to: gpx)
        let gpxBytes = DataSet.fileSize(URL(fileURLWithPath: gpx))
        let database = folder.appendingPathComponent("gpx.sqlite").path
        try measure("import (file, \(points) points)", bytes: gpxBytes, ["import", "--tz", "UTC", "--db", database, gpx])
        try measure("rebuild --dry-run", bytes: gpxBytes, ["rebuild", "--dry-run", "--db", database])
        try measure("rebuild", bytes: gpxBytes, ["rebuild", "--db", database])
        let piped = folder.appendingPathComponent("stdin.sqlite").path
        try measure("import - (stdin)", bytes: gpxBytes, ["import", "--tz", "UTC", "--db", piped, "-"], stdin: gpx)
        unlink(gpx)
        for size in [megabytes, 2 * megabytes] {
            let xml = folder.appendingPathComponent("export-\(size).xml").path
            Log.line("flat memory: writing a \(size) MB export.xml of heart-rate records in one workout")
            let records = try HighRateGPX.writeHeartRateExport(megabytes: size, to: xml)
            let health = folder.appendingPathComponent("health-\(size).sqlite").path
            try measure("Apple Health, \(records) records in one workout", bytes: DataSet.fileSize(URL(fileURLWithPath: xml)),
                        ["import", "--tz", "UTC", "--db", health, xml])
            unlink(xml)
        }
        report.section("Flat memory: one 20 Hz run, its rebuild, Apple Health records in one workout", load: load)
        report.add("Peak RSS is `ru_maxrss` of the child (as `/usr/bin/time -v`), beside the size of the file it read.\n")
        report.table(["Command", "File MB", "Wall s", "Peak RSS"], rows, rightAligned: [1, 2, 3])
        report.target("every command within 64 MiB whatever the file's size", figure: BenchReport.mebibytes(Double(worst)),
                      met: worst <= 64 << 20)
    }
}
