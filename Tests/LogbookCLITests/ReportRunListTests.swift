import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookStore
@testable import logbook

/// The report's second round as a runner reads it: the list of runs (every run, newest
/// first, each linked), no folder of the machine on any page, an index that stays small for
/// a logbook of years, the menu and folded years, gear that follows the filter, and words
/// where codes were.
final class ReportRunListTests: XCTestCase {
    private var folder: ScratchFolder!
    private var out: String { folder.path("site") }
    private static let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() { folder.remove() }

    private func report(_ db: String, _ arguments: [String] = []) throws {
        let result = try CLIRunner.run(["report", "--db", db, "--out", out] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: out + "/" + name, encoding: .utf8)
    }

    /// Every page the report wrote, by its name inside the site.
    private func pages() throws -> [String] {
        ["index.html", "runs.html"] + (try FileManager.default.contentsOfDirectory(atPath: out + "/runs")).sorted().map { "runs/" + $0 }
    }

    /// `html` without its `logbook-data` script.
    private static func withoutData(_ html: String) -> String {
        guard let open = html.range(of: "<script type=\"application/json\""),
            let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
        else { return html }
        return String(html[..<open.lowerBound]) + String(html[close.upperBound...])
    }

    /// The run ids linked from the list's rows, in page order.
    private func listedIDs(_ html: String) throws -> [Int] {
        let table = try XCTUnwrap(html.components(separatedBy: "<table id=\"run-list\">").dropFirst().first)
            .components(separatedBy: "</table>")[0]
        return table.components(separatedBy: "<a href=\"runs/").dropFirst().compactMap { Int($0.prefix { $0 != "." }) }
    }

