import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// The wait for a busy logbook and what is said when it ends.
final class BusyLogbookTests: XCTestCase {
    func testTheWaitForABusyLogbookLastsAMinuteAndEndsAtCtrlC() {
        XCTAssertEqual(Database.busyTimeoutMilliseconds, 60_000)
        XCTAssertTrue(Database.waitsAgain(after: 0, interrupted: false))
        XCTAssertTrue(Database.waitsAgain(after: 5_999, interrupted: false))
        XCTAssertFalse(Database.waitsAgain(after: 6_000, interrupted: false))
        XCTAssertFalse(Database.waitsAgain(after: 0, interrupted: true))
        XCTAssertFalse(Database.waitsAgain(after: .max, interrupted: false))
    }

    func testABusyOrReadOnlyLogbookIsExplainedInARunnersWords() {
        let busy = SQLiteError(code: .busy, message: "database is locked", sql: "BEGIN IMMEDIATE")
        XCTAssertEqual(
            busy.runnerDescription(databasePath: "/data/logbook.sqlite"),
            "the logbook /data/logbook.sqlite is busy: another logbook command has been writing to it for 60 s "
                + "(an import, clean or trim still running, or stopped with Ctrl-Z); try again once it has finished")
        let readOnly = SQLiteError(code: .readOnly, message: "attempt to write a readonly database")
        XCTAssertEqual(
            readOnly.runnerDescription(databasePath: "/data/logbook.sqlite"),
            "cannot write to the logbook /data/logbook.sqlite: the file, its folder or its -wal or -shm file is read-only "
                + "(attempt to write a readonly database)")
        let other = SQLiteError(code: .constraint, message: "CHECK constraint failed")
        XCTAssertEqual(other.runnerDescription(databasePath: "x"), other.description)
    }

    func testAWaitIsSaidInSecondsWhenWholeElseInMilliseconds() {
        XCTAssertEqual(SQLiteError.waitText(60_000), "60 s")
        XCTAssertEqual(SQLiteError.waitText(1_000), "1 s")
        XCTAssertEqual(SQLiteError.waitText(250), "250 ms")
        XCTAssertEqual(SQLiteError.waitText(1_500), "1500 ms")
        let busy = SQLiteError(code: .busy, message: "database is locked")
        XCTAssertEqual(
            busy.runnerDescription(databasePath: "l.sqlite", waitedMilliseconds: 0),
            "the logbook l.sqlite is busy: another logbook command is writing to it "
                + "(an import, clean or trim still running, or stopped with Ctrl-Z); try again once it has finished")
    }

    func testTheWaitIsReadFromLOGBOOK_LOCK_WAITInSeconds() throws {
        XCTAssertEqual(try LockWait.milliseconds(environment: [:]), 60_000)
        XCTAssertEqual(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": ""]), 60_000)
        XCTAssertEqual(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": "2"]), 2_000)
        XCTAssertEqual(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": "0.25"]), 250)
        XCTAssertEqual(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": "0"]), 0)
        XCTAssertEqual(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": "3600"]), 3_600_000)
        for bad in ["-1", "3601", "1e3", "nan", "inf", "ten", "1 s", " 5", "0x10"] {
            XCTAssertThrowsError(try LockWait.milliseconds(environment: ["LOGBOOK_LOCK_WAIT": bad]), bad) { error in
                XCTAssertEqual(
                    "\(error)",
                    "LOGBOOK_LOCK_WAIT must be a number of seconds from 0 to 3600, how long to wait for another command "
                        + "writing the logbook (it is '\(bad)')")
            }
        }
    }

    /// The message a writer gives up with after waiting `wait` for a logbook held at `path`.
    private func busyMessage(_ path: String, _ wait: String) -> String {
        "the logbook \(path) is busy: another logbook command has been writing to it for \(wait) "
            + "(an import, clean or trim still running, or stopped with Ctrl-Z); try again once it has finished"
    }

    /// A second connection holds the write lock (as a running import does): an import
    /// through an opener told to wait 300 ms waits that long, gives up with the runner's
    /// message, and stores nothing.
    func testAnImportBesideAHeldWriteLockWaitsItsWaitThenGivesUpStoringNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("logbook.sqlite")
        _ = try LogbookOpener().open(path: path)
        let holder = try Database(path: path)
        try holder.configure()
        try holder.execute("BEGIN IMMEDIATE")
        let opener = LogbookOpener(waitMilliseconds: 300)
        let (database, _) = try opener.open(path: path)
        XCTAssertEqual(database.waitMilliseconds, 300)
        let run = GeneratedRuns.gpx(GeneratedRuns.points(legs: [(600, 3)]))
        let started = Date()
        XCTAssertThrowsError(
            try Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
                .importFile(ImportInput(data: run, displayName: "run.gpx"), into: database)
        ) { error in
            let busy = error as? SQLiteError
            XCTAssertEqual(busy?.code, .busy, "\(error)")
            XCTAssertEqual(busy?.runnerDescription(databasePath: path, waitedMilliseconds: opener.waitMilliseconds), busyMessage(path, "300 ms"))
        }
        let waited = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(waited, 0.3)
        XCTAssertLessThan(waited, 10, "waited the default minute instead of 300 ms")
        try holder.execute("ROLLBACK")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 0)
        // Once the lock is free, the same connection imports it.
        let result = try Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
            .importFile(ImportInput(data: run, displayName: "run.gpx"), into: database)
        XCTAssertEqual(result.status, .imported)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
    }

    /// An upgrade beside a held write lock gives up after the opener's wait, before any
    /// backup or migration: the logbook stays at its schema, with no backup beside it.
    func testAnUpgradeBesideAHeldWriteLockGivesUpBeforeBackingUp() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = try folder.olderLogbook(version: 1)
        let holder = try Database(path: path)
        try holder.configure()
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let started = Date()
        XCTAssertThrowsError(try LogbookOpener(waitMilliseconds: 200).open(path: path)) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, .busy, "\(error)")
            XCTAssertEqual((error as? SQLiteError)?.runnerDescription(databasePath: path, waitedMilliseconds: 200), busyMessage(path, "200 ms"))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        try holder.execute("ROLLBACK")
        XCTAssertEqual(try Migrator().applied(in: holder).last?.number, 1)
        XCTAssertEqual(try holder.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("backup") }, [])
    }

