import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookStore
@testable import LogbookSupport

/// A disk that fills up in the middle of an import, simulated with a small tmpfs (the
/// tests run as root, as CI does; where mounting is refused the test is skipped, saying why).
final class DiskFullTests: XCTestCase {
    private var folder: ScratchFolder!
    private var mountPoint: String?

    override func setUpWithError() throws { folder = try ScratchFolder() }

    override func tearDown() {
        if let mountPoint {
            for arguments in [[mountPoint], ["-l", mountPoint]] {
                if (try? Self.system(["umount"] + arguments))?.status == 0 { break }
            }
        }
        folder.remove()
    }

    /// Runs a system tool found in /usr/bin, /bin, /usr/sbin or /sbin.
    private static func system(_ arguments: [String]) throws -> CLIResult {
        let folders = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]
        guard let tool = folders.map({ $0 + "/" + arguments[0] }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return CLIResult(status: 127, stdout: "", stderr: "\(arguments[0]) not found")
        }
        return try LogbookProcess.run(Array(arguments.dropFirst()), executable: URL(fileURLWithPath: tool)).result
    }

    /// Mounts a tmpfs of `size` in the scratch folder, or skips the test naming why it cannot.
    private func mountSmallDisk(size: String) throws -> String {
        let path = folder.path("small-disk")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let result = try Self.system(["mount", "-t", "tmpfs", "-o", "size=\(size),mode=0777", "tmpfs", path])
        guard result.status == 0 else {
            throw XCTSkip("cannot mount a \(size) tmpfs to simulate a full disk (mount exited \(result.status): \(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        mountPoint = path
        return path
    }

    /// Bytes free for an unprivileged writer on the file system holding `path`.
    private func freeBytes(_ path: String) -> Int {
        var stats = statvfs()
        guard statvfs(path, &stats) == 0 else { return -1 }
        return Int(stats.f_bavail) * Int(stats.f_frsize)
    }

    func testDiskFullDuringAnImportStoresNothingOfThatFileAndKeepsTheLogbookSound() throws {
        let disk = try mountSmallDisk(size: "2m")
        let db = disk + "/logbook.sqlite"
        let binary = CLIRunner.binary
        let small = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "small.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, small], executable: binary).status, 0)
        let before = try DatabaseSnapshot(path: db)
        // Leave 64 KiB: room to open the logbook, not for an hour of 1 Hz samples.
        let filler = disk + "/filler"
        let fillerSize = freeBytes(disk) - 64 * 1024
        XCTAssertGreaterThan(fillerSize, 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: filler, contents: Data(count: fillerSize)))
        XCTAssertLessThanOrEqual(freeBytes(disk), 64 * 1024)
        let hour = try HourLongRuns.write(0..<1, into: folder.url.appendingPathComponent("runs"))[0]

        let result = try CLIRunner.run(["import", "--db", db, hour], executable: binary)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Error: \(hour): the disk is full (database or disk is full); nothing of this file was stored\n")
        let after = try DatabaseSnapshot(path: db)
        XCTAssertEqual(after.integrity, "ok")
        XCTAssertEqual(after.counts, before.counts)
        XCTAssertTrue(after.rows == before.rows, "the logbook's rows changed")

        // With room again, the same file goes in whole: nothing of it was remembered.
        try FileManager.default.removeItem(atPath: filler)
        let again = try CLIRunner.run(["import", "--db", db, hour], executable: binary)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try SampleRows.scalar("SELECT count(*) FROM samples WHERE run_id = 2", path: db).int64Value, Int64(HourLongRuns.pointsPerRun))
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok")
    }

    func testDiskFullWhileCreatingTheLogbook() throws {
        // So little room that even the schema does not fit: a clear refusal, nothing half-made that a later run trips on.
        // 384 KiB: a new logbook with one 600-s run takes more than 256 KiB at its peak since
        // migration 0012 (its table and index are two more pages, in the -wal and then the
        // file), and more than 320 KiB since 0017 and 0018 (the kept original's two tables).
        let disk = try mountSmallDisk(size: "384k")
        let filler = disk + "/filler"
        XCTAssertTrue(FileManager.default.createFile(atPath: filler, contents: Data(count: max(0, freeBytes(disk) - 8 * 1024))))
        let db = disk + "/logbook.sqlite"
        let small = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "small.gpx", in: folder)
        let result = try CLIRunner.run(["import", "--db", db, small], executable: CLIRunner.binary)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Error: cannot write the database \(db): the disk is full; free some space and try again\n")
        XCTAssertEqual(result.stdout, "")
        try FileManager.default.removeItem(atPath: filler)
        let again = try CLIRunner.run(["import", "--db", db, small], executable: CLIRunner.binary)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 1)
    }

    func testTemporaryFolderFullDuringALongImport() throws {
        // The logbook has room; the temporary folder holding a long track's points does not.
        let disk = try mountSmallDisk(size: "256k")
        let db = folder.path("logbook.sqlite")
        let binary = CLIRunner.binary
        let small = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "small.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, small], executable: binary).status, 0)
        let before = try DatabaseSnapshot(path: db)
        let long = try HourLongRuns.write(0..<1, into: folder.url.appendingPathComponent("long"), seconds: 40_000)[0]

        let result = try CLIRunner.run(["import", "--db", db, long], environment: ["TMPDIR": disk], executable: binary)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "Error: \(long): cannot write to a temporary file in \(disk): No space left on device; long tracks are kept "
                + "in a temporary file while they are imported (set TMPDIR to a writable folder with free space); "
                + "nothing of this file was stored\n")
        let after = try DatabaseSnapshot(path: db)
        XCTAssertEqual(after.integrity, "ok")
        XCTAssertEqual(after.counts, before.counts)
        XCTAssertTrue(after.rows == before.rows, "the logbook's rows changed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk), [], "the unnamed temporary file is gone")
    }

    /// An upgrade on a disk without room for its backup: refused with nothing under a
    /// backup name and the logbook untouched, retries add nothing, and once there is room
    /// the upgrade writes one complete backup.
    func testAnUpgradeWithoutRoomForItsBackupLeavesNoPartialBackup() throws {
        let disk = try mountSmallDisk(size: "4m")
        let db = disk + "/logbook.sqlite"
        let binary = CLIRunner.binary
        try OlderLogbook.write(at: db, samples: 40_000)
        let size = try XCTUnwrap(FileIdentity.of(db)?.size)
        XCTAssertGreaterThan(size, 1_000_000)
        // Room for the -wal and -shm, not for a whole copy.
        let filler = disk + "/filler"
        XCTAssertTrue(FileManager.default.createFile(atPath: filler, contents: Data(count: max(0, freeBytes(disk) - Int(size) / 2))))
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for attempt in 1...3 {
            let result = try CLIRunner.run(["migrate", "--db", db], executable: binary)
            XCTAssertEqual(result.status, 1, "attempt \(attempt): \(result.stdout)")
            XCTAssertEqual(result.stderr, "Error: cannot write the database \(db): the disk is full; free some space and try again\n")
            XCTAssertEqual(try OlderLogbook.backupNames(in: disk), [], "attempt \(attempt) left a file under a backup name")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "the refused upgrade changed the logbook")

        try FileManager.default.removeItem(atPath: filler)
        let again = try CLIRunner.run(["migrate", "--db", db], executable: binary)
        XCTAssertEqual(again.status, 0, again.stderr)
        let names = try OlderLogbook.backupNames(in: disk)
        XCTAssertEqual(names.count, 1, "\(names)")
        let backup = disk + "/" + names[0]
        XCTAssertTrue(BackupNaming.isComplete(backup))
        XCTAssertEqual(try SampleRows.scalar("SELECT sum(length(bytes)) FROM kept_original_chunks", path: backup).int64Value, 40_000 * 40)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: backup), "ok")
    }

    /// `migrate --check` copies the logbook into the temporary folder: when that folder
    /// is full, the message names it and says so, instead of calling the logbook's disk full.
    func testAFullTemporaryFolderDuringACheckIsNamedAndTheLogbookLeftAsItWas() throws {
        let disk = try mountSmallDisk(size: "64k")
        let db = folder.path("logbook.sqlite")
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let before = try DatabaseSnapshot(path: db)
        let result = try CLIRunner.run(["migrate", "--check", "--db", db], environment: ["TMPDIR": disk])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertEqual(
            result.stderr,
            "Error: the temporary folder \(disk) is full: 'logbook migrate --check' copies the logbook there "
                + "(set TMPDIR to a writable folder with free space); \(db) was not changed\n")
        XCTAssertEqual(try DatabaseSnapshot(path: db), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk), [], "the check left its copy behind")
    }
}
