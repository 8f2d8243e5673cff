import Foundation

/// Single GPX runs of growing size (25, 50 and 200 MB) next to the 100 MB file, to show
/// that an import's peak memory does not grow with the file. Generated once into their
/// own folder under their own stamp, so the other data sets are left alone.
struct SizeSeries {
    /// Points of each file (1 Hz): the largest spans 9.8 days, more than the week beyond
    /// which the run builder looks for clock glitches around the median time.
    static let pointCounts = [106_000, 212_000, 848_000]
    private static let stamp = "logbook-bench sizes v1: seed 1, GPX runs of 106000, 212000 and 848000 points\n"

    /// One file of the series.
    struct File {
        /// Its points.
        let points: Int
        /// Where it is.
        let url: URL
        /// Its size in bytes.
        let bytes: Int
    }

    /// The files, smallest first.
    let files: [File]

    /// Generates the files under `folder` unless their stamp says they are there.
    static func prepare(in folder: URL, log: (String) -> Void) throws -> SizeSeries {
        let fileManager = FileManager.default
        let stampFile = folder.appendingPathComponent("STAMP")
        let urls = pointCounts.map { folder.appendingPathComponent("run-\($0).gpx") }
        if (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp {
            try? fileManager.removeItem(at: folder)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let started = Date()
            for (index, (points, url)) in zip(pointCounts, urls).enumerated() {
                var plan = RunPlan.make(
                    seed: DataSet.seed, index: 2_000_000 + index, count: 1, firstDay: 19600, spanDays: 1, duration: points)
                plan.name = "Size series \(points)"
                _ = try GPXWriter.write(plan: plan, seed: DataSet.seed, index: 2_000_000 + index, to: url.path)
            }
            log(String(format: "generated the size series (%@ points) in %.1f s",
                       pointCounts.map(String.init).joined(separator: ", "), Date().timeIntervalSince(started)))
            try stamp.write(to: stampFile, atomically: true, encoding: .utf8)
        }
        return SizeSeries(files: zip(pointCounts, urls).map { points, url in
            File(points: points, url: url, bytes: DataSet.fileSize(url))
        })
    }
}