    /// Another upgrader holds the upgrade lock on the logbook's folder: the wait for it is
    /// the opener's too.
    func testTheUpgradeLockIsWaitedForAsLongAsTheOpenerSays() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let held = try XCTUnwrap(try UpgradeLock.acquire(folder: folder.url.path, waitMilliseconds: 0))
        let started = Date()
        XCTAssertThrowsError(try UpgradeLock.acquire(folder: folder.url.path, waitMilliseconds: 150)) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, .busy, "\(error)")
        }
        let waited = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(waited, 0.15)
        XCTAssertLessThan(waited, 10)
        XCTAssertThrowsError(try LogbookOpener(waitMilliseconds: 100).open(path: folder.path("logbook.sqlite"))) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, .busy, "\(error)")
        }
        withExtendedLifetime(held) {}
        XCTAssertEqual(try Database(path: folder.path("logbook.sqlite"), mode: .readOnly).userTableNames(), [])
    }

    func testTheWriterIsFoundInTheKernelsLockTableWaitersAndOtherFilesLeftOut() {
        let locks = """
            1: POSIX  ADVISORY  WRITE 20561 fe:00:16270227 120 120
            1: -> POSIX  ADVISORY  WRITE 30000 fe:00:16270227 120 120
            2: POSIX  ADVISORY  READ 20562 fe:00:16270227 123 123
            3: POSIX  ADVISORY  WRITE 19565 fe:00:5464385 1073741824 1073742335
            4: FLOCK  ADVISORY  WRITE 19566 fe:00:16220484 0 EOF
            5: POSIX  ADVISORY  WRITE 18418 fe:01:16270227 120 120
            """
        XCTAssertEqual(LockHolder.writers(in: locks, device: "fe:00", inode: 16_270_227, byte: 120), [20561])
        XCTAssertEqual(LockHolder.writers(in: locks, device: "fe:00", inode: 16_270_227, byte: 123), [])
        XCTAssertEqual(LockHolder.writers(in: locks, device: "fe:00", inode: 16_220_484, byte: 0), [19566])
        XCTAssertEqual(LockHolder.writers(in: locks, device: "fe:01", inode: 16_270_227, byte: 120), [18418])
        XCTAssertEqual(LockHolder.writers(in: locks, device: "fe:00", inode: 5_464_385, byte: 120), [])
        XCTAssertEqual(LockHolder.deviceText(0xfe00), "fe:00")
        XCTAssertEqual(LockHolder.deviceText(0x803), "08:03")
    }

    func testAKnownHolderIsNamedAndAStoppedOneIsSaidToNeedResuming() {
        let busy = SQLiteError(code: .busy, message: "database is locked")
        let running = LockHolder(pid: 4242, command: "logbook import runs/", isStopped: false)
        XCTAssertEqual(
            busy.runnerDescription(databasePath: "/d/l.sqlite", waitedMilliseconds: 60_000, holder: running),
            "the logbook /d/l.sqlite is busy: process 4242 (logbook import runs/) has been writing to it for 60 s; "
                + "try again once it has finished")
        var stopped = running
        stopped.isStopped = true
        XCTAssertEqual(
            busy.runnerDescription(databasePath: "/d/l.sqlite", waitedMilliseconds: 60_000, holder: stopped),
            "the logbook /d/l.sqlite is busy: process 4242 (logbook import runs/), stopped with Ctrl-Z, has been writing to it "
                + "for 60 s; resume it with 'fg' or end it, then try again")
    }

    /// A stopped child (SIGSTOP, as Ctrl-Z sends SIGTSTP) is read from /proc as stopped,
    /// with its program by name and its arguments.
    func testAProcessIsDescribedFromProcWithItsCommandAndWhetherItIsStopped() throws {
        // The child says it runs by echoing a line back: its exec is then done, and /proc
        // has its command line (a spawn may return while the kernel still sets it up).
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/cat")
        child.arguments = ["-"]
        let input = Pipe(), output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        try child.run()
        defer {
            kill(child.processIdentifier, SIGCONT)
            try? input.fileHandleForWriting.close()
            child.waitUntilExit()
        }
        try input.fileHandleForWriting.write(contentsOf: Data("ready\n".utf8))
        var echoed = Data()
        while !echoed.contains(10) {
            // `availableData` hands on what the pipe holds, waiting only until it holds something.
            let piece = output.fileHandleForReading.availableData
            if piece.isEmpty { break }
            echoed += piece
        }
        XCTAssertEqual(String(decoding: echoed, as: UTF8.self), "ready\n")
        let pid = child.processIdentifier
        XCTAssertEqual(LockHolder.describe(pid: pid), LockHolder(pid: pid, command: "cat -", isStopped: false))
        kill(pid, SIGSTOP)
        // The kernel says when it has stopped.
        var info = siginfo_t()
        XCTAssertEqual(waitid(P_PID, id_t(pid), &info, WSTOPPED | WNOWAIT), 0)
        XCTAssertEqual(LockHolder.describe(pid: pid).isStopped, true)
    }
}
