import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// `logbook import` killed (SIGKILL) or interrupted (SIGINT) in the middle of a large
/// multi-file import: the database stays sound and holds every file whole or not at all.
final class CrashSafetyTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// Splits of an hour at 3 m/s: 10.8 km.
    private let splitsPerRun: Int64 = 11

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Checks that the database is sound and that each imported file is complete (its
    /// record, one run, all its samples and splits); returns the names of the files present.
    private func assertWholeFilesOnly(_ files: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Set<String> {
        let database = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok", file: file, line: line)
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0, file: file, line: line)
        let rows = try SampleRows.rows(
            database,
            """
            SELECT f.name, count(DISTINCT r.id),
                   (SELECT count(*) FROM samples s JOIN runs r2 ON s.run_id = r2.id WHERE r2.file_id = f.id),
                   (SELECT count(*) FROM splits p JOIN runs r3 ON p.run_id = r3.id WHERE r3.file_id = f.id)
            FROM import_files f LEFT JOIN runs r ON r.file_id = f.id GROUP BY f.id ORDER BY f.name
            """)
        var present = Set<String>()
        for row in rows {
            let name = row[0].stringValue ?? "?"
            XCTAssertTrue(files.contains(name), "unknown file \(name)", file: file, line: line)
            XCTAssertEqual(row[1].int64Value, 1, "\(name): runs", file: file, line: line)
            XCTAssertEqual(row[2].int64Value, Int64(HourLongRuns.pointsPerRun), "\(name): samples", file: file, line: line)
            XCTAssertEqual(row[3].int64Value, splitsPerRun, "\(name): splits", file: file, line: line)
            XCTAssertFalse(present.contains(name), "\(name) twice", file: file, line: line)
            present.insert(name)
        }
        // Nothing outside a file: no run without its record, no sample or split without its run.
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, Int64(present.count), file: file, line: line)
        XCTAssertEqual(
            try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, Int64(present.count * HourLongRuns.pointsPerRun),
            file: file, line: line)
        XCTAssertEqual(
            try database.scalar("SELECT count(*) FROM splits").int64Value, Int64(present.count) * splitsPerRun, file: file, line: line)
        // What the save path derives and what import keeps beside the run: one heart-rate
        // summary per run, one kept original per file, and no chunk of an original not kept.
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_heart_rates").int64Value, Int64(present.count), file: file, line: line)
        XCTAssertEqual(
            try database.scalar("SELECT count(*) FROM kept_originals WHERE state = 'kept'").int64Value, Int64(present.count),
            file: file, line: line)
        XCTAssertEqual(
            try database.scalar(
                "SELECT count(*) FROM kept_original_chunks WHERE content_sha256 NOT IN (SELECT content_sha256 FROM kept_originals)"
            ).int64Value, 0, file: file, line: line)
        return present
    }

    /// Waits until the child has printed `count` result lines (or has ended).
    private func waitForLines(_ child: LogbookProcess, _ count: Int, timeout: TimeInterval = 120) {
        child.waitUntil(timeout: timeout) { child.stdoutSoFar.split(separator: "\n").count >= count }
    }

    func testSIGKILLAtSeveralPointsLeavesEveryFileWholeOrAbsent() throws {
        let files = try HourLongRuns.write(0..<30, into: folder.url.appendingPathComponent("runs"))
        let binary = CLIRunner.binary
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db], executable: binary).status, 0)
        var present = Set<String>()
        // Each round imports all 30 files again (the finished ones are duplicates) and is
        // killed once it has reported `lines` files, after a few more milliseconds that move
        // the kill into reading, parsing, inserting or committing the next file (a file
        // takes some 20-40 ms here; at least three are always left to go).
        for (round, (lines, delay)) in [(0, 30_000), (4, 3_000), (11, 7_000), (19, 11_000), (26, 14_000)].enumerated() {
            let child = try LogbookProcess(["import", "--db", db] + files, executable: binary)
            waitForLines(child, lines)
            // The kill comes `delay` µs on, unless the import ends first.
            XCTAssertFalse(child.ends(within: Double(delay) / 1e6), "round \(round): the import ended before it could be killed")
            child.send(SIGKILL)
            let result = try child.wait(timeout: 30)
            XCTAssertEqual(child.process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(result.status, SIGKILL)
            let now = try assertWholeFilesOnly(files)
            XCTAssertTrue(present.isSubset(of: now), "round \(round): a committed file disappeared")
            XCTAssertGreaterThanOrEqual(now.count, lines, "round \(round)")
            present = now
        }
        XCTAssertLessThan(present.count, 30, "the kills came too late to test anything")
        // The logbook is usable afterwards: the rest goes in, nothing twice.
        let finish = try CLIRunner.run(["import", "--json", "--db", db] + files, executable: binary)
        XCTAssertEqual(finish.status, 0, finish.stderr)
        let statuses = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(finish.stdout.utf8)) as? [[String: Any]]
        ).compactMap { $0["status"] as? String }
        XCTAssertEqual(statuses.filter { $0 == "imported" }.count, 30 - present.count, finish.stdout)
        XCTAssertEqual(statuses.filter { $0 == "duplicate" }.count, present.count, finish.stdout)
        XCTAssertEqual(statuses.count, 30)
        XCTAssertEqual(try assertWholeFilesOnly(files).count, 30)
        // The originals kept across the kills come back byte for byte.
        for id in [1, 30] {
            let copy = folder.path("original-\(id).gpx")
            XCTAssertEqual(try CLIRunner.run(["original", String(id), "--out", copy, "--db", db], executable: binary).status, 0)
            let name = try XCTUnwrap(
                try DatabaseSnapshot.scalar("SELECT f.name FROM runs r JOIN import_files f ON f.id = r.file_id WHERE r.id = \(id)", path: db)
                    .stringValue)
            let source = try XCTUnwrap(files.first { $0 == name || $0.hasSuffix("/" + name) })
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), try Data(contentsOf: URL(fileURLWithPath: source)), "run \(id)")
        }
    }

    /// `rebuild --from-originals` (the kept files read again and saved over their runs) and
    /// `original --drop-before --apply` killed part-way: every run stays whole, with its
    /// summary and its original, and the next rebuild finishes.
    func testSIGKILLDuringARebuildFromOriginalsLeavesEveryRunWhole() throws {
        let files = try HourLongRuns.write(0..<30, into: folder.url.appendingPathComponent("runs"))
        let binary = CLIRunner.binary
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db] + files, executable: binary).status, 0)
        // Numbers a rebuild must put right, so that it writes every run.
        let database = try Database(path: db)
        try database.execute("UPDATE runs SET distance_m = distance_m + 100")
        var kills = 0
        for delay in [60_000, 150_000, 300_000] {
            let child = try LogbookProcess(["rebuild", "--from-originals", "--db", db], executable: binary)
            guard !child.ends(within: Double(delay) / 1e6) else { break }
            child.send(SIGKILL)
            kills += 1
            _ = try child.wait(timeout: 30)
            XCTAssertEqual(try assertWholeFilesOnly(files).count, 30, "killed after \(delay / 1000) ms")
        }
        XCTAssertGreaterThan(kills, 0, "every rebuild ended before its kill")
        let finished = try CLIRunner.run(["rebuild", "--from-originals", "--db", db], executable: binary)
        XCTAssertEqual(finished.status, 0, finished.stderr)
        XCTAssertEqual(
            try DatabaseSnapshot.scalar("SELECT count(*) FROM runs WHERE distance_m > 10900", path: db).int64Value, 0,
            "the rebuild put every distance back")
        let drop = try LogbookProcess(["original", "--drop-before", "2999-01-01", "--apply", "--db", db], executable: binary)
        if !drop.ends(within: 0.02) { drop.send(SIGKILL) }
        _ = try drop.wait(timeout: 30)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok")
        XCTAssertEqual(
            try DatabaseSnapshot.scalar(
                "SELECT count(*) FROM kept_originals WHERE state NOT IN ('kept', 'dropped') OR (state = 'dropped') <> (SELECT count(*) = 0 FROM kept_original_chunks c WHERE c.content_sha256 = kept_originals.content_sha256)",
                path: db
            ).int64Value, 0, "a dropped original has no chunks left, a kept one all of them")
    }

    /// `migrate` killed while it writes the backup before an upgrade: no file is left
    /// under a backup name, and the next `migrate` removes the temporary copy and
    /// writes one complete backup (a kill once left a partial backup that opened empty).
    func testSIGKILLWhileTheUpgradeBackupIsWrittenLeavesNoPartialBackup() throws {
        let db = folder.path("older.sqlite")
        try OlderLogbook.write(at: db, samples: 400_000)
        let binary = CLIRunner.binary
        let child = try LogbookProcess(["migrate", "--db", db], executable: binary)
        var partial: [String] = []
        try child.waitUntil(watching: [folder.url.path], timeout: 600) {
            partial = try OlderLogbook.backupNames(in: folder.url.path).filter { $0.contains(BackupWriter.partialInfix) }
            return !partial.isEmpty
        }
        child.send(SIGKILL)
        _ = try child.wait(timeout: 30)
        XCTAssertEqual(partial.count, 1, "the kill did not come while the backup was written: \(child.stdoutSoFar)")
        XCTAssertEqual(child.process.terminationReason, .uncaughtSignal)
        // A kill that a loaded machine delays past the link finds the backup whole.
        for name in try OlderLogbook.backupNames(in: folder.url.path) where !name.contains(BackupWriter.partialInfix) {
            XCTAssertTrue(BackupNaming.isComplete(folder.path(name)), "\(name) is under a backup name but not whole")
        }

        let again = try CLIRunner.run(["migrate", "--db", db], executable: binary)
        XCTAssertEqual(again.status, 0, again.stderr)
        let names = try OlderLogbook.backupNames(in: folder.url.path)
        XCTAssertEqual(names.filter { $0.contains(BackupWriter.partialInfix) }, [], "the temporary copy was left behind")
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertTrue(BackupNaming.isComplete(folder.path(name)), name)
            XCTAssertEqual(try SampleRows.scalar("SELECT sum(length(bytes)) FROM kept_original_chunks", path: folder.path(name)).int64Value, 400_000 * 40)
        }
    }

    /// `migrate --check` killed while it copies the logbook into its private folder under
    /// TMPDIR: the next command that opens the logbook (here `list`) removes the copy (it
    /// stayed until the next `--check`), and leaves the folder of a check still running.
    func testSIGKILLDuringMigrateCheckLeavesACopyTheNextCommandRemoves() throws {
        let db = folder.path("older.sqlite")
        try OlderLogbook.write(at: db, samples: 400_000)
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let running = temporary.appendingPathComponent(CheckCopyFolder.prefix + "\(getpid())-running")
        try FileManager.default.createDirectory(at: running, withIntermediateDirectories: true)
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary.path)
                .filter { $0.hasPrefix(CheckCopyFolder.prefix) && $0 != running.lastPathComponent }
        }
        let environment = ["TMPDIR": temporary.path]
        let child = try LogbookProcess(["migrate", "--check", "--db", db], environment: environment)
        var copy: [String] = []
        try child.waitUntil(watching: [temporary.path], timeout: 30) {
            copy = try leftovers()
            return !copy.isEmpty
        }
        child.send(SIGKILL)
        _ = try child.wait(timeout: 30)
        XCTAssertEqual(copy.count, 1, "the kill did not come while the check ran: \(child.stdoutSoFar)")
        XCTAssertEqual(child.process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(try leftovers(), copy, "the kill left no copy to remove")

        let listed = try CLIRunner.run(["list", "--db", db], environment: environment)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(try leftovers(), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: running.path), "a running check's folder was removed")
    }

    func testSIGKILLWhileAFreshDatabaseIsCreatedLeavesOneThatOpens() throws {
        let file = try HourLongRuns.write(0..<1, into: folder.url.appendingPathComponent("runs"), seconds: 600)
        let binary = CLIRunner.binary
        for delay in [0, 2_000, 5_000, 10_000, 20_000] {
            let path = folder.path("fresh-\(delay).sqlite")
            let child = try LogbookProcess(["import", "--db", path] + file, executable: binary)
            _ = child.ends(within: Double(delay) / 1e6)
            child.send(SIGKILL)
            _ = try child.wait(timeout: 30)
            // Whatever the kill left (nothing, an empty file, a partial schema in a rolled-back
            // transaction), the next run must open, migrate and import.
            let again = try CLIRunner.run(["import", "--db", path] + file, executable: binary)
            XCTAssertEqual(again.status, 0, "delay \(delay) µs: \(again.stderr)")
            XCTAssertEqual(try DatabaseSnapshot.integrity(path: path), "ok")
            XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: path).int64Value, 1)
        }
    }

    func testCtrlCRollsBackTheCurrentFileKeepsTheFinishedOnesAndExits130() throws {
        let files = try HourLongRuns.write(0..<30, into: folder.url.appendingPathComponent("runs"))
        let child = try LogbookProcess(["import", "--db", db] + files, executable: CLIRunner.binary)
        waitForLines(child, 3)
        XCTAssertFalse(child.ends(within: 0.015), "the import ended before it could be interrupted")
        child.process.interrupt()  // kill(pid, SIGINT), as a terminal's Ctrl-C
        let result = try child.wait(timeout: 60)
        XCTAssertEqual(result.status, 130, result.stderr)
        XCTAssertEqual(child.process.terminationReason, .exit)
        let kept = try assertWholeFilesOnly(files)
        XCTAssertGreaterThanOrEqual(kept.count, 3)
        XCTAssertLessThan(kept.count, 30)
        // One result line per kept file, then the summary; the message on stderr names them.
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, kept.count + 1, result.stdout)
        XCTAssertEqual(
            lines.last.map(String.init),
            "Imported \(kept.count) runs from \(kept.count) files: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.")
        let interrupted = try XCTUnwrap(result.stderr.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(interrupted.hasPrefix("Interrupted: "), result.stderr)
        XCTAssertTrue(interrupted.hasSuffix(" was rolled back; \(kept.count) \(kept.count == 1 ? "finished file" : "finished files") kept."), result.stderr)
        let rolledBack = files[kept.count]
        XCTAssertTrue(
            interrupted == "Interrupted: \(rolledBack) was rolled back; \(kept.count) \(kept.count == 1 ? "finished file" : "finished files") kept."
                || interrupted == "Interrupted: the next file was rolled back; \(kept.count) \(kept.count == 1 ? "finished file" : "finished files") kept.",
            interrupted)
        XCTAssertEqual(kept, Set(files.prefix(kept.count)))
    }
}
