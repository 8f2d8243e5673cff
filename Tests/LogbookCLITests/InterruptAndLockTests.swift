import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Ctrl-C and a logbook held by another process, for every writing command: Ctrl-C rolls
/// the transaction back and exits 130 (even while waiting for the logbook), and a command
/// beside a long transaction waits for it instead of failing with "database is locked".
final class InterruptAndLockTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        for (index, day) in ["2024-05-02", "2024-05-03"].enumerated() {
            let run = try TrackFiles.write(TrackFiles.gpx(start: "\(day)T06:00:00Z", duration: 600), to: "run\(index).gpx", in: folder)
            XCTAssertEqual(try CLIRunner.run(["import", "--db", db, run]).status, 0)
        }
    }

    override func tearDown() { folder.remove() }

    private func count(_ table: String) throws -> Int64? {
        try DatabaseSnapshot.scalar("SELECT count(*) FROM \(table)", path: db).int64Value
    }

    /// Runs `arguments` while this process holds the logbook's write lock, presses Ctrl-C
    /// once the command says it is waiting for it, then lets the lock go; returns what the
    /// command gave.
    private func interruptedWhileWaiting(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let holder = try Database(path: db)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let notice = try WaitNoticePipe()
        let child = try LogbookProcess(arguments + ["--db", db], environment: notice.environment)
        notice.waitForWaiting(timeout: 60, file: file, line: line)
        child.send(SIGINT)
        return try child.wait(timeout: 10, file: file, line: line)
    }

    func testCtrlCRollsBackEveryWritingCommandAndExits130() throws {
        let interrupted = "Interrupted: the change in progress was rolled back; the logbook is as it was before it.\n"
        let nameBefore = try DatabaseSnapshot.scalar("SELECT name FROM runs WHERE id = 1", path: db)
        let edit = try interruptedWhileWaiting(["edit", "1", "--name", "Renamed", "--gear", "New shoes"])
        XCTAssertEqual(edit.status, 130, edit.stderr)
        XCTAssertEqual(edit.stderr, interrupted)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT name FROM runs WHERE id = 1", path: db), nameBefore)
        XCTAssertEqual(try count("runs WHERE gear IS NOT NULL OR edited_fields IS NOT NULL"), 0)

        // Rebuild's runs are stored as the previous rules left them, so every one would change.
        try Database(path: db).execute("UPDATE runs SET distance_m = distance_m + 100")
        let distances = try DatabaseSnapshot.scalar("SELECT sum(distance_m) FROM runs", path: db)
        let rebuild = try interruptedWhileWaiting(["rebuild"])
        XCTAssertEqual(rebuild.status, 130, rebuild.stderr)
        XCTAssertEqual(rebuild.stderr, interrupted)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT sum(distance_m) FROM runs", path: db), distances)

        let apply = try interruptedWhileWaiting(["clean", "--apply", "--min-distance", "5000"])
        XCTAssertEqual(apply.status, 130, apply.stderr)
        XCTAssertEqual(apply.stderr, interrupted)
        XCTAssertEqual(try count("runs"), 2)
        XCTAssertEqual(try count("quarantined_runs"), 0)

        let trim = try interruptedWhileWaiting(["trim", "1", "--at", "5:00"])
        XCTAssertEqual(trim.status, 130, trim.stderr)
        XCTAssertEqual(trim.stderr, interrupted)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT elapsed_s FROM runs WHERE id = 1", path: db).doubleValue, 600)
        XCTAssertEqual(try count("trim_originals"), 0)

        XCTAssertEqual(try CLIRunner.run(["clean", "--apply", "--min-distance", "5000", "--db", db]).status, 0)
        XCTAssertEqual(try count("quarantined_runs"), 2)
        // The purge once deleted the runs for good after Ctrl-C.
        let purge = try interruptedWhileWaiting(["clean", "--purge", "--yes"])
        XCTAssertEqual(purge.status, 130, purge.stderr)
        XCTAssertEqual(purge.stderr, interrupted)
        XCTAssertEqual(try count("quarantined_runs"), 2)

        let restore = try interruptedWhileWaiting(["clean", "--restore-all"])
        XCTAssertEqual(restore.status, 130, restore.stderr)
        XCTAssertEqual(restore.stderr, interrupted)
        XCTAssertEqual(try count("quarantined_runs"), 2)
        XCTAssertEqual(try count("runs"), 0)
    }

    /// `migrate` of a logbook at schema 1, waiting for the write lock to back it up: Ctrl-C
    /// ends the wait with exit 130, no backup and no migration.
    func testCtrlCEndsAnUpgradeWaitingForTheLogbookWithNothingWritten() throws {
        let old = try folder.olderLogbook("old.sqlite", version: 1)
        let holder = try Database(path: old)
        try holder.execute("BEGIN IMMEDIATE")
        let notice = try WaitNoticePipe()
        let child = try LogbookProcess(["migrate", "--db", old], environment: notice.environment)
        notice.waitForWaiting(timeout: 60)
        child.send(SIGINT)
        let result = try child.wait(timeout: 10)
        try holder.execute("ROLLBACK")
        XCTAssertEqual(result.status, 130, result.stderr)
        XCTAssertEqual(result.stderr, "Interrupted: the change in progress was rolled back; the logbook is as it was before it.\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(try Migrator().applied(in: holder).last?.number, 1)
        XCTAssertEqual(try holder.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".backup") }, [])
    }

    /// `migrate` of a logbook at schema 3 whose run has 400,000 samples, Ctrl-C once its
    /// first migration is in, while the next ones run (0006's best-effort backfill walks
    /// every sample): exit 130, a message naming the migrations applied and the one rolled back,
    /// never SQL (it printed the interrupted statement and exited 1), and `migrate` again
    /// completes the upgrade with every sample kept.
    func testCtrlCDuringAMigrationExits130NamesWhatWasAppliedAndPrintsNoSQL() throws {
        let samples = 400_000
        let old = try folder.olderLogbook(
            "old.sqlite", version: 3,
            seed: ScratchFolder.oneRunSQL + ";\n"
                + "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < \(samples)) "
                + "INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm) "
                + "SELECT 1, i, i * 1000, 470000000 + i, 80000000, 4000, 150, 170, i * 30 FROM n")
        let watcher = try Database(path: old, mode: .readOnly)
        let child = try LogbookProcess(["migrate", "--db", old])
        // Ctrl-C once the first migration is in: the next ones are running.
        let deadline = Date().addingTimeInterval(60)
        var seen: Int64 = 3
        // No signal says a migration is in (migrate prints once the upgrade is done), so this
        // one polls the file, as tightly as it can, until the deadline.
        while seen < 4 && child.process.isRunning && Date() < deadline {
            seen = (try? watcher.scalar("SELECT max(number) FROM logbook_migrations").int64Value ?? 3) ?? 3
            if seen < 4 { sched_yield() }
        }
        child.send(SIGINT)
        let result = try child.wait(timeout: 60)
        XCTAssertGreaterThanOrEqual(seen, 4, "the upgrade ended before its first migration was seen: \(result.stdout)")
        XCTAssertEqual(result.status, 130, result.stderr)
        let backups = try OlderLogbook.backupNames(in: folder.url.path)
        XCTAssertEqual(backups.count, 1)

        let database = try Database(path: old)
        let applied = try Migrator().applied(in: database).map(\.number)
        let version = try XCTUnwrap(applied.last)
        XCTAssertLessThan(version, Migrator().latestVersion, "every migration was in before Ctrl-C")
        let labels = Migrator().migrations.filter { $0.number > 3 && $0.number <= version }.map(\.label)
        let stopped = try XCTUnwrap(Migrator().migrations.first { $0.number > version }).label
        let appliedText = labels.isEmpty ? "no migration was applied before it." : "applied before it: \(labels.joined(separator: ", "))."
        XCTAssertEqual(
            result.stderr,
            "Interrupted: migration \(stopped) was rolled back; \(appliedText) The logbook is whole at schema \(version) "
                + "(its backup from before the upgrade is \(folder.path(backups[0]))); "
                + "run 'logbook migrate' again to complete the upgrade.\n")
        for word in ["SELECT", "INSERT", "CREATE", "statement"] {
            XCTAssertFalse(result.stderr.contains(word), "SQL shown to the runner: \(result.stderr)")
        }

        let again = try CLIRunner.run(["migrate", "--db", old])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Migrator().applied(in: database).last?.number, Migrator().latestVersion)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, Int64(samples))
    }

    /// Ctrl-C is caught by a signal handler on the command's own thread: a command waiting
    /// for the logbook runs as one thread (a dispatch signal source started a second one for
    /// every command, which a short command paid for at start and at exit), and Ctrl-C still
    /// ends the wait with exit 130 and nothing written.
    func testACommandCatchesCtrlCWithoutAHelperThread() throws {
        let holder = try Database(path: db)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let notice = try WaitNoticePipe()
        let child = try LogbookProcess(["edit", "1", "--name", "Renamed", "--db", db], environment: notice.environment)
        notice.waitForWaiting(timeout: 60)
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.pid)/task")
        XCTAssertEqual(threads.count, 1, "threads of the waiting command: \(threads)")
        child.send(SIGINT)
        let result = try child.wait(timeout: 10)
        XCTAssertEqual(result.status, 130, result.stderr)
        XCTAssertEqual(result.stderr, "Interrupted: the change in progress was rolled back; the logbook is as it was before it.\n")
        XCTAssertEqual(try count("runs WHERE name = 'Renamed'"), 0)
    }

    func testAnImportWaitsForALongTransactionBesideItInsteadOfFailing() throws {
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 600), to: "run2.gpx", in: folder)
        let holder = try Database(path: db)
        try holder.execute("BEGIN IMMEDIATE")
        let notice = try WaitNoticePipe()
        let child = try LogbookProcess(["import", "--db", db, run], environment: notice.environment)
        notice.waitForWaiting(timeout: 60)
        // Still waiting after longer than the 10 s an import used to wait before "database is
        // locked": the wait is on the child's end, which must not come.
        XCTAssertFalse(child.ends(within: 12), "the import gave up: \(child.stderrSoFar)")
        try holder.execute("COMMIT")
        let result = try child.wait(timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasSuffix("Imported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n"), result.stdout)
        XCTAssertEqual(try count("runs"), 3)
    }

    /// Every writing command beside a process holding the logbook's write lock waits as
    /// long as `LOGBOOK_LOCK_WAIT` says (1 s here, a minute by default), then fails with
    /// exit 1 and the runner's message naming the process that holds it, having changed nothing.
    func testEveryWritingCommandBesideAHeldLogbookGivesUpAfterItsWaitWithTheRunnersMessage() throws {
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 600), to: "run2.gpx", in: folder)
        let holder = try Database(path: db)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        // The holder is this test's process, named by its pid and command line.
        let holding = LockHolder.describe(pid: getpid())
        XCTAssertFalse(holding.command.isEmpty)
        let busy = "Error: the logbook \(db) is busy: process \(getpid()) (\(holding.command)) has been writing to it for 1 s; "
            + "try again once it has finished\n"
        let commands = [
            ["import", run], ["clean", "--apply", "--min-distance", "5000"], ["trim", "1", "--at", "5:00"],
            ["edit", "1", "--name", "Renamed"], ["rebuild"],
        ]
        for arguments in commands {
            let started = Date()
            let result = try CLIRunner.run(arguments + ["--db", db], environment: ["LOGBOOK_LOCK_WAIT": "1"])
            let waited = Date().timeIntervalSince(started)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, busy, "\(arguments)")
            XCTAssertGreaterThanOrEqual(waited, 1, "\(arguments) did not wait")
            XCTAssertLessThan(waited, 30, "\(arguments) waited the default minute")
        }
        try holder.execute("ROLLBACK")
        XCTAssertEqual(try count("runs"), 2)
        XCTAssertEqual(try count("import_files"), 2)
        XCTAssertEqual(try count("quarantined_runs"), 0)
        XCTAssertEqual(try count("trim_originals"), 0)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT name FROM runs WHERE id = 1", path: db).stringValue, "Morning Run")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT elapsed_s FROM runs WHERE id = 1", path: db).doubleValue, 600)
    }

    func testABadLOGBOOK_LOCK_WAITIsRefusedNamingItsValue() throws {
        let result = try CLIRunner.run(["clean", "--apply", "--db", db], environment: ["LOGBOOK_LOCK_WAIT": "soon"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "Error: LOGBOOK_LOCK_WAIT must be a number of seconds from 0 to 3600, how long to wait for another command "
                + "writing the logbook (it is 'soon')\n")
        XCTAssertEqual(result.stdout, "")
    }
}