    func testTheListHoldsEveryRunNewestFirstEachLinkedOnce() throws {
        let db = folder.path("logbook.sqlite")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, Self.examples]).status, 0)
        try report(db, ["--sport", "all"])
        let list = try CLIRunner.run(["list", "--sport", "all", "--all", "--json", "--db", db])
        let runs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(runs.count, 181)
        let html = try page("runs.html")
        let ids = try listedIDs(html)
        XCTAssertEqual(ids.count, 181)
        XCTAssertEqual(Set(ids), Set(runs.compactMap { $0["id"] as? Int }))
        // Newest first: the starts the rows carry never rise.
        let starts = html.components(separatedBy: "<td class=\"l\" data-v=\"").dropFirst().compactMap { Int64($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(starts.count, 181)
        XCTAssertEqual(starts, starts.sorted(by: >))
        // Run 2's row, as a runner reads it: the GPX run of 2017-07-29 at 07:46 local time.
        XCTAssertTrue(html.contains(">Sat 29 Jul 2017, 07:46</td>"), html)
        XCTAssertTrue(html.contains("<a href=\"runs/2.html\">casual stroll</a>"))
        XCTAssertTrue(html.contains(">12.82 km</td>"))
        XCTAssertTrue(html.contains("181 runs, newest first."))
        // The 400 m record is of run 1, whose sport was inferred: the index says so, as `records` does.
        XCTAssertTrue(try page("index.html").contains("<a href=\"runs/1.html\">run 1</a> (inferred) "))
        // Each page links the list and the index's sections.
        for name in try pages() {
            let text = try page(name)
            let root = name.hasPrefix("runs/") ? "../" : ""
            XCTAssertTrue(text.contains("<a href=\"\(root)runs.html\">All runs</a>"), name)
            XCTAssertTrue(text.contains("<a href=\"\(root)index.html#calendar\">Calendar</a>"), name)
            XCTAssertTrue(text.contains("<a class=\"skip\" href=\"#main\">Skip to the content</a>"), name)
            XCTAssertEqual(text.components(separatedBy: "<main id=\"main\">").count - 1, 1, name)
            // Headings in order: one h1 first, then no level skipped.
            let levels = text.components(separatedBy: "<h").dropFirst().compactMap { $0.first?.wholeNumberValue }
            XCTAssertEqual(levels.first, 1, name)
            XCTAssertEqual(levels.filter { $0 == 1 }.count, 1, name)
            XCTAssertEqual(zip(levels, levels.dropFirst()).filter { $1 > $0 + 1 }.count, 0, "\(name): \(levels)")
        }
    }

    func testNoPageHoldsAFolderOfTheMachine() throws {
        let db = folder.path("logbook.sqlite")
        // A file in a folder of the test's own, whose name the Files table still shows.
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2016-04-02T08:00:00Z", duration: 1800), to: "deep/inside/morning.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, Self.examples, gpx]).status, 0)
        try report(db, ["--sport", "all"])
        let written = try pages()
        XCTAssertEqual(written.count, 2 + 182)
        var named = 0
        for name in written {
            let html = try page(name)
            for folderText in [folder.path(""), CLIRunner.packageRoot.path, "/home/", "/tmp/", "/Users/"] {
                XCTAssertFalse(html.contains(folderText), "\(name) holds \(folderText)")
            }
            if html.contains("<td class=\"l\">morning.gpx</td>") { named += 1 }
        }
        XCTAssertEqual(named, 1)
    }

    func testAYearOfDaysCostsLittleAndSeveralRunsADayAreEachLinked() throws {
        let db = folder.path("many.sqlite")
        let logbook = try ReportDatabase(path: db)
        // 373 runs over 19 years (2007 to 2025), at seeded random days; two on 2025-03-22.
        let seed: UInt64 = 51
        var random = SplitMix64(state: seed)
        var count = 0
        for year in 2007...2025 {
            for _ in 0..<(year == 2025 ? 11 : 20) {
                let day = 1 + random.below(28), month = 1 + random.below(12), km = 1 + random.below(25)
                let local = String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, 6 + random.below(12), random.below(60))
                try logbook.insert(local, "Europe/Amsterdam", distance: Double(km) * 1000, moving: Double(km) * 330,
                                   name: "Run \(count) of seed \(seed)", heartRate: 150)
                count += 1
            }
        }
        let first = try logbook.insert("2025-12-20 07:00", "Europe/Amsterdam", distance: 5000, moving: 1500, name: "Early")
        let second = try logbook.insert("2025-12-20 18:00", "Europe/Amsterdam", distance: 8000, moving: 2600, name: "Late")
        count += 2
        XCTAssertEqual(count, 373)
        try report(db)
        let size = try Data(contentsOf: URL(fileURLWithPath: out + "/index.html")).count
        print("index.html of \(count) runs over 19 years: \(size) bytes")
        XCTAssertLessThan(size, 300_000, "seed \(seed)")
        let index = try page("index.html")
        // Newest year first and open, the 18 older ones folded.
        XCTAssertEqual(index.components(separatedBy: "<details id=\"year-").count - 1, 19)
        XCTAssertTrue(index.contains("<details id=\"year-2025\" open><summary>2025: 13 runs, "))
        XCTAssertTrue(index.contains("<details id=\"year-2007\"><summary>2007: 20 runs, "))
        XCTAssertLessThan(try XCTUnwrap(index.range(of: "id=\"year-2025\"")).lowerBound, try XCTUnwrap(index.range(of: "id=\"year-2024\"")).lowerBound)
        // The day of two runs: one cell, a stripe linked to each.
        let cell = try XCTUnwrap(index.components(separatedBy: "<g data-date=\"2025-12-20\"").dropFirst().first).components(separatedBy: "</g>")[0]
        XCTAssertTrue(cell.hasPrefix(" data-distance-m=\"13000\""), cell)
        XCTAssertEqual(cell.components(separatedBy: "href=\"runs/").count - 1, 2)
        XCTAssertTrue(cell.contains("<a class=\"t\" href=\"runs/\(first).html\"><title>Sat 20 Dec 2025: Early (running, 5.00 km) (1 of 2 that day)</title>"), cell)
        XCTAssertTrue(cell.contains("<a class=\"t\" href=\"runs/\(second).html\"><title>Sat 20 Dec 2025: Late (running, 8.00 km) (2 of 2 that day)</title>"))
        // Every run in the list.
        XCTAssertEqual(try listedIDs(try page("runs.html")).count, 373)
    }

    func testGearFollowsTheFilterAndAPairPastItsLimitIsMarked() throws {
        let db = folder.path("gear.sqlite")
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2023-05-01 07:00", "Europe/Paris", distance: 400_000, moving: 120_000, name: "Long year")
        try logbook.insert("2024-05-01 07:00", "Europe/Paris", distance: 10_000, moving: 3000, name: "Run")
        try logbook.insert("2024-05-02 07:00", "Europe/Paris", distance: 400_000, moving: 50_000, name: "Ride", sport: "cycling")
        for arguments in [["gear", "add", "Pegasus", "--limit-km", "300"], ["gear", "add", "Bike", "--kind", "bike"],
                          ["gear", "assign", "Pegasus", "--sport", "running", "--apply"],
                          ["gear", "assign", "Bike", "--sport", "cycling", "--apply"]] {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }
        try report(db, ["--year", "2024"])
        let section = try XCTUnwrap(try page("index.html").components(separatedBy: "<section id=\"gear\">").dropFirst().first)
            .components(separatedBy: "</section>")[0]
        // A running report of 2024: the shoe's one run of that year, not the bike; its 410 km in all past its 300.
        XCTAssertFalse(section.contains("Bike"), section)
        XCTAssertTrue(section.contains("<tr data-gear=\"Pegasus\" data-distance-m=\"10000\" data-over-limit=\"true\">"), section)
        XCTAssertTrue(section.contains("<td>1</td><td>10.00 km</td><td>410.00 km</td><td>300.00 km</td><td>none</td>"), section)
        XCTAssertTrue(section.contains("over its limit by 110.00 km"))
        try report(db, ["--year", "2022"])
        XCTAssertTrue(try page("index.html").contains("<p>None of these runs has gear:"))
    }

    func testTheMaximumHeartRateHintOnlyWhenItIsNotSet() throws {
        let db = folder.path("hr.sqlite")
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2024-05-01 07:00", "Europe/Paris", distance: 10_000, moving: 3000, name: "No heart rate")
        let hint = "or set 'logbook profile set --max-hr N'"
        try report(db)
        XCTAssertTrue(try page("index.html").contains(hint))
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "190", "--db", db]).status, 0)
        try report(db)
        let index = try page("index.html")
        XCTAssertFalse(index.contains(hint))
        XCTAssertTrue(index.contains("<p>No run has a load: import runs with heart rate.</p>"))
    }

    func testWordsNotCodes() throws {
        let db = folder.path("words.sqlite")
        let logbook = try ReportDatabase(path: db)
        let short = try logbook.insert("2015-03-22 13:05", "Europe/Amsterdam", distance: 30, moving: 20, name: "Stride")
        try logbook.insert("2015-03-23 07:00", "Europe/Amsterdam", distance: 10_000, moving: 3000, name: "Easy",
                           splits: [ReportDatabase.split(1, 1000, 313), ReportDatabase.split(2, 1000, 370)])
        try report(db)
        let runPage = try page("runs/\(short).html")
        XCTAssertTrue(runPage.contains("Run \(short) · Sun 22 Mar 2015, 13:05 · running"), runPage)
        XCTAssertTrue(runPage.contains("-- (not counted: too short to count (under the shortest distance the averages take))"))
        XCTAssertTrue(runPage.contains("<li>Left out of the average pace in stats: too short to count"))
        for name in try pages() {
            // The logbook-data JSON is `stats --json`'s, codes and all (its contract); the page's words are checked.
            let html = Self.withoutData(try page(name))
            for code in ["too_short", "run(s)", "summary_only", "T13:05:00"] { XCTAssertFalse(html.contains(code), "\(name): \(code)") }
        }
        let index = try page("index.html")
        XCTAssertTrue(index.contains("running: 2 runs, 10.03 km."), index)
        XCTAssertTrue(index.contains("<summary>2015: 2 runs, 10.03 km</summary>"))
        XCTAssertTrue(index.contains("1 too short to count"))
        // The splits of 5:13 and 6:10 /km: bars from 7:00 /km, the slower under half the faster's length.
        let easy = try page("runs/\(short + 1).html")
        XCTAssertTrue(easy.contains("Bars start at 7:00 /km"), easy)
        let widths = easy.components(separatedBy: "<rect class=\"bar\" x=\"40\" y=\"").dropFirst()
            .compactMap { Double($0.components(separatedBy: "width=\"")[1].prefix { $0 != "\"" }) }
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths[0], 840, accuracy: 0.05)
        XCTAssertEqual(widths[1], 840 * 50 / 107, accuracy: 0.05)
    }
}
