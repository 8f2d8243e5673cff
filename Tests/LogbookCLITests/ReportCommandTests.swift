import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore
@testable import logbook

/// `logbook report` run as a child process over the example logbook: the files it writes,
/// its numbers against `stats --json` and `records --json`, escaping, no network
/// reference, the folder rules and the unchanged re-run.
final class ReportCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var out: String { folder.path("site") }
    private static let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let imported = try CLIRunner.run(["import", "--db", db, Self.examples])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    override func tearDown() { folder.remove() }

    @discardableResult
    private func report(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> CLIResult {
        let result = try CLIRunner.run(["report", "--db", db, "--out", out] + arguments, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: out + "/" + name, encoding: .utf8)
    }

    /// The `logbook-data` document of the index.
    private func data() throws -> [String: Any] {
        let html = try page("index.html")
        let open = "<script type=\"application/json\" id=\"logbook-data\">"
        let start = try XCTUnwrap(html.range(of: open)).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
    }

    private func json(_ arguments: [String]) throws -> NSArray {
        let result = try CLIRunner.run(arguments + ["--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSArray)
    }

    /// The live runs as `list --json` gives them: (id, local date, distance).
    private func listed(_ filter: [String]) throws -> [(id: Int, date: String, distance: Double)] {
        try json(["list"] + filter).compactMap { item in
            guard let run = item as? [String: Any], let id = run["id"] as? Int, let start = run["start"] as? String else { return nil }
            return (id, String(start.prefix(10)), run["distance_m"] as? Double ?? 0)
        }
    }

    func testWritesTheIndexAndAPagePerRunInsideTheFolder() throws {
        let result = try report(["--sport", "all"])
        let runs = try listed(["--sport", "all"])
        XCTAssertEqual(runs.count, 181)
        XCTAssertTrue(result.stdout.contains("181 run pages (181 written, 0 unchanged, 0 not read again), index written."), result.stdout)
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(names, [".logbook-report", ".logbook-report-manifest", "index.html", "routes", "runs", "runs.html", "segments", "years"])
        let pages = try FileManager.default.contentsOfDirectory(atPath: out + "/runs").sorted()
        XCTAssertEqual(pages, runs.map { "\($0.id).html" }.sorted())
        let index = try page("index.html")
        for id in ["calendar", "weekly", "monthly", "yearly", "records", "heatmap"] {
            XCTAssertTrue(index.contains("<section id=\"\(id)\">"), id)
        }
        // Records link to run pages that exist.
        let recordLinks = try XCTUnwrap(index.components(separatedBy: "<section id=\"records\">").last)
            .components(separatedBy: "</section>")[0].components(separatedBy: "href=\"runs/").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        XCTAssertFalse(recordLinks.isEmpty)
        for link in recordLinks { XCTAssertTrue(pages.contains(link), link) }
    }

    func testTheDataEqualsStatsAndRecordsJSONUnderTheSameFilters() throws {
        let cases: [(report: [String], stats: [String], records: [String])] = [
            ([], [], []),
            (["--sport", "all"], ["--sport", "all"], []),
            (["--year", "2013"], ["--begin", "2013-01-01", "--end", "2014-01-01"], ["--year", "2013"]),
            (["--begin", "2013-03-01", "--end", "2013-07-01"], ["--begin", "2013-03-01", "--end", "2013-07-01"],
             ["--begin", "2013-03-01", "--end", "2013-07-01"]),
        ]
        for (reportArguments, statsArguments, recordsArguments) in cases {
            try report(reportArguments)
            let document = try data()
            for (key, flag) in [("weekly", "--weekly"), ("monthly", "--monthly"), ("yearly", "--yearly")] {
                let expected = try json(["stats", flag] + statsArguments)
                XCTAssertGreaterThan(expected.count, 0, "\(key) \(reportArguments)")
                XCTAssertEqual(document[key] as? NSArray, expected, "\(key) \(reportArguments)")
            }
            let records = try json(["records"] + recordsArguments)
            XCTAssertEqual(records.count, 7)
            XCTAssertEqual(document["records"] as? NSArray, records, "records \(reportArguments)")
        }
    }

    func testTheCalendarHasACellPerDayWithThatDaysDistance() throws {
        try report(["--sport", "all"])
        let index = try page("index.html")
        let runs = try listed(["--sport", "all"])
        var expected: [String: Double] = [:]
        for run in runs { expected[run.date, default: 0] += run.distance }
        // The example runs fall in 2012 (a leap year), 2013 and 2017.
        XCTAssertEqual(Set(expected.keys.map { String($0.prefix(4)) }), ["2012", "2013", "2017"])
        let cells = index.components(separatedBy: "data-date=\"").dropFirst().map { part -> (String, Double) in
            let date = String(part.prefix(10))
            let distance = part.components(separatedBy: "data-distance-m=\"")[1].prefix { $0 != "\"" }
            return (date, Double(distance) ?? -1)
        }
        // A cell for each day with a run (the days without one are a pattern), the newest year first.
        XCTAssertEqual(cells.count, expected.count)
        XCTAssertEqual(Set(cells.map(\.0)), Set(expected.keys))
        XCTAssertEqual(cells.first.map { String($0.0.prefix(4)) }, "2017")
        XCTAssertEqual(cells.last.map { String($0.0.prefix(4)) }, "2012")
        for (date, distance) in cells {
            XCTAssertEqual(distance, expected[date] ?? -1, accuracy: 0.05, date)
        }
        // Three years, three folds: the newest open, the others closed.
        XCTAssertTrue(index.contains("<details id=\"year-2017\" open><summary>2017: "), index)
        XCTAssertTrue(index.contains("<details id=\"year-2013\"><summary>2013: "))
        XCTAssertTrue(index.contains("<details id=\"year-2012\"><summary>2012: "))
        // A day known by hand: the GPX run of 2017-07-29, 12.82 km.
        XCTAssertEqual(cells.first { $0.0 == "2017-07-29" }?.1 ?? 0, 12821.2, accuracy: 0.05)
    }

    func testHostileNamesShowAsTextAndNoPageReachesOutside() throws {
        let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>"
        let escapedForXML = hostile.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let gpx = try TrackFiles.write(
            TrackFiles.gpx(start: "2013-05-04T08:00:00Z", duration: 1800, name: escapedForXML), to: "in/\"><b>x.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, gpx]).status, 0)
        try report(["--sport", "all"])
        // The newest id is the run just imported.
        let id = try XCTUnwrap(try listed(["--sport", "all"]).map(\.id).max())
        let runPage = try page("runs/\(id).html")
        XCTAssertTrue(runPage.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>"))
        XCTAssertTrue(runPage.contains("&quot;&gt;&lt;b&gt;x.gpx"))
        let index = try page("index.html")
        XCTAssertTrue(index.contains("&lt;script&gt;alert(1)"))
        for name in ["index.html"] + (try FileManager.default.contentsOfDirectory(atPath: out + "/runs")).map({ "runs/" + $0 }) {
            let html = try page(name)
            XCTAssertFalse(html.contains("<img"), name)
            XCTAssertFalse(html.contains("<b>"), name)
            XCTAssertFalse(html.contains("http://"), name)
            XCTAssertFalse(html.contains("https://"), name)
            XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"), name)
            // Only the tooltip script, and on the index the JSON data.
            let scripts = html.components(separatedBy: "<script").count - 1
            XCTAssertEqual(scripts, name == "index.html" ? 2 : 1, name)
            XCTAssertEqual(html.components(separatedBy: "<script>(function(){").count - 1, 1, name)
        }
    }

    func testRunPagesHaveTheirRouteOrSayTheyHaveNone() throws {
        try report(["--sport", "all"])
        let runs = try listed(["--sport", "all"])
        // Run 2: the 12.8 km GPX run; a Runkeeper CSV row has no positions.
        let gpxRun = try page("runs/2.html")
        let path = try XCTUnwrap(gpxRun.components(separatedBy: "<path id=\"route\" class=\"route\" d=\"").dropFirst().first)
            .prefix { $0 != "\"" }
        XCTAssertTrue(path.hasPrefix("M"))
        let points = path.filter { $0 == "M" || $0 == "L" }.count
        XCTAssertGreaterThan(points, 20)
        XCTAssertLessThanOrEqual(points, 400)
        for id in ["splits", "profile", "efforts", "sources"] { XCTAssertTrue(gpxRun.contains("<section id=\"\(id)\">"), id) }
        XCTAssertTrue(gpxRun.contains("rel=\"prev\"") || gpxRun.contains("rel=\"next\""))
        let csvID = try XCTUnwrap(runs.first { $0.date.hasPrefix("2013-03") }?.id)
        let csvRun = try page("runs/\(csvID).html")
        XCTAssertFalse(csvRun.contains("id=\"route\""))
        XCTAssertTrue(csvRun.contains(
            "<p id=\"left-out\">This run has no GPS positions and no samples to chart: no route, km splits, profile or best efforts to show.</p>"),
            csvRun)
        for id in ["splits", "profile", "efforts"] { XCTAssertFalse(csvRun.contains("<section id=\"\(id)\">"), id) }
        XCTAssertFalse(csvRun.contains("<h2>Route</h2>"))
        XCTAssertTrue(csvRun.contains("rel=\"prev\"") && csvRun.contains("rel=\"next\""))
        XCTAssertTrue(csvRun.contains("runkeeper-cardioActivities.csv"))
        // Small pages: the GPX runs' with their routes and profiles stay under 40 KB.
        XCTAssertLessThan(gpxRun.utf8.count, 40_000)
    }

    func testHideNearCutsRoutePointsFromMapsAndSaysSo() throws {
        let before = try report(["--sport", "all"])
        XCTAssertFalse(before.stdout.contains("hidden"))
        let route = try page("runs/2.html")
        // A zone of 100 km around the example GPX run 2 (near San Jose) hides all of it.
        let hidden = try report(["--sport", "all", "--hide-near", "37.24,-121.97,100000"])
        XCTAssertTrue(hidden.stdout.contains("route points hidden near 1 place."), hidden.stdout)
        let cut = try page("runs/2.html")
        XCTAssertNotEqual(route, cut)
        if cut.contains("id=\"route\"") {
            XCTFail("a route within the zone is still drawn")
        }
        XCTAssertTrue(cut.contains("Every GPS position of this run lies within a privacy zone"))
        XCTAssertTrue(try page("index.html").contains("id=\"privacy\""))
        // The same zone from the environment; a bad one there is an error naming the variable.
        let fromEnvironment = try report(["--sport", "all"], environment: ["LOGBOOK_HIDE_NEAR": "37.24,-121.97,100000"])
        XCTAssertTrue(fromEnvironment.stdout.contains("hidden near 1 place."))
        let bad = try CLIRunner.run(["report", "--db", db, "--out", out], environment: ["LOGBOOK_HIDE_NEAR": "47.6,-122.3"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("$LOGBOOK_HIDE_NEAR holds '47.6,-122.3', not LAT,LON,RADIUS_M"), bad.stderr)
    }

    func testAForeignFolderIsRefusedAndAnEmptyOneAccepted() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt"))
        let refused = try CLIRunner.run(["report", "--db", db, "--out", out])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains("will not write the report into \(out): it holds 1 file and is not a logbook report (no .logbook-report in it)"),
            refused.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), ["notes.txt"])
        // A file where the folder should be.
        let file = folder.path("a-file")
        try Data().write(to: URL(fileURLWithPath: file))
        let onFile = try CLIRunner.run(["report", "--db", db, "--out", file])
        XCTAssertEqual(onFile.status, 1)
        XCTAssertTrue(onFile.stderr.contains("it is a file, not a folder"), onFile.stderr)
        // An empty folder is fine, and so is an earlier report.
        try FileManager.default.removeItem(atPath: out + "/notes.txt")
        try report()
        try report()
        XCTAssertNil(ReportFolder.refusal(entries: []))
        XCTAssertNil(ReportFolder.refusal(entries: [".logbook-report", "index.html", "mine.txt"]))
        XCTAssertNotNil(ReportFolder.refusal(entries: [".hidden"]))
    }

    func testAnUnchangedReRunRewritesNoPage() throws {
        try report(["--sport", "all"])
        func identities() throws -> [String: [FileAttributeKey: Any]] {
            var result: [String: [FileAttributeKey: Any]] = [:]
            // The manifest too: an unchanged report neither encodes nor rewrites it.
            for name in ["index.html", ".logbook-report-manifest"]
                + (try FileManager.default.contentsOfDirectory(atPath: out + "/runs")).map({ "runs/" + $0 }) {
                result[name] = try FileManager.default.attributesOfItem(atPath: out + "/" + name)
            }
            return result
        }
        let first = try identities()
        let second = try report(["--sport", "all"])
        XCTAssertTrue(second.stdout.contains("181 run pages (0 written, 181 unchanged, 181 not read again), index unchanged."), second.stdout)
        let again = try identities()
        XCTAssertEqual(again.count, first.count)
        for (name, attributes) in first {
            XCTAssertEqual(again[name]?[.systemFileNumber] as? Int, attributes[.systemFileNumber] as? Int, name)
            XCTAssertEqual(again[name]?[.modificationDate] as? Date, attributes[.modificationDate] as? Date, name)
        }
        // Renaming one run rewrites its page (and its neighbours', whose links name it), not the others.
        XCTAssertEqual(try CLIRunner.run(["edit", "100", "--name", "Renamed", "--db", db]).status, 0)
        let third = try report(["--sport", "all"])
        XCTAssertTrue(third.stdout.contains("(3 written, 178 unchanged, 178 not read again), index written."), third.stdout)
        let after = try identities()
        XCTAssertNotEqual(after["runs/100.html"]?[.systemFileNumber] as? Int, first["runs/100.html"]?[.systemFileNumber] as? Int)
        XCTAssertEqual(after["runs/50.html"]?[.systemFileNumber] as? Int, first["runs/50.html"]?[.systemFileNumber] as? Int)
        XCTAssertNotEqual(
            after[".logbook-report-manifest"]?[.systemFileNumber] as? Int, first[".logbook-report-manifest"]?[.systemFileNumber] as? Int,
            "the renamed run's new fingerprint is recorded")
        XCTAssertTrue(try page("runs/100.html").contains("<h1>Renamed</h1>"))
        // No temporary file is left behind.
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: out + "/runs").contains { $0.hasSuffix(".part") })
    }

    func testTheDefaultFolderIsBesideTheDatabaseAndOpenCallsXdgOpen() throws {
        let bin = folder.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let opened = folder.path("opened.txt")
        try Data("#!/bin/sh\necho \"$1\" > '\(opened)'\n".utf8).write(to: URL(fileURLWithPath: bin + "/xdg-open"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        let result = try CLIRunner.run(["report", "--db", db, "--open"], environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let index = folder.path("logbook-report/index.html")
        XCTAssertTrue(FileManager.default.fileExists(atPath: index))
        XCTAssertEqual(try String(contentsOfFile: opened, encoding: .utf8), index + "\n")
    }

    func testTheIndexLinksWhatCleanFlags() throws {
        let other = folder.path("flagged.sqlite")
        let logbook = try ReportDatabase(path: other)
        try logbook.insert("2024-03-05 07:00", "Europe/Paris", distance: 10_000, moving: 3000, name: "Fine")
        let short = try logbook.insert("2024-03-06 07:00", "Europe/Paris", distance: 30, moving: 60, name: "Short")
        let clean = try CLIRunner.run(["clean", "--json", "--db", other])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        let flagged = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(flagged.compactMap { $0["id"] as? Int ?? $0["run_id"] as? Int }, [Int(short)])
        let made = try CLIRunner.run(["report", "--db", other, "--out", out])
        XCTAssertEqual(made.status, 0, made.stderr)
        let index = try page("index.html")
        let section = try XCTUnwrap(index.components(separatedBy: "<section id=\"clean\">").dropFirst().first)
            .components(separatedBy: "</section>")[0]
        XCTAssertEqual(section.components(separatedBy: "href=\"runs/").count - 1, 1)
        XCTAssertTrue(section.contains("<a href=\"runs/\(short).html\">run \(short)</a></td><td class=\"l\">too short to count</td>"), section)
        XCTAssertTrue(try page("runs/\(short).html").contains("<li>logbook clean flags it: too short to count ("))
        XCTAssertFalse(try page("runs/\(short - 1).html").contains("logbook clean flags it"))
    }

    func testSamplesReadInWindowsAreTheSamplesReadWhole() throws {
        let queries = RunQueries(database: try Database(path: db))
        var cadences = 0
        for id: Int64 in [1, 2, 3, 100] {
            let whole = try queries.samples(runID: id)
            // Windows of 7 cut across the 512-sample chunks; the report's 65,536 hold a run whole.
            for size in [7, RunQueries.sampleWindowSize] {
                var windowed: [StoredSample] = []
                try queries.forEachSampleWindow(runID: id, size: size) { windowed += $0 }
                XCTAssertEqual(windowed, whole, "run \(id), windows of \(size)")
            }
            cadences += whole.filter { $0.cadence != nil }.count
            XCTAssertEqual(whole.isEmpty, id == 100)
        }
        XCTAssertGreaterThan(cadences, 100, "the example with cadence is among the runs read")
    }

    func testUsageErrors() throws {
        let zone = try CLIRunner.run(["report", "--db", db, "--hide-near", "47.6,-122.3"])
        XCTAssertEqual(zone.status, 64)
        XCTAssertTrue(zone.stderr.contains("LAT,LON,RADIUS_M"), zone.stderr)
        let year = try CLIRunner.run(["report", "--db", db, "--year", "2013", "--begin", "2013-01-01"])
        XCTAssertEqual(year.status, 64)
        XCTAssertTrue(year.stderr.contains("--year cannot be combined with --begin or --end"), year.stderr)
        let help = try CLIRunner.run(["report", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("logbook-report beside the database"), help.stdout)
    }
}
