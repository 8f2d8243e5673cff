import Foundation
import LogbookTestSupport
import XCTest

/// `logbook sync` and `logbook watch add/rm/list` run as a runner would: a Garmin mounted
/// under the roots `LOGBOOK_MOUNT_ROOTS` names, a watched folder, one line per place.
final class SyncCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var roots: [String: String] { ["LOGBOOK_MOUNT_ROOTS": folder.path("media")] }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A Garmin drive at `media/WATCH` with the fixtures `names` in its activity folder.
    private func mountGarmin(_ names: [String]) throws -> String {
        let root = folder.path("media/WATCH")
        try FileManager.default.createDirectory(atPath: root + "/GARMIN/Activity", withIntermediateDirectories: true)
        try Data("<Device><Model><Description>fenix 2</Description></Model><Id>3860000001</Id></Device>".utf8)
            .write(to: URL(fileURLWithPath: root + "/GARMIN/GarminDevice.xml"))
        for name in names {
            try FileManager.default.copyItem(atPath: TestPaths.fixtures.appendingPathComponent("fit/" + name).path, toPath: root + "/GARMIN/Activity/" + name)
        }
        return root
    }

    func testSyncImportsTheMountedWatchOnceAndSaysSoOnOneLine() throws {
        let root = try mountGarmin(["run-garmin-fenix2-gps-hr-cad-running-dynamics.fit", "run-garmin-venusq-smart-recording-gps-hr-cad.fit"])
        let dry = try CLIRunner.run(["sync", "--dry-run", "--db", db], environment: roots)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(dry.stdout, "Garmin fenix 2 (\(root)): 2 new runs, 2 files read, 0 known, 0 skipped, 0 damaged (dry run: nothing was written)\n")
        let first = try CLIRunner.run(["sync", "--db", db], environment: roots)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "Garmin fenix 2 (\(root)): 2 new runs, 2 files read, 0 known, 0 skipped, 0 damaged\n")
        let again = try CLIRunner.run(["sync", "--json", "--db", db], environment: roots)
        let places = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(places.count, 1)
        XCTAssertEqual(places.first?["key"] as? String, "garmin:3860000001")
        XCTAssertEqual(places.first?["new_runs"] as? Int, 0)
        XCTAssertEqual(places.first?["files_read"] as? Int, 0)
        XCTAssertEqual(places.first?["known_files"] as? Int, 2)
        let list = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(list.stdout.split(separator: "\n").count, 3, list.stdout)
    }

    func testSyncFromOneFolderAndTheWatchedFolders() throws {
        let phone = folder.path("phone")
        try FileManager.default.createDirectory(atPath: phone + "/2024", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx").path, toPath: phone + "/2024/a.gpx")
        try Data("half".utf8).write(to: URL(fileURLWithPath: phone + "/.syncthing.b.gpx.tmp"))
        try Data("half".utf8).write(to: URL(fileURLWithPath: phone + "/b.gpx.part"))
        let from = try CLIRunner.run(["sync", "--from", phone, "--db", db])
        XCTAssertEqual(from.status, 0, from.stderr)
        XCTAssertEqual(from.stdout, "\(phone): 1 new run, 1 file read, 0 known, 0 skipped, 0 damaged\n")

        let none = try CLIRunner.run(["sync", "--db", db])
        XCTAssertEqual(none.stdout, "Nothing to sync: no watch is mounted and no folder is watched ('logbook watch add DIR' adds one).\n")
        let add = try CLIRunner.run(["watch", "add", phone, "--db", db])
        XCTAssertEqual(add.stdout, "Watching \(phone): 'logbook sync' reads it.\n")
        XCTAssertEqual(try CLIRunner.run(["watch", "list", "--db", db]).stdout, phone + "\n")
        try FileManager.default.copyItem(atPath: TestPaths.examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx").path, toPath: phone + "/c.gpx")
        let synced = try CLIRunner.run(["sync", "--db", db])
        XCTAssertEqual(synced.stdout, "\(phone): 1 new run, 1 file read, 1 known, 0 skipped, 0 damaged\n", "the folder is remembered, whichever way it was synced")
        let removed = try CLIRunner.run(["watch", "rm", phone, "--db", db])
        XCTAssertEqual(removed.stdout, "No longer watching \(phone).\n")
        let again = try CLIRunner.run(["watch", "rm", phone, "--db", db])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "Error: \(phone) is not watched; 'logbook watch list' shows the watched folders\n")
        let missing = try CLIRunner.run(["sync", "--from", folder.path("nope"), "--db", db])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "Error: \(folder.path("nope")): no such folder (sync and watch read folders and mounted watches)\n")
        XCTAssertEqual(try CLIRunner.run(["watch", "add", "--db", db]).status, 64)
    }

    func testADamagedFileOnTheWatchFailsTheFirstSyncOnly() throws {
        let root = try mountGarmin(["run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"])
        try Data([14, 16, 0x6c, 0x05]).write(to: URL(fileURLWithPath: root + "/GARMIN/Activity/broken.fit"))
        let first = try CLIRunner.run(["sync", "--db", db], environment: roots)
        XCTAssertEqual(first.status, 1)
        XCTAssertTrue(first.stderr.contains("Error: \(root)/GARMIN/Activity/broken.fit"), first.stderr)
        XCTAssertEqual(first.stdout, "Garmin fenix 2 (\(root)): 1 new run, 2 files read, 0 known, 0 skipped, 1 damaged\n")
        let second = try CLIRunner.run(["sync", "--db", db], environment: roots)
        XCTAssertEqual(second.status, 0)
        XCTAssertFalse(second.stderr.contains("broken.fit"), second.stderr)
        XCTAssertEqual(second.stdout, "Garmin fenix 2 (\(root)): 0 new runs, 0 files read, 2 known, 0 skipped, 0 damaged\n")
    }
}

/// `watch --install-systemd` writes the user unit that runs `watch` on this logbook.
final class WatchInstallTests: XCTestCase {
    func testTheUnitRunsWatchOnThisLogbookAndSaysHowToEnableIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let db = folder.path("my logbook.sqlite")
        let result = try CLIRunner.run(["watch", "--install-systemd", "--db", db], environment: ["XDG_CONFIG_HOME": folder.path("config")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let unit = folder.path("config/systemd/user/logbook-watch.service")
        XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init), "Wrote \(unit).")
        XCTAssertTrue(result.stdout.contains("systemctl --user daemon-reload && systemctl --user enable --now logbook-watch.service"))
        let text = try String(contentsOfFile: unit, encoding: .utf8)
        XCTAssertTrue(text.contains("ExecStart=\"\(CLIRunner.binary.resolvingSymlinksInPath().path)\" watch --db \"\(db)\"\n"), text)
        XCTAssertTrue(text.contains("KillSignal=SIGTERM\n"))
        XCTAssertTrue(text.contains("WantedBy=default.target\n"))
    }
}
