import Foundation
import LogbookTestSupport

extension BenchRunner {
    // MARK: - A Strava-like zip against the same files unpacked

    /// Imports the 100 GPX runs as one zip of `.gpx.gz` members (as Strava's export holds
    /// them) and unpacked, alternating, each into a fresh database.
    mutating func archiveSection() throws {
        let runner = self
        let load = waitForLoad("zip vs folder")
        let zip = path("strava-like-100.zip")
        let members = try data.importFiles.map { file in
            ("activities/" + URL(fileURLWithPath: file).lastPathComponent + ".gz",
             try TestArchive.compressed(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
        try TestArchive.zip(members).write(to: URL(fileURLWithPath: zip))
        let zipBytes = (try FileManager.default.attributesOfItem(atPath: zip)[.size] as? Int) ?? 0
        let zipDB = path("logbook-zip100.sqlite"), folderDB = path("logbook-folder100.sqlite")
        var zipped = Measured(label: "logbook import, one zip of 100 .gpx.gz"), unpacked = Measured(label: "logbook import, 100 GPX files")
        var ratios = Series()
        let importZip = { try runner.timed(runner.logbook, ["import", "--db", zipDB, zip], database: zipDB, log: "import-zip100") }
        let importFolder = { try runner.timed(runner.logbook, ["import", "--db", folderDB, runner.data.importFolder.path], database: folderDB, log: "import-folder100") }
        _ = try importZip()  // warm-up: page cache
        let zipCounts = try databaseCounts(zipDB)
        _ = try importFolder()
        let folderCounts = try databaseCounts(folderDB)
        let same = zipCounts.runs == folderCounts.runs && zipCounts.samples == folderCounts.samples && zipCounts.runs == DataSet.importRuns
        if !same {
            report.note("zip and folder imports disagree: zip \(zipCounts.runs) runs, \(zipCounts.samples) samples; "
                        + "folder \(folderCounts.runs) runs, \(folderCounts.samples) samples")
        }
        for pair in try alternatePairs(("zip", "folder"), &zipped, &unpacked, runMine: importZip, runTheirs: importFolder) {
            ratios.add(pair.mine.seconds / pair.theirs.seconds)
        }
        report.section("Import: a Strava-like zip against the same files unpacked", load: load, remark: " (other builds share the machine)")
        report.add(String(format: "The 100 GPX runs above, each gzipped and put in one zip as `activities/run_NNN.gpx.gz` (%.2f MB "
                          + "against %.2f MB unpacked). ", Double(zipBytes) / 1e6, Double(data.importBytes) / 1e6)
                   + (same ? "Both store the same \(zipCounts.runs) runs and \(zipCounts.samples) samples. " : "**They store different counts.** ")
                   + "Fresh database each time; zip and folder alternate (ABBA).\n")
        let rows = [zipped, unpacked].map { measured in
            [measured.label, measured.wall.text(digits: 3) + ", \(measured.wall.count)", Series.format(measured.cpu.median, 2),
             BenchReport.mebibytes(measured.rss.median)]
        }
        report.table(["Import", "Wall s, N", "CPU s", "Peak RSS"], rows, rightAligned: [2, 3])
        report.table(["Pair (alternating runs)", "Per pair", "Median"],
                     [["zip time / folder time", ratios.list(digits: 2), "**" + Series.format(ratios.median, 2) + "x**"]], rightAligned: [2])
        report.target("zip of .gpx.gz import <= 1.25x the unpacked import", figure: Series.format(ratios.median, 2) + "x",
                      met: same && ratios.median <= 1.25)
    }
}
