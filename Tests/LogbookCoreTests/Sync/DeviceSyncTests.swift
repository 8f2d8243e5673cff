import Foundation
import LogbookSQLite
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// `sync` on a fake Garmin mount with real FIT files: each file imported once, an idle sync
/// reads no file (counted by the kernel), a dry run writes nothing, a damaged file is
/// reported once, a mount gone mid-sync leaves whole runs only and the next sync goes on.
final class DeviceSyncTests: MigratedLogbookTestCase {
    private var mount: FakeGarminMount!
    private var options: ImportOptions { ImportOptions(zone: TimeZone(identifier: "UTC")!) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        mount = try FakeGarminMount(root: folder.path("media/WATCH"))
    }

    private func sync(_ options: ImportOptions? = nil, fileDone: (FileImportResult) -> Void = { _ in }) throws -> PlaceSyncOutcome {
        let places = SyncPlaceFinder.places(in: MountRoots(folders: [folder.path("media")]))
        XCTAssertEqual(places.map(\.key), ["garmin:3996812345"])
        return try DeviceSync(database: database).sync(try XCTUnwrap(places.first), options: options ?? self.options, fileDone: fileDone)
    }

    private func runCount() throws -> Int64? { try database.scalar("SELECT count(*) FROM runs").int64Value }

    /// Each run's start, distance to the metre and sample count, in start order.
    private func runs(in database: Database) throws -> [String] {
        try SampleRows.rows(
            database, "SELECT start_utc, CAST(round(distance_m) AS INTEGER), (SELECT count(*) FROM samples s WHERE s.run_id = r.id) FROM runs r ORDER BY start_utc"
        ).map { $0.map { "\($0)" }.joined(separator: " ") }
    }

    func testTheWatchIsFoundByItsDescriptionWithItsModelAndActivityFolder() throws {
        let places = SyncPlaceFinder.places(in: MountRoots(folders: [folder.path("media"), folder.path("nothing-here")]))
        XCTAssertEqual(places, [
            SyncPlace(key: "garmin:3996812345", kind: .garmin, name: "Garmin Forerunner 245", root: mount.root, activityFolders: ["GARMIN/Activity"])
        ])
        XCTAssertEqual(try SyncPlaceFinder.place(at: mount.root + "/GARMIN").key, "garmin:3996812345")
        XCTAssertEqual(try SyncPlaceFinder.place(at: folder.path("media")).kind, .folder)
        XCTAssertThrowsError(try SyncPlaceFinder.place(at: folder.path("missing"))) { error in
            XCTAssertEqual(error as? SyncError, .notAFolder(folder.path("missing")))
        }
    }

    func testASecondSyncReadsNoFileAndTwoNewFilesGiveExactlyTwoRuns() throws {
        try mount.add(FakeGarminMount.runFiles[0], as: "2015-08-15-16-45-00.fit")
        try mount.add(FakeGarminMount.runFiles[1], as: "2012-02-13-11-16-00.FIT")
        let counter = try FileOpenCounter(folder: mount.activity)
        let first = try sync()
        XCTAssertEqual([first.newRuns, first.filesRead, first.knownFiles, first.skippedFiles], [2, 2, 0, 0])
        XCTAssertGreaterThanOrEqual(counter.opens(), 2)
        XCTAssertEqual(try runCount(), 2)

        let idle = try sync()
        XCTAssertEqual([idle.newRuns, idle.filesRead, idle.knownFiles], [0, 0, 2])
        XCTAssertEqual(counter.opens(), 0, "an idle sync opens no activity file")

        try mount.add(FakeGarminMount.runFiles[2], as: "2022-05-29-17-53-00.fit")
        try mount.add(FakeGarminMount.runFiles[3], as: "stryd.fit")
        let next = try sync()
        XCTAssertEqual([next.newRuns, next.filesRead, next.knownFiles], [2, 2, 2])
        XCTAssertEqual(try runCount(), 4)
        let remembered = try database.rows("SELECT path, outcome, length(sha256) FROM sync_files ORDER BY path")
            .map { $0.map { $0.stringValue ?? $0.int64Value.map(String.init) ?? "NULL" } }
        XCTAssertEqual(remembered.count, 4)
        XCTAssertEqual(remembered.first, ["GARMIN/Activity/2012-02-13-11-16-00.FIT", "imported", "64"])
        // A watch that deletes its old files loses nothing from the logbook.
        try FileManager.default.removeItem(atPath: mount.activity + "/stryd.fit")
        XCTAssertEqual(try sync().knownFiles, 3)
        XCTAssertEqual(try runCount(), 4)
    }

    func testADryRunChangesNothing() throws {
        try mount.add(FakeGarminMount.runFiles[0], as: "a.fit")
        let before = try DatabaseDump.lines(of: database)
        let dry = try sync({ var options = self.options; options.dryRun = true; return options }())
        XCTAssertEqual([dry.newRuns, dry.filesRead], [1, 1])
        XCTAssertEqual(try DatabaseDump.lines(of: database), before)
        XCTAssertEqual(try sync().newRuns, 1, "the real sync after it imports the file")
    }

