import Foundation

/// The sync section of the benchmark: an idle `sync` over a watch holding 1,000 known files.
extension BenchRunner {
    /// The activity files on the benchmark's fake watch.
    static let syncFiles = 1000

    /// Lays out a Garmin drive with `syncFiles` FIT files (copies of one fixture, each with
    /// its own name), syncs it once, then times idle syncs of it: whole processes of the
    /// release binary, reading no file's bytes (target: under 50 ms).
    mutating func syncSection() throws {
        let load = waitForLoad("sync")
        let mount = path("sync-mount/WATCH")
        try? FileManager.default.removeItem(atPath: path("sync-mount"))
        try FileManager.default.createDirectory(atPath: mount + "/GARMIN/Activity", withIntermediateDirectories: true)
        try Data("<Device><Model><Description>Forerunner 245</Description></Model><Id>3996812345</Id></Device>".utf8)
            .write(to: URL(fileURLWithPath: mount + "/GARMIN/GarminDevice.xml"))
        let fixture = URL(fileURLWithPath: options.root).appendingPathComponent(
            "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit")
        let bytes = try Data(contentsOf: fixture)
        for index in 0..<Self.syncFiles {
            try bytes.write(to: URL(fileURLWithPath: mount + String(format: "/GARMIN/Activity/%04d.fit", index)))
        }
        let database = path("logbook-sync.sqlite")
        try? FileManager.default.removeItem(atPath: database)
        let arguments = ["sync", "--from", mount, "--db", database]
        let first = try timed(logbook, arguments, database: database, log: "sync-first")
        var idle = Measured(label: "`logbook sync` with 1,000 known files")
        for _ in 0..<options.statsPairs {
            let outcome = try ProcessRunner.run(logbook, arguments)
            guard outcome.status == 0 else { throw BenchError("logbook sync exited with \(outcome.status)") }
            idle.add(outcome)
        }
        report.section("Idle sync over 1,000 known files", load: load)
        report.add(String(format: "A fake Garmin drive with %d FIT files (5.8 KB each, one run: the first sync took %.2f s and stored one run, the rest duplicates). ", Self.syncFiles, first.seconds)
                   + "Each figure is one whole process of `sync --from` the drive: it stats every file and reads none.\n")
        report.table(["what", "median ms (min-max), runs"], [[idle.label, idle.wall.text(digits: 1, scale: 1000) + ", \(idle.wall.count)"]])
        report.target("idle `sync` over 1,000 known files < 50 ms", figure: Series.format(idle.wall.median * 1000, 1) + " ms", met: idle.wall.median < 0.05)
    }
}
