import Foundation
import LogbookCore

/// A long history for the sections that must not grow with it: 3,000 one-hour GPX runs
/// (10.8 M samples) in six folders of 500, generated once like `DataSet`.
struct HistoryDataSet {
    /// Runs in the history.
    static let runs = 3000
    /// Runs per import batch (one process per batch).
    static let batchSize = 500
    /// Known files re-imported against `openssl dgst -sha256`.
    static let knownFiles = 1000
    /// 2016-01-01: the history spans nine years.
    static let firstDay: Int64 = 16801
    private static let seed: UInt64 = 2
    private static let stamp = "logbook-bench history v2: seed 2, 3000 x 3600 s GPX from 2016-01-01 in batches of 500\n"

    /// The batch folders, in order.
    let batches: [URL]
    /// Every file, in batch order.
    let files: [String]
    /// Total bytes of the files.
    let bytes: Int

    /// Generates the files under `folder` unless its stamp says they are there.
    static func prepare(in folder: URL, log: (String) -> Void) throws -> HistoryDataSet {
        let fileManager = FileManager.default
        let batchCount = runs / batchSize
        let batches = (1...batchCount).map { folder.appendingPathComponent(String(format: "batch-%d", $0)) }
        let names = (0..<runs).map { index in
            batches[index / batchSize].appendingPathComponent(String(format: "run_%04d.gpx", index + 1))
        }
        let stampFile = folder.appendingPathComponent("STAMP")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp {
            try? fileManager.removeItem(at: folder)
            for batch in batches { try fileManager.createDirectory(at: batch, withIntermediateDirectories: true) }
            let started = Date()
            var bytes = 0
            let plans = (0..<runs).map {
                RunPlan.make(seed: seed, index: $0, count: runs, firstDay: firstDay, spanDays: 3288, duration: DataSet.importSeconds)
            }
            if let (first, second) = RunPlan.sameStart(in: plans) {
                throw BenchError("the history's runs \(first + 1) and \(second + 1) start within a minute: an import stores them once")
            }
            for (index, url) in names.enumerated() {
                bytes += try GPXWriter.write(plan: plans[index], seed: seed, index: index, to: url.path).bytes
            }
            log(String(format: "generated the history: %d GPX files, %.2f GB, in %.0f s", runs, Double(bytes) / 1e9,
                       Date().timeIntervalSince(started)))
            try stamp.write(to: stampFile, atomically: true, encoding: .utf8)
        }
        return HistoryDataSet(batches: batches, files: names.map(\.path), bytes: names.reduce(0) { $0 + DataSet.fileSize($1) })
    }
}
