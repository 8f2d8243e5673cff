import Foundation
import LogbookTestSupport
import XCTest

/// A report over one it wrote before (issue 52): when nothing the site pages (the index, the
/// list of runs, the route, segment and year pages) are drawn from changed and they are as
/// the last report left them, none is drawn again; a change to one of their inputs (a run
/// renamed, a route renamed, a segment added, a new import, a run quarantined and restored,
/// the athlete's settings, the day) or a page changed by hand redraws them, and only the
/// pages whose content changed are written.
final class ReportSitePagesTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }
    /// The day the first run starts, UTC seconds (2024-05-02).
    private let firstDay = 1_714_636_800.0
    /// The day the reports are written on.
    private let today = ["LOGBOOK_TODAY": "2026-01-10"]

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        // Three runs of the loop (2024, 2024, 2025), one point to point (2025), a segment on the loop.
        try importRun(CourseRuns.loop, day: 1, speed: 3.0, name: "Park loop", seed: 1)
        try importRun(CourseRuns.loop, day: 40, speed: 2.5, name: "Park loop", seed: 2)
        try importRun(CourseRuns.loop, day: 400, speed: 3.2, name: "Evening", seed: 3)
        try importRun(CourseRuns.pointToPoint, day: 401, speed: 3.0, name: "Commute", seed: 4)
        try cli(["segment", "add", "Bottom", "--run", "1", "--from-km", "0.2", "--to-km", "1"])
    }

    override func tearDown() { folder.remove() }

    /// Imports a run of `course` at `speed` m/s on day `day`, named `name`.
    private func importRun(_ course: [CourseRuns.Metres], day: Int, speed: Double, name: String, seed: UInt64) throws {
        let points = CourseRuns.run(course, start: firstDay + Double(day) * 86_400, speed: speed, seed: seed)
        let path = folder.path("day-\(day).gpx")
        try GeneratedRuns.gpx(points, named: name).write(to: URL(fileURLWithPath: path))
        try cli(["import", path])
    }

    /// Runs `arguments` over the logbook; fails the test unless it exits 0.
    @discardableResult
    private func cli(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let result = try CLIRunner.run(arguments + ["--db", db], environment: environment)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    /// A report of every sport; its last line.
    @discardableResult
    private func report(environment: [String: String]? = nil) throws -> String {
        try cli(["report", "--out", site, "--sport", "all"], environment: environment ?? today)
    }

    /// Each site page (not the run pages): its inode, modification time and bytes.
    private func sitePages() throws -> [String: (inode: Int, modified: Date, bytes: Data)] {
        var names = ["index.html", "runs.html"]
        for folder in ["routes", "segments", "years"] {
            names += try FileManager.default.contentsOfDirectory(atPath: site + "/" + folder).filter { $0.hasSuffix(".html") }.map { folder + "/" + $0 }
        }
        var result: [String: (inode: Int, modified: Date, bytes: Data)] = [:]
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(atPath: site + "/" + name)
            result[name] = (
                try XCTUnwrap(attributes[.systemFileNumber] as? Int), try XCTUnwrap(attributes[.modificationDate] as? Date),
                try Data(contentsOf: URL(fileURLWithPath: site + "/" + name)))
        }
        return result
    }

    /// The pages new in `after`, gone from it, or whose file, time or bytes differ from `before`'s.
    private func changed(
        _ before: [String: (inode: Int, modified: Date, bytes: Data)], _ after: [String: (inode: Int, modified: Date, bytes: Data)]
    ) -> Set<String> {
        Set(Set(before.keys).union(after.keys).filter { name in
            guard let old = before[name], let new = after[name] else { return true }
            return old.inode != new.inode || old.modified != new.modified || old.bytes != new.bytes
        })
    }

    /// The text of site page `name`.
    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: site + "/" + name, encoding: .utf8)
    }

    /// The manifest's lines that start with `kind` and a space.
    private func manifestLines(_ kind: String) throws -> [String] {
        try String(contentsOfFile: site + "/.logbook-report-manifest", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { $0.hasPrefix(kind + " ") }
    }

    func testAnUnchangedReportKeepsEverySitePageAndRecordsThem() throws {
        try report()
        let first = try sitePages()
        XCTAssertEqual(first.keys.sorted(), [
            "index.html", "routes/1.html", "routes/4.html", "runs.html", "segments/1.html", "years/2024.html", "years/2025.html",
        ])
        let manifest = try String(contentsOfFile: site + "/.logbook-report-manifest", encoding: .utf8)
        // One site fingerprint, a drawn line per site page, a tail verdict per stored run.
        XCTAssertEqual(try manifestLines("site").count, 1)
        XCTAssertEqual(try manifestLines("drawn").map { $0.split(separator: " ")[1] }.sorted(), first.keys.sorted().map { Substring($0) })
        XCTAssertEqual(try manifestLines("tail").map { $0.split(separator: " ")[1] }, ["1", "2", "3", "4"])

        let again = try report()
        XCTAssertTrue(again.contains("4 run pages (0 written, 4 unchanged, 4 not read again), index unchanged."), again)
        XCTAssertEqual(changed(first, try sitePages()), [])
        XCTAssertEqual(try String(contentsOfFile: site + "/.logbook-report-manifest", encoding: .utf8), manifest, "an unchanged manifest")
    }

    func testARenamedRunRedrawsTheListAndTheIndexNotTheCoursePages() throws {
        try report()
        let before = try sitePages()
        try cli(["edit", "4", "--name", "Commute home"])
        let line = try report()
        XCTAssertTrue(line.contains("index written."), line)
        let after = try sitePages()
        XCTAssertTrue(changed(before, after).isSuperset(of: ["runs.html"]), "\(changed(before, after))")
        XCTAssertTrue(try page("runs.html").contains("Commute home"))
        // Run 4 is on no route and no segment, and not of 2024.
        XCTAssertTrue(changed(before, after).isDisjoint(with: ["routes/1.html", "segments/1.html", "years/2024.html"]), "\(changed(before, after))")
    }

    func testARenamedRouteRedrawsItsPageAndNotTheSegmentsOrTheListOfRuns() throws {
        try report()
        let before = try sitePages()
        try cli(["routes", "rename", "1", "Lake loop"])
        try report()
        let after = try sitePages()
        let redrawn = changed(before, after)
        XCTAssertTrue(redrawn.contains("routes/1.html"), "\(redrawn)")
        XCTAssertTrue(try page("routes/1.html").contains("Lake loop"))
        XCTAssertFalse(try String(decoding: XCTUnwrap(before["routes/1.html"]).bytes, as: UTF8.self).contains("Lake loop"))
        // The list of runs names no route, nor does the other route's page or the segment's.
        XCTAssertTrue(redrawn.isDisjoint(with: ["runs.html", "routes/4.html", "segments/1.html"]), "\(redrawn)")
    }

    func testASegmentAddedOrRemovedDrawsOrRemovesItsPageAndLeavesTheYears() throws {
        try report()
        let before = try sitePages()
        try cli(["segment", "add", "Top", "--run", "1", "--from-km", "1.2", "--to-km", "1.8"])
        try report()
        let added = try sitePages()
        XCTAssertTrue(changed(before, added).contains("segments/2.html"), "\(changed(before, added))")
        XCTAssertTrue(try page("segments/2.html").contains("Top"))
        XCTAssertTrue(changed(before, added).isDisjoint(with: ["segments/1.html", "years/2024.html", "years/2025.html", "runs.html"]), "\(changed(before, added))")

        try cli(["segment", "rm", "Top"])
        try report()
        let removed = try sitePages()
        XCTAssertNil(removed["segments/2.html"])
        XCTAssertTrue(changed(added, removed).isDisjoint(with: ["segments/1.html", "years/2024.html", "runs.html"]), "\(changed(added, removed))")
    }

    func testANewImportDrawsItsYearAndLeavesTheYearsBefore() throws {
        try report()
        let before = try sitePages()
        try importRun(CourseRuns.pointToPoint, day: 700, speed: 3.0, name: "Far", seed: 5)
        let line = try report()
        XCTAssertTrue(line.contains("5 run pages"), line)
        let after = try sitePages()
        let redrawn = changed(before, after)
        XCTAssertTrue(redrawn.isSuperset(of: ["index.html", "runs.html", "years/2026.html"]), "\(redrawn)")
        XCTAssertTrue(try page("runs.html").contains("Far"))
        XCTAssertTrue(redrawn.isDisjoint(with: ["years/2024.html", "segments/1.html"]), "\(redrawn)")
    }

    func testAQuarantinedRunLeavesThePagesAndARestoredOneComesBackAsItWas() throws {
        try report()
        let before = try sitePages()
        // Run 2 (6:40 /km, 2024, on the loop and the segment) is the only one slower than 6:00 /km.
        try cli(["clean", "--apply", "--rules", "too_slow", "--max-pace", "6:00"])
        let line = try report()
        XCTAssertTrue(line.contains("3 run pages") && line.contains("1 removed"), line)
        let quarantined = try sitePages()
        XCTAssertFalse(FileManager.default.fileExists(atPath: site + "/runs/2.html"))
        XCTAssertTrue(changed(before, quarantined).isSuperset(of: ["index.html", "runs.html", "routes/1.html", "years/2024.html"]),
                      "\(changed(before, quarantined))")
        XCTAssertFalse(try page("runs.html").contains("runs/2.html"))

        try cli(["clean", "--restore", "2"])
        try report()
        let restored = try sitePages()
        XCTAssertEqual(restored.keys.sorted(), before.keys.sorted())
        XCTAssertTrue(FileManager.default.fileExists(atPath: site + "/runs/2.html"))
        // The segment's page holds the run again but is not compared byte for byte (after a restore
        // its bytes differ at the same size: drawn from the database as it now is); the others are as they were.
        XCTAssertTrue(try page("segments/1.html").contains("runs/2.html"))
        for name in ["index.html", "runs.html", "routes/1.html", "years/2024.html"] {
            XCTAssertEqual(restored[name]?.bytes, before[name]?.bytes, name)
        }
    }

    func testSettingsOrAnotherDayRedrawTheIndexAndAPageChangedByHandIsDrawnAgain() throws {
        try report()
        let before = try sitePages()
        let fingerprint = try manifestLines("site")
        // Another day: the streaks and the load run through it, so the site is drawn again.
        try report(environment: ["LOGBOOK_TODAY": "2026-03-01"])
        XCTAssertNotEqual(try manifestLines("site"), fingerprint)
        XCTAssertTrue(changed(before, try sitePages()).isDisjoint(with: ["years/2024.html", "routes/1.html", "segments/1.html"]))

        try cli(["profile", "set", "--max-hr", "190"])
        let line = try report()
        XCTAssertTrue(line.contains("index written."), line)
        XCTAssertNotEqual(try sitePages()["index.html"]?.bytes, before["index.html"]?.bytes)

        // A page deleted or changed by hand is drawn again, the others are left as they are.
        let settled = try sitePages()
        try FileManager.default.removeItem(atPath: site + "/years/2024.html")
        try Data("changed by hand".utf8).write(to: URL(fileURLWithPath: site + "/routes/1.html"))
        try report()
        let redrawn = try sitePages()
        XCTAssertEqual(redrawn["years/2024.html"]?.bytes, settled["years/2024.html"]?.bytes)
        XCTAssertEqual(redrawn["routes/1.html"]?.bytes, settled["routes/1.html"]?.bytes)
        XCTAssertEqual(changed(settled, redrawn), ["years/2024.html", "routes/1.html"])
    }
}
