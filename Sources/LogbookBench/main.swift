import Foundation

// logbook-bench: see BenchOptions.usage. Never part of `swift test`.

if CommandLine.arguments.dropFirst().first == HealthExportSection.childFlag {
    exit(HealthExportSection.childMain(Array(CommandLine.arguments.dropFirst(2))))
}

do {
    let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    let root = URL(fileURLWithPath: options.root).standardizedFileURL
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
        throw BenchError("\(root.path) is not the package root (no Package.swift); use --root")
    }
    let work = root.appendingPathComponent(".build/bench-work")
    if options.only == "health" {
        // The reader alone against xmllint: no release binary, no generated runs needed.
        var report = BenchReport()
        try HealthExportSection.run(megabytes: options.healthMegabytes, pairs: options.bigPairs, work: work, report: &report)
        try report.write(header: "# Benchmarks: Apple Health section\n\n", to: options.output, root: root)
        exit(0)
    }
    if options.only == "routes" {
        // In this process: no release logbook binary and no generated data set needed.
        var report = BenchReport()
        try RoutesSection.run(work: work, report: &report)
        try report.write(header: "# Benchmarks: routes and segments\n\n", to: options.output, root: root)
        exit(0)
    }
    if options.only == "routes-repeat" {
        // The routes section's matching alone, on the logbook `--only routes` left.
        var report = BenchReport()
        try RoutesRepeatSection.run(work: work, report: &report)
        try report.write(header: "# Benchmarks: route and segment matching, repeated\n\n", to: options.output, root: root)
        exit(0)
    }
    if options.only == "sample-chunks" {
        // In this process: no release logbook binary needed.
        var report = BenchReport()
        try SampleChunksSection.run(work: work, report: &report)
        try report.write(header: "# Benchmarks: sample chunks\n\n", to: options.output, root: root)
        exit(0)
    }
    let logbook = root.appendingPathComponent(".build/release/logbook").path
    guard FileManager.default.isExecutableFile(atPath: logbook) else {
        throw BenchError("no release binary at .build/release/logbook: run `swift build -c release --static-swift-stdlib` first (Tests/Bench/run.sh does)")
    }
    if options.only == "health-zip" {
        // One import of a whole export: no generated runs needed. Run alone, not with the other sections.
        var report = BenchReport()
        try HealthZipImportSection.run(megabytes: options.zipMegabytes, logbook: logbook, work: work, report: &report)
        try report.write(header: "# Benchmarks: whole Apple Health export import\n\n", to: options.output, root: root)
        exit(0)
    }
    if options.only == "squad" {
        // Ten times the decade, generated and imported batch by batch: run alone, not with the other sections.
        var report = BenchReport()
        try SquadSection.run(runs: options.squadRuns, logbook: logbook, work: work, report: &report)
        try report.write(header: "# Benchmarks: a logbook ten times the decade\n\n", to: options.output, root: root)
        exit(0)
    }
    if options.only == "memory" {
        // Large generated files, one process each: run alone, not with the other sections.
        var report = BenchReport()
        try FlatMemorySection.run(megabytes: options.memoryMegabytes, logbook: logbook, work: work, report: &report)
        try report.write(header: "# Benchmarks: flat memory\n\n", to: options.output, root: root)
        exit(0)
    }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let loadBefore = MachineInfo.loadAverage()
    let started = Date()
    let data = try DataSet.prepare(in: work.appendingPathComponent("data")) { Log.line($0) }
    let benchFolder = options.references.map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/bench")
    let bench = options.withReferences && FileManager.default.fileExists(atPath: benchFolder.appendingPathComponent("limit_xml_sax.c").path)
        ? benchFolder : nil
    let tools = PeerTools.prepare(
        bench: bench, cache: root.appendingPathComponent(".build/bench-cache"), withPeer: options.withPeer) { Log.line($0) }
    let machine = MachineInfo.current(peers: tools)
    var runner = BenchRunner(options: options, logbook: logbook, work: work, data: data, tools: tools)
    for note in tools.notes { runner.report.note(note) }
    let runs = { (section: String) in options.only == nil || options.only == section }
    if runs("import") { try runner.importSection() }
    if runs("pinned") { try runner.pinnedImportSection() }
    if runs("fit") { try runner.fitSection() }
    if runs("zip") { try runner.archiveSection() }
    if runs("big") { try runner.bigFileSection() }
    if runs("stats") {
        try runner.startupSection()
        try runner.statsSection()
    }
    if runs("health") {
        try HealthExportSection.run(
            megabytes: options.healthMegabytes, pairs: options.bigPairs, work: work, report: &runner.report)
    }
    if runs("history") {
        let history = try HistoryDataSet.prepare(in: work.appendingPathComponent("data/history")) { Log.line($0) }
        try runner.historySection(history)
    }
    if runs("records") { try runner.recordsSection() }
    if runs("timezones") { try runner.timeZoneSection() }
    if runs("load") { try runner.loadSection() }
    if runs("report") { try runner.reportSection() }
    if runs("tiles") { try runner.tilesSection() }
    if runs("originals") { try runner.originalsSection() }
    if runs("sync") { try runner.syncSection() }
    if runs("shared") { try runner.sharedMethodSection() }
    if runs("routes") { try RoutesSection.run(work: work, report: &runner.report) }
    let loadAfter = MachineInfo.loadAverage()
    let elapsed = Date().timeIntervalSince(started)

    var dateFormatter = Date.ISO8601FormatStyle()
    dateFormatter.timeZone = TimeZone(identifier: "UTC") ?? .current
    var header = "# Benchmarks\n\n"
    header += "Written by `Tests/Bench/run.sh` (the `logbook-bench` target) on \(started.formatted(dateFormatter)); "
    header += String(format: "the whole run took %.0f s. Load average (1 min) %.2f before, %.2f after.\n\n", elapsed, loadBefore, loadAfter)
    header += "- **Machine:** \(machine.machine)\n"
    header += "- **Versions:** \(machine.versions.joined(separator: ", "))\n"
    header += "- **Method:** every figure is a whole process (start-up included) of the release `logbook` binary (built with `--static-swift-stdlib`, as installed), "
    header += "warm page cache, median of N runs (min-max). Reference programs run alternately with logbook "
    header += "(ABBA order), and each ratio is the median of the per-pair ratios. Peak memory is the child's `ru_maxrss`. "
    header += "Data come from logbook's own deterministic generator (seed 1): realistic 1 Hz runs with "
    header += "position, elevation, time, and Garmin `gpxtpx` heart rate and cadence.\n"
    header += "- **References** (`../shared/bench`): " + (bench == nil
        ? "absent, so only logbook's own figures are shown.\n\n"
        : "`limit_xml_sax import` (libxml2 SAX2 + SQLite in C: the ceiling), `peer_gpxpy.py` (gpxpy + sqlite3 in Python: the peer), the `sqlite3` CLI for stats, list and show, and `openssl dgst -sha256` for hashing.\n\n")
    Log.line("")
    try runner.report.write(header: header, to: options.output, root: root)
    Log.line(String(format: "done in %.0f s", elapsed))
} catch {
    FileHandle.standardError.write(Data("logbook-bench: \(error)\n".utf8))
    exit(1)
}
