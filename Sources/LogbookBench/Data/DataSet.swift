import Foundation
import LogbookCore

/// The benchmark's input files, generated once into the work folder by the project's
/// own generator and reused while their description (the stamp) is unchanged.
struct DataSet {
    /// 100 one-hour runs: 100 files of 3,600 points (360,000 samples).
    static let importRuns = 100
    /// Points per import run (1 Hz for one hour).
    static let importSeconds = 3600
    /// Points of the one large file: about 100 MB in the compact layout.
    static let bigFilePoints = 424_000
    /// Summary-only runs for the stats benchmark.
    static let summaryRuns = 10_000
    /// 2022-01-01, the first day of the GPX runs (spread over 3 years like the reference data).
    static let gpxFirstDay: Int64 = 18993
    /// 2015-01-01, the first day of the summary runs (spread over 10 years).
    static let summaryFirstDay: Int64 = 16436
    static let seed: UInt64 = 1
    private static let fitStamp = "logbook-bench FIT v1: the 100 import runs as FIT (file_id, record, session, activity)\n"
    private static let stamp = "logbook-bench data v2: seed 1, 100 x 3600 s GPX from 2022-01-01, 1 x 424000 s GPX, 10000 CSV rows from 2015-01-01\n"

    /// The folder with the 100 GPX files.
    let importFolder: URL
    /// The paths of those files, in order.
    let importFiles: [String]
    /// The folder with the same 100 runs as FIT files.
    let fitFolder: URL
    /// The paths of those FIT files, in order.
    let fitFiles: [String]
    /// Total bytes of the 100 FIT files.
    let fitBytes: Int
    /// The one large GPX file.
    let bigFile: URL
    /// The logbook CSV of summary runs.
    let summaryCSV: URL
    /// Total bytes of the 100 files, of the large file, of the CSV.
    let importBytes: Int, bigFileBytes: Int, summaryBytes: Int

    /// Generates the files under `folder` unless a stamp says they are already there.
    static func prepare(in folder: URL, log: (String) -> Void) throws -> DataSet {
        let fileManager = FileManager.default
        let importFolder = folder.appendingPathComponent("gpx100")
        let bigFile = folder.appendingPathComponent("big/big-run.gpx")
        let summaryCSV = folder.appendingPathComponent("summary/runs-10000.csv")
        let stampFile = folder.appendingPathComponent("STAMP")
        let fitFolder = folder.appendingPathComponent("fit100")
        let fitStampFile = folder.appendingPathComponent("STAMP-fit")
        let fitNames = (1...importRuns).map { String(format: "run_%03d.fit", $0) }
        let names = (1...importRuns).map { String(format: "run_%03d.gpx", $0) }
        if (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp {
            try? fileManager.removeItem(at: folder)
            for sub in [importFolder, bigFile.deletingLastPathComponent(), summaryCSV.deletingLastPathComponent()] {
                try fileManager.createDirectory(at: sub, withIntermediateDirectories: true)
            }
            let started = Date()
            let (points, bytes) = try writeImportRuns(names, in: importFolder, seed: seed, with: GPXWriter.write)
            log(String(format: "generated %d GPX files, %d points, %.2f MB", importRuns, points, Double(bytes) / 1e6))
            var bigPlan = RunPlan.make(seed: seed, index: 1_000_000, count: 1, firstDay: 19511, spanDays: 1, duration: bigFilePoints)
            bigPlan.name = "Multi-day ultra"
            let big = try GPXWriter.write(plan: bigPlan, seed: seed, index: 1_000_000, to: bigFile.path)
            log(String(format: "generated 1 GPX file, %d points, %.2f MB", big.points, Double(big.bytes) / 1e6))
            let csvBytes = try SummaryCSVWriter.write(
                count: summaryRuns, seed: seed, firstDay: summaryFirstDay, spanDays: 3653, to: summaryCSV.path)
            log(String(format: "generated %d summary rows, %.2f MB, in %.1f s", summaryRuns, Double(csvBytes) / 1e6,
                       Date().timeIntervalSince(started)))
            try stamp.write(to: stampFile, atomically: true, encoding: .utf8)
        }
        // The same runs as FIT, under their own stamp so that adding them left the GPX files alone.
        if (try? String(contentsOf: fitStampFile, encoding: .utf8)) != stamp + fitStamp {
            try? fileManager.removeItem(at: fitFolder)
            try fileManager.createDirectory(at: fitFolder, withIntermediateDirectories: true)
            let started = Date()
            let (points, bytes) = try writeImportRuns(fitNames, in: fitFolder, seed: seed, with: FITWriter.write)
            log(String(format: "generated %d FIT files (the same runs), %d points, %.2f MB, in %.1f s", importRuns, points,
                       Double(bytes) / 1e6, Date().timeIntervalSince(started)))
            try (stamp + fitStamp).write(to: fitStampFile, atomically: true, encoding: .utf8)
        }
        let files = names.map { importFolder.appendingPathComponent($0) }
        let fits = fitNames.map { fitFolder.appendingPathComponent($0) }
        return DataSet(
            importFolder: importFolder, importFiles: files.map(\.path), fitFolder: fitFolder, fitFiles: fits.map(\.path),
            fitBytes: fits.reduce(0) { $0 + fileSize($1) }, bigFile: bigFile, summaryCSV: summaryCSV,
            importBytes: files.reduce(0) { $0 + fileSize($1) }, bigFileBytes: fileSize(bigFile), summaryBytes: fileSize(summaryCSV))
    }

    /// Writes the import runs, one file per name in `folder`, with `writer` (GPX or FIT: the
    /// same plans either way); returns the points and bytes written.
    private static func writeImportRuns(
        _ names: [String], in folder: URL, seed: UInt64,
        with writer: (RunPlan, UInt64, Int, String) throws -> (bytes: Int, points: Int)
    ) throws -> (points: Int, bytes: Int) {
        var points = 0
        var bytes = 0
        for (index, name) in names.enumerated() {
            let plan = RunPlan.make(
                seed: seed, index: index, count: importRuns, firstDay: gpxFirstDay, spanDays: 1096, duration: importSeconds)
            let written = try writer(plan, seed, index, folder.appendingPathComponent(name).path)
            points += written.points
            bytes += written.bytes
        }
        return (points, bytes)
    }

    /// The size of a file in bytes (0 when it cannot be read).
    static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