    func testADamagedFileIsReportedOnceAndTheOthersGoIn() throws {
        try mount.add(FakeGarminMount.runFiles[0], as: "good.fit")
        let bytes = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("fit/" + FakeGarminMount.runFiles[3]))
        try bytes.prefix(300).write(to: URL(fileURLWithPath: mount.activity + "/broken.fit"))
        var reported: [String] = []
        let first = try sync { result in if result.status == .rejected { reported.append(result.file) } }
        XCTAssertEqual(first.newRuns, 1)
        XCTAssertEqual(first.damaged.map(\.file), [mount.activity + "/broken.fit"])
        XCTAssertEqual(reported, [mount.activity + "/broken.fit"])
        let second = try sync { result in reported.append(result.file) }
        XCTAssertEqual([second.filesRead, second.knownFiles, second.damaged.count], [0, 2, 0])
        XCTAssertEqual(reported.count, 1, "reported once, not at every sync")
        // Written again (a longer copy), it is read again.
        try bytes.write(to: URL(fileURLWithPath: mount.activity + "/broken.fit"))
        XCTAssertEqual(try sync().newRuns, 1)
    }

    func testAMountGoneMidSyncLeavesWholeRunsAndTheNextSyncGoesOn() throws {
        for (index, fixture) in FakeGarminMount.runFiles.prefix(3).enumerated() { try mount.add(fixture, as: "\(index).fit") }
        // What the three files give when nothing goes wrong, in a logbook of its own.
        let reference = try folder.migratedLogbook("reference.sqlite")
        let copy = try FakeGarminMount(root: folder.path("copy/WATCH"))
        for (index, fixture) in FakeGarminMount.runFiles.prefix(3).enumerated() { try copy.add(fixture, as: "\(index).fit") }
        let copyPlace = try XCTUnwrap(SyncPlaceFinder.places(in: MountRoots(folders: [folder.path("copy")])).first)
        XCTAssertEqual(try DeviceSync(database: reference).sync(copyPlace, options: options).newRuns, 3)
        let whole = try runs(in: reference)

        let unplugged = folder.path("unplugged")
        var moved = false
        let broken = try sync { _ in
            if !moved { moved = (try? FileManager.default.moveItem(atPath: self.mount.root, toPath: unplugged)) != nil }
        }
        XCTAssertTrue(moved)
        let kept = try runs(in: database)
        XCTAssertEqual(Set(kept).subtracting(whole), [], "every run stored is whole")
        XCTAssertEqual(broken.newRuns, kept.count)
        XCTAssertEqual(broken.newRuns + broken.unreadable.count, 3, "a file is imported or left for the next sync")
        XCTAssertEqual(broken.damaged.count, 0, "a file on a vanished mount is not taken for a damaged one")

        try FileManager.default.moveItem(atPath: unplugged, toPath: mount.root)
        let next = try sync()
        XCTAssertEqual(next.newRuns, 3 - kept.count)
        XCTAssertEqual(try runs(in: database), whole)
    }

    func testTheRulesOfReadingAndRemembering() {
        let stamp = SyncFileStamp(size: 10, mtimeNs: 5)
        let remembered = RememberedFile(path: "a.fit", stamp: stamp, sha256: nil, outcome: "rejected", message: "bad")
        XCTAssertFalse(SyncRules.needsReading(stamp, remembered: remembered))
        XCTAssertTrue(SyncRules.needsReading(SyncFileStamp(size: 11, mtimeNs: 5), remembered: remembered))
        XCTAssertTrue(SyncRules.needsReading(SyncFileStamp(size: 10, mtimeNs: 6), remembered: remembered))
        XCTAssertTrue(SyncRules.needsReading(stamp, remembered: nil))
        XCTAssertTrue(SyncRules.remembers(.imported, before: stamp, after: nil))
        XCTAssertTrue(SyncRules.remembers(.rejected, before: stamp, after: stamp))
        XCTAssertFalse(SyncRules.remembers(.rejected, before: stamp, after: nil))
        XCTAssertFalse(SyncRules.remembers(.rejected, before: stamp, after: SyncFileStamp(size: 12, mtimeNs: 5)))
        for name in [".syncthing.run.fit.tmp", "run.fit.part", "~run.fit", "run.fit~", ".hidden.fit", "run.crdownload"] {
            XCTAssertTrue(SyncFileNames.isTemporary(name), name)
        }
        XCTAssertFalse(SyncFileNames.isTemporary("2024-05-03-07-00-00.fit"))
        XCTAssertEqual(GarminDevice.parse("<Device><Model><Description>fenix 7 &amp; co</Description></Model><Id>42</Id></Device>"),
                       GarminDevice(unitID: "42", model: "fenix 7 & co"))
        XCTAssertNil(GarminDevice.parse("<Device><Model><Description>x</Description></Model></Device>"))
        XCTAssertEqual(MountRoots.resolve(variable: nil, user: "ana", uid: 1000).folders,
                       ["/media/ana", "/run/media/ana", "/mnt", "/run/user/1000/gvfs"])
        XCTAssertEqual(MountRoots.resolve(variable: "/a::/b", user: "ana", uid: 1000).folders, ["/a", "/b"])
    }
}
