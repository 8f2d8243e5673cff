import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore
import LogbookSupport

/// `logbook report` over a report it wrote before: a run whose fingerprint is unchanged is
/// not read and its page not written; a changed run's page (and its neighbours', when their
/// links change) is; a page changed or deleted by hand is drawn again.
final class ReportIncrementalTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var out: String { folder.path("site") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        let imported = try CLIRunner.run(["import", "--db", db, examples])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    override func tearDown() { folder.remove() }

    @discardableResult
    private func report() throws -> String {
        let result = try CLIRunner.run(["report", "--db", db, "--out", out, "--sport", "all"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// Each file of the site (the run pages and the index): its inode, modification time and bytes.
    private func files() throws -> [String: (inode: Int, modified: Date, bytes: Data)] {
        var result: [String: (inode: Int, modified: Date, bytes: Data)] = [:]
        let names = ["index.html"] + (try FileManager.default.contentsOfDirectory(atPath: out + "/runs")).map { "runs/" + $0 }
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(atPath: out + "/" + name)
            result[name] = (
                try XCTUnwrap(attributes[.systemFileNumber] as? Int), try XCTUnwrap(attributes[.modificationDate] as? Date),
                try Data(contentsOf: URL(fileURLWithPath: out + "/" + name)))
        }
        return result
    }

    /// The names whose file is another one, or whose time or bytes differ, between `before` and `after`.
    private func rewritten(
        _ before: [String: (inode: Int, modified: Date, bytes: Data)], _ after: [String: (inode: Int, modified: Date, bytes: Data)]
    ) -> Set<String> {
        Set(after.keys.filter { name in
            guard let old = before[name], let new = after[name] else { return true }
            return old.inode != new.inode || old.modified != new.modified || old.bytes != new.bytes
        })
    }

    /// The ids the page of run `id` links to as its previous and next runs.
    private func neighbours(_ id: Int) throws -> [String] {
        let html = try String(contentsOfFile: out + "/runs/\(id).html", encoding: .utf8)
        return ["prev", "next"].compactMap { rel in
            html.components(separatedBy: "<a rel=\"\(rel)\" href=\"").dropFirst().first.map { "runs/" + $0.prefix { $0 != "\"" } }
        }
    }

    func testAnUnchangedRunIsNotReadAndAChangedOneRewritesItsPageAndItsNeighbours() throws {
        XCTAssertTrue(try report().contains("181 run pages (181 written, 0 unchanged, 0 not read again), index written."))
        let manifest = try String(contentsOfFile: out + "/.logbook-report-manifest", encoding: .utf8)
        // The header, a line per run page, one per route page (the examples' three routes) and per year in review (2012, 2013, 2017),
        // the site fingerprint, a drawn line per site page (those and the index and the list of runs), a tail verdict per stored run.
        let routes = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["routes", "--json", "--db", db]).stdout.utf8)) as? [Any])
        XCTAssertEqual(routes.count, 3)
        XCTAssertEqual(manifest.split(separator: "\n").count, 182 + routes.count + 3 + 1 + (2 + routes.count + 3) + 181, String(manifest.prefix(300)))
        let first = try files()

        let second = try report()
        XCTAssertTrue(second.contains("181 run pages (0 written, 181 unchanged, 181 not read again), index unchanged."), second)
        XCTAssertEqual(rewritten(first, try files()), [])
        XCTAssertEqual(try String(contentsOfFile: out + "/.logbook-report-manifest", encoding: .utf8), manifest)

        // A new name: the run's page, and its neighbours' whose links name it.
        XCTAssertEqual(try CLIRunner.run(["edit", "100", "--name", "Renamed", "--db", db]).status, 0)
        let third = try report()
        XCTAssertTrue(third.contains("181 run pages (3 written, 178 unchanged, 178 not read again), index written."), third)
        let renamed = try files()
        let linked = try neighbours(100)
        XCTAssertEqual(linked.count, 2)
        XCTAssertEqual(rewritten(first, renamed), Set(["runs/100.html", "index.html"] + linked))
        XCTAssertTrue(String(decoding: try XCTUnwrap(renamed["runs/100.html"]).bytes, as: UTF8.self).contains("<h1>Renamed</h1>"))

        // A trim changes the run's samples, splits and numbers: its page is drawn again, and
        // its neighbours are read again (their links carry its distance) but keep their bytes.
        let trimmed = try CLIRunner.run(["trim", "2", "--at", "10:00", "--db", db])
        XCTAssertEqual(trimmed.status, 0, trimmed.stderr)
        let fourth = try report()
        let readAgain = 1 + (try neighbours(2)).count
        XCTAssertTrue(fourth.contains("181 run pages (1 written, 180 unchanged, \(181 - readAgain) not read again), index written."), fourth)
        let afterTrim = try files()
        XCTAssertEqual(rewritten(renamed, afterTrim), ["runs/2.html", "index.html"])
        XCTAssertTrue(String(decoding: try XCTUnwrap(afterTrim["runs/2.html"]).bytes, as: UTF8.self).contains("Trimmed: a recording tail was cut"))
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: out + "/runs").contains { $0.hasSuffix(".part") })
    }

    func testAPageDeletedOrChangedByHandIsDrawnAgain() throws {
        try report()
        let original = try Data(contentsOf: URL(fileURLWithPath: out + "/runs/3.html"))
        try FileManager.default.removeItem(atPath: out + "/runs/3.html")
        try Data("changed by hand".utf8).write(to: URL(fileURLWithPath: out + "/runs/50.html"))
        let before = try files()
        let again = try report()
        XCTAssertTrue(again.contains("181 run pages (2 written, 179 unchanged, 179 not read again), index unchanged."), again)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out + "/runs/3.html")), original)
        XCTAssertEqual(rewritten(before, try files()), ["runs/3.html", "runs/50.html"])
        XCTAssertTrue(try String(contentsOfFile: out + "/runs/50.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    func testAManifestOfAnotherVersionOrBrokenDrawsEveryPageAndWritesNone() throws {
        try report()
        let before = try files()
        try Data("logbook report manifest 0\n".utf8).write(to: URL(fileURLWithPath: out + "/.logbook-report-manifest"))
        XCTAssertTrue(try report().contains("181 run pages (0 written, 181 unchanged, 0 not read again), index unchanged."))
        try Data([0xff, 0xfe, 0x00]).write(to: URL(fileURLWithPath: out + "/.logbook-report-manifest"))
        XCTAssertTrue(try report().contains("(0 written, 181 unchanged, 0 not read again)"))
        XCTAssertEqual(rewritten(before, try files()), [])
        XCTAssertTrue(try report().contains("(0 written, 181 unchanged, 181 not read again)"))
    }

    func testAPageLoadFromAllHeartRatesIsTheLoadShowReads() throws {
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--resting-hr", "52", "--db", db]).status, 0)
        let database = try Database(path: db)
        let table = HeartRateSummaryTable(database: database)
        let all = try table.runs()
        let profile = try AthleteProfileTables(database: database).profile()
        XCTAssertEqual(all.count, 181)
        var withLoad = 0
        for run in all {
            let shown = try ShownRunLoad.load(runID: run.runID, startUTC: run.startUTC, utcOffset: run.utcOffset, from: database)
            let excluded = try (table.summary(runID: run.runID) ?? table.computed(runID: run.runID)).excluded
            XCTAssertEqual(ShownRunLoad.load(of: run, excluded: excluded, among: all, profile: profile), shown, "run \(run.runID)")
            if shown.load.trimp != nil { withLoad += 1 }
        }
        // The three runs with heart rate; the others have none and no pace relation before them.
        XCTAssertEqual(withLoad, 3)
    }

    func testRowBytesChangeWithWhatAPageDrawsAndOnlyForThatRun() throws {
        let database = try Database(path: db)
        let rows = RunRowBytes(database: database)
        let before = try rows.bytes(ofRuns: [1, 2, 100])
        XCTAssertEqual(before.count, 3)
        XCTAssertNotEqual(before[1], before[2])
        XCTAssertEqual(try rows.bytes(ofRuns: [1, 2, 100]), before)
        // The last sample gone (another tool), a split's time, a source's file name.
        try SampleRows.edit(database, "DELETE FROM samples WHERE run_id = 1 AND seq = (SELECT max(seq) FROM samples WHERE run_id = 1)")
        try database.execute("UPDATE splits SET elapsed_s = elapsed_s + 1 WHERE run_id = 2 AND split_index = 1")
        let after = try rows.bytes(ofRuns: [1, 2, 100])
        XCTAssertNotEqual(after[1], before[1])
        XCTAssertNotEqual(after[2], before[2])
        XCTAssertEqual(after[100], before[100])
        try database.execute("UPDATE import_files SET name = name || '.renamed' WHERE id = (SELECT file_id FROM run_sources WHERE run_id = 100)")
        XCTAssertNotEqual(try rows.bytes(ofRuns: [100])[100], after[100])
        let shared = try rows.sharedBytes()
        XCTAssertEqual(try rows.sharedBytes(), shared)
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "188", "--db", db]).status, 0)
        XCTAssertNotEqual(try rows.sharedBytes(), shared)
    }

    func testRowDigestsAreTheDigestsOfEachRunsBytesReadOneRunAtATime() throws {
        let database = try Database(path: db)
        let rows = RunRowBytes(database: database)
        let bytes = try rows.bytes(ofRuns: [1, 2, 100, 5_000])
        let digests = try rows.digests(ofRuns: [1, 2, 100, 5_000])
        // Run 5,000 does not exist: neither has it.
        XCTAssertEqual(Set(digests.keys), [1, 2, 100])
        XCTAssertEqual(Set(bytes.keys), [1, 2, 100])
        for id in [Int64(1), 2, 100] { XCTAssertEqual(digests[id], try SHA256.hex(of: bytes[id] ?? []), "run \(id)") }
        var seen: [Int64] = []
        try rows.forEachRun(ofRuns: [100, 1, 2]) { id, _ in seen.append(id) }
        XCTAssertEqual(seen, [1, 2, 100])
        try database.execute("UPDATE splits SET elapsed_s = elapsed_s + 1 WHERE run_id = 2 AND split_index = 1")
        let after = try rows.digests(ofRuns: [1, 2, 100])
        XCTAssertEqual(after[1], digests[1])
        XCTAssertNotEqual(after[2], digests[2])
        XCTAssertEqual(after[100], digests[100])
    }

    func testOnlyPagesTheManifestRecordsAreRemoved() throws {
        try report()
        // A page of logbook's name that no report wrote, and a folder of such a name.
        try Data("the runner's own page".utf8).write(to: URL(fileURLWithPath: out + "/runs/999.html"))
        try FileManager.default.createDirectory(atPath: out + "/runs/998.html", withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: out + "/runs/998.html/note.txt"))
        let database = try Database(path: db)
        try database.execute("DELETE FROM runs WHERE id = 5")
        let again = try report()
        XCTAssertTrue(again.contains("180 run pages (") && again.contains(", 1 removed), index written."), again)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/runs/5.html"))
        XCTAssertEqual(try String(contentsOfFile: out + "/runs/999.html", encoding: .utf8), "the runner's own page")
        XCTAssertEqual(try String(contentsOfFile: out + "/runs/998.html/note.txt", encoding: .utf8), "inside")
    }

    func testARunNameWithARightToLeftOverrideIsWrittenNeutralisedInEveryPage() throws {
        let database = try Database(path: db)
        try database.execute("UPDATE runs SET name = ? WHERE id = 2", [.text("Evening \u{202E}nuR")])
        try report()
        let page = try String(contentsOfFile: out + "/runs/2.html", encoding: .utf8)
        XCTAssertTrue(page.contains("Evening \u{FFFD}nuR"), String(page.prefix(400)))
        for name in ["index.html", "runs/1.html", "runs/2.html", "runs/3.html"] {
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"), name)
        }
    }
}
