import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `logbook watch` in the foreground: each file imported once, at the end of its file; a
/// temporary name waits for its rename; a folder deleted and made again is watched again;
/// SIGTERM ends it with 0 and Ctrl-C with 130; the logbook is free for others between files.
final class WatchForegroundTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var phone: String { folder.path("phone") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: phone, withIntermediateDirectories: true)
        XCTAssertEqual(try CLIRunner.run(["watch", "add", phone, "--db", db]).status, 0)
    }

    override func tearDown() { folder.remove() }

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("fit/" + name))
    }

    private func runCount() throws -> Int {
        let text = try CLIRunner.run(["list", "--all", "--json", "--db", db]).stdout
        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])?.count ?? -1
    }

    func testEachFileIsImportedOnceAtTheEndOfItsFileAndTheFolderMayComeBack() throws {
        let watch = try WatchingProcess(["watch", "--db", db])
        watch.waitForLine { $0.hasPrefix("Watching 1 folder") }

        // A file written in pieces: nothing is imported while it is open.
        let pieces = try fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit")
        // Opened once for the whole write (creating it with FileManager would close it once empty).
        let descriptor = open(phone + "/slow.fit", O_WRONLY | O_CREAT | O_EXCL, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let writer = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        try writer.write(contentsOf: pieces.prefix(pieces.count / 3))
        // Meanwhile one arrives under Syncthing's temporary name and is renamed.
        try fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit").write(to: URL(fileURLWithPath: phone + "/.syncthing.fenix.fit.tmp"))
        try FileManager.default.moveItem(atPath: phone + "/.syncthing.fenix.fit.tmp", toPath: phone + "/fenix.fit")
        let renamed = watch.waitForLine { $0.contains("fenix.fit") }
        XCTAssertEqual(renamed, phone + "/fenix.fit: 1 new run")
        try writer.write(contentsOf: pieces.dropFirst(pieces.count / 3).prefix(pieces.count / 3))
        try writer.write(contentsOf: pieces.dropFirst(2 * (pieces.count / 3)))
        try writer.close()
        XCTAssertEqual(watch.waitForLine { $0.contains("slow.fit") }, phone + "/slow.fit: 1 new run")
        XCTAssertFalse(watch.lines.contains { $0.contains("syncthing") }, "\(watch.lines)")

        // The logbook is not held between files: another import goes in at once.
        let other = folder.path("other.fit")
        try fixture("run-stryd-developer-fields-named-like-native.fit").write(to: URL(fileURLWithPath: other))
        let beside = try CLIRunner.run(["import", other, "--db", db], environment: ["LOGBOOK_LOCK_WAIT": "0"])
        XCTAssertEqual(beside.status, 0, beside.stderr)

        // The folder deleted and made again: watched again, its new file imported.
        try FileManager.default.removeItem(atPath: phone)
        watch.waitForLine { $0 == self.phone + ": gone; watching for it to come back." }
        try FileManager.default.createDirectory(atPath: phone, withIntermediateDirectories: true)
        watch.waitForLine { $0 == self.phone + ": back." }
        try fixture("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit").write(to: URL(fileURLWithPath: phone + "/fr70.fit"))
        XCTAssertEqual(watch.waitForLine { $0.contains("fr70.fit") }, phone + "/fr70.fit: 1 new run")

        XCTAssertEqual(watch.stop(with: SIGTERM), 0)
        XCTAssertEqual(watch.lines.filter { $0.hasSuffix("new run") }.count, 3, "each file imported once: \(watch.lines)")
        XCTAssertEqual(try runCount(), 4)
    }

    func testFilesInSubfoldersAndALongerCopyThatReplacesAFile() throws {
        let watch = try WatchingProcess(["watch", "--db", db])
        watch.waitForLine { $0.hasPrefix("Watching 1 folder") }

        // A folder moved in with a file in it: watched, and its file imported.
        let staging = folder.path("staging/2026")
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try TrackFiles.gpx(start: "2026-03-01T07:00:00Z", duration: 600).write(toFile: staging + "/early.gpx", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: staging, toPath: phone + "/2026")
        XCTAssertEqual(watch.waitForLine { $0.contains("early.gpx") }, phone + "/2026/early.gpx: 1 new run")
        // A file written later into that subfolder.
        try TrackFiles.gpx(start: "2026-03-02T07:00:00Z", duration: 900).write(toFile: phone + "/2026/.later.gpx.tmp", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: phone + "/2026/.later.gpx.tmp", toPath: phone + "/2026/later.gpx")
        XCTAssertEqual(watch.waitForLine { $0.contains("later.gpx") }, phone + "/2026/later.gpx: 1 new run")

        // A run, then a longer copy of it renamed over the same name: the longer copy is kept.
        try TrackFiles.gpx(start: "2026-03-03T07:00:00Z", duration: 1800).write(toFile: phone + "/run.gpx", atomically: false, encoding: .utf8)
        XCTAssertEqual(watch.waitForLine { $0.hasPrefix(self.phone + "/run.gpx") }, phone + "/run.gpx: 1 new run")
        try TrackFiles.gpx(start: "2026-03-03T07:00:00Z", duration: 1830).write(toFile: phone + "/.run.gpx.tmp", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(phone + "/.run.gpx.tmp", phone + "/run.gpx"), 0, "renamed over the first copy, as Syncthing does")
        XCTAssertEqual(
            watch.waitForLine { $0.hasPrefix(self.phone + "/run.gpx") && $0.contains("upgraded") },
            phone + "/run.gpx: 1 run upgraded with a richer copy")
        XCTAssertEqual(watch.stop(with: SIGTERM), 0)

        let text = try CLIRunner.run(["list", "--all", "--json", "--db", db]).stdout
        let runs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(runs.count, 3, "each run once: \(watch.lines)")
        let distances = runs.compactMap { ($0["distance_m"] as? Double).map { Int($0.rounded()) } }.sorted()
        XCTAssertEqual(distances, [1_800, 2_700, 5_490], "the longer copy (1,830 s at 3 m/s) kept")
    }

    func testCtrlCEndsItWith130() throws {
        let watch = try WatchingProcess(["watch", "--db", db])
        watch.waitForLine { $0.hasPrefix("Watching 1 folder") }
        XCTAssertEqual(watch.stop(with: SIGINT), 130)
    }

    func testTheRuleOfCompleteFiles() {
        XCTAssertTrue(WatchRules.isReady(mask: UInt32(IN_CLOSE_WRITE), name: "run.fit"))
        XCTAssertTrue(WatchRules.isReady(mask: UInt32(IN_MOVED_TO), name: "run.fit"))
        XCTAssertFalse(WatchRules.isReady(mask: UInt32(IN_MODIFY), name: "run.fit"))
        XCTAssertFalse(WatchRules.isReady(mask: UInt32(IN_CLOSE_WRITE), name: ".syncthing.run.fit.tmp"))
        XCTAssertFalse(WatchRules.isReady(mask: UInt32(IN_MOVED_TO), name: "run.fit.part"))
        XCTAssertFalse(WatchRules.isReady(mask: UInt32(IN_MOVED_TO) | UInt32(IN_ISDIR), name: "2024"))
        XCTAssertTrue(WatchRules.isGone(mask: UInt32(IN_DELETE_SELF)))
        XCTAssertFalse(WatchRules.isGone(mask: UInt32(IN_CLOSE_WRITE)))
        XCTAssertTrue(WatchRules.isNewFolder(mask: UInt32(IN_CREATE) | UInt32(IN_ISDIR), name: "2026"))
        XCTAssertTrue(WatchRules.isNewFolder(mask: UInt32(IN_MOVED_TO) | UInt32(IN_ISDIR), name: "2026"))
        XCTAssertFalse(WatchRules.isNewFolder(mask: UInt32(IN_CREATE), name: "run.fit"))
        XCTAssertFalse(WatchRules.isNewFolder(mask: UInt32(IN_CREATE) | UInt32(IN_ISDIR), name: ".stversions"))
    }
}
