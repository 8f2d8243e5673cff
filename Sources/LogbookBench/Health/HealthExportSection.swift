import Foundation
import LogbookCore
import LogbookFormats

/// The Apple Health section (`--only health`): a generated export.xml of
/// `--health-mb` MB (1000 by default) read by logbook's reader against
/// `xmllint --stream --noout` (libxml2's own streaming parse) on the same file.
///
/// logbook's side is this benchmark's own binary in its child mode (`childFlag`), which
/// reads the export with `AppleHealthReader` (parse, route files, heart-rate join) and
/// stores nothing: the figure is the reader's, whatever the database. Its peak memory is
/// the child's `ru_maxrss`.
enum HealthExportSection {
    /// The child mode's first argument: `logbook-bench --read-health-export <export.xml>`.
    static let childFlag = "--read-health-export"

    /// The child: reads the export, prints `<workouts> workouts, <points> points`; exit status 0, or 1 with the error.
    static func childMain(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first else { return 2 }
        do {
            // One activity at a time, as an import reads them: none is kept.
            var workouts = 0, points = 0
            _ = try AppleHealthReader.readEach(ImportInput(file: URL(fileURLWithPath: path))) { activity in
                workouts += 1
                points += activity.pointCount
            }
            print("\(workouts) workouts, \(points) points")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }

    /// Generates the export under `work`, times both sides `pairs` times (alternating) and
    /// adds the section to `report`.
    static func run(megabytes: Int, pairs: Int, work: URL, report: inout BenchReport) throws {
        guard let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: FileManager.default.isExecutableFile)
        else {
            report.note("the Apple Health section needs xmllint (apt-get install libxml2-utils); it was skipped")
            return
        }
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
        let folder = work.appendingPathComponent("health-\(megabytes)mb/apple_health_export")
        Log.line("Apple Health: writing a \(megabytes) MB export.xml")
        let written = try HealthExportGenerator(folder: folder, megabytes: megabytes).write()
        let output = work.appendingPathComponent("health-child.stdout").path
        let read = { try ProcessRunner.run(me, [childFlag, written.exportXML], stdoutPath: output) }
        let lint = { try ProcessRunner.run(xmllint, ["--stream", "--noout", written.exportXML], stdoutPath: "/dev/null") }
        _ = try read()  // warm-up: page cache
        let counted = (try? String(contentsOfFile: output, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        var mine = Measured(label: "logbook: AppleHealthReader (parse, routes, heart-rate join)")
        var theirs = Measured(label: "xmllint --stream --noout")
        var ratios = Series()
        for pair in 0..<max(1, pairs) {
            let (a, b) = try BenchRunner.alternate(mineFirst: pair % 2 == 0, mine: read, theirs: lint)
            guard a.status == 0, b.status == 0 else { throw BenchError("the Apple Health read or xmllint failed (exit \(a.status), \(b.status))") }
            mine.add(a)
            theirs.add(b)
            ratios.add(a.seconds / b.seconds)
            Log.line(String(format: "  health pair %d: logbook %.3f s, xmllint %.3f s", pair + 1, a.seconds, b.seconds))
        }
        report.add("## Apple Health: a generated export.xml against xmllint --stream\n")
        report.add(String(format: "A %.1f MB export.xml with %d workouts (%d route files beside it, half of the others with "
                          + "inline Locations), %d heart-rate and %d other Records; the reader found %@. ",
                          Double(written.bytes) / 1e6, written.workouts, written.routes, written.heartRates,
                          written.otherRecords, counted)
                   + "Nothing is stored: the figure is the reader's. logbook and xmllint alternate (ABBA).\n")
        let rows = [mine, theirs].map { measured in
            [measured.label, measured.wall.text(digits: 3) + ", \(measured.wall.count)", Series.format(measured.cpu.median, 2),
             BenchReport.mebibytes(measured.rss.median)]
        }
        report.table(["Read", "Wall s, N", "CPU s", "Peak RSS"], rows, rightAligned: [2, 3])
        report.target("Apple Health read <= 2x xmllint --stream --noout", figure: Series.format(ratios.median, 2) + "x",
                      met: ratios.median <= 2)
        report.target("Apple Health read <= 0.5x xmllint --stream --noout (issue 52)", figure: Series.format(ratios.median, 2) + "x",
                      met: ratios.median <= 0.5)
        report.target("Apple Health peak memory <= 64 MiB", figure: BenchReport.mebibytes(mine.rss.median),
                      met: mine.rss.median <= Double(64 << 20))
    }
}
