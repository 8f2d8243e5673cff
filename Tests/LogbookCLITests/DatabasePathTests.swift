import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// Database paths logbook cannot use: a read-only file or folder, a file it may not read,
/// a folder it may not create, a folder given as the database, a path through a file.
/// Each gives a clear `Error: ...` and exit 1, and creates nothing anywhere.
///
/// The tests run as root, whom file permissions do not stop, so the permission cases run
/// the binary as the unprivileged user `nobody` (via `setpriv`, else `runuser`).
final class DatabasePathTests: XCTestCase {
    private var folder: ScratchFolder!
    private var run = ""

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
    }

    override func tearDown() { folder.remove() }

    /// A copy of the binary in the scratch folder, which `nobody` can reach even when the
    /// package lives in a folder only root may enter (CI's clone, for one).
    private func binaryForNobody() throws -> String {
        let copy = folder.path("bin/logbook")
        if !FileManager.default.fileExists(atPath: copy) {
            try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: CLIRunner.binary.path, toPath: copy)
        }
        return copy
    }

    /// The command prefix that runs a program as `nobody`, or a skip naming why there is none.
    private func unprivileged() throws -> [String] {
        let candidates = [
            ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"],
            ["/usr/sbin/runuser", "-u", "nobody", "--"],
        ]
        var tried: [String] = []
        for prefix in candidates where FileManager.default.isExecutableFile(atPath: prefix[0]) {
            let (result, _) = try LogbookProcess.run(
                Array(prefix.dropFirst()) + [try binaryForNobody(), "--version"], executable: URL(fileURLWithPath: prefix[0]))
            if result.status == 0 { return prefix }
            tried.append("\(prefix[0]) exited \(result.status): \(result.stderr)")
        }
        if geteuid() != 0 { return [] }  // already unprivileged: permissions apply as they are
        throw XCTSkip("cannot run logbook as an unprivileged user (\(tried.isEmpty ? "neither setpriv nor runuser exists" : tried.joined(separator: "; ")))")
    }

    /// Runs logbook as `nobody` (or as is, when not root).
    private func runAsNobody(_ arguments: [String]) throws -> CLIResult {
        let prefix = try unprivileged()
        guard let tool = prefix.first else { return try CLIRunner.run(arguments) }
        return try LogbookProcess.run(Array(prefix.dropFirst()) + [try binaryForNobody()] + arguments, executable: URL(fileURLWithPath: tool)).result
    }

    /// A folder in the scratch folder with mode `mode`.
    private func makeFolder(_ name: String, mode: mode_t) throws -> String {
        let path = folder.path(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path, mode), 0)
        return path
    }

    /// A logbook holding one run, made by root at `path`, then given mode `mode`.
    private func makeLogbook(_ path: String, mode: mode_t) throws {
        let other = try TrackFiles.write(TrackFiles.gpx(start: "2024-04-01T06:00:00Z", duration: 600), to: "other.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", path, other]).status, 0)
        XCTAssertEqual(chmod(path, mode), 0)
    }

    /// Every file below the scratch folder, for "nothing was created". (The database is
    /// compared byte for byte, never opened by the test before logbook runs: opening a WAL
    /// database creates its -wal and -shm files, with the database file's permissions.)
    private func listing() -> [String] {
        (FileManager.default.subpaths(atPath: folder.url.path) ?? []).filter { !$0.hasPrefix("bin") }.sorted()
    }

    private func assertRefused(
        _ result: CLIResult, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 1, file: file, line: line)
        XCTAssertEqual(result.stderr, "Error: \(message)\n", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
    }

    func testReadOnlyFile() throws {
        let shared = try makeFolder("shared", mode: 0o777)
        let db = shared + "/logbook.sqlite"
        try makeLogbook(db, mode: 0o644)
        let before = try Data(contentsOf: URL(fileURLWithPath: db)), files = listing()
        for command in [["import", "--db", db, run], ["migrate", "--db", db]] {
            let result = try runAsNobody(command)
            assertRefused(result, "cannot write the database \(db): the file or its folder is read-only")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "the database's bytes changed")
        XCTAssertEqual(listing(), files, "no -wal or -shm file may appear")
    }

    /// A logbook one may only read can still be listed, shown and summarised, read-only,
    /// with no -wal or -shm made beside it; commands that write refuse it.
    func testReadingCommandsWorkOnAReadOnlyLogbook() throws {
        for (name, fileMode, folderMode) in [("file", mode_t(0o644), mode_t(0o777)), ("folder", mode_t(0o666), mode_t(0o755))] {
            let shared = try makeFolder("ro-\(name)", mode: 0o777)
            let db = shared + "/logbook.sqlite"
            try makeLogbook(db, mode: fileMode)
            XCTAssertEqual(chmod(shared, folderMode), 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: db)), files = listing()
            let list = try runAsNobody(["list", "--db", db])
            XCTAssertEqual(list.status, 0, "\(name): \(list.stderr)")
            XCTAssertTrue(list.stdout.contains("2024-04-01"), list.stdout)
            let stats = try runAsNobody(["stats", "--monthly", "--db", db])
            XCTAssertEqual(stats.status, 0, "\(name): \(stats.stderr)")
            XCTAssertTrue(stats.stdout.contains("2024-04"), stats.stdout)
            let show = try runAsNobody(["show", "1", "--db", db])
            XCTAssertEqual(show.status, 0, "\(name): \(show.stderr)")
            let dryRun = try runAsNobody(["clean", "--db", db])
            XCTAssertEqual(dryRun.status, 0, "\(name): \(dryRun.stderr)")
            for command in [["import", "--db", db, run], ["clean", "--apply", "--db", db], ["trim", "1", "--auto", "--db", db]] {
                assertRefused(try runAsNobody(command), "cannot write the database \(db): the file or its folder is read-only")
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "\(name): the database's bytes changed")
            XCTAssertEqual(listing(), files, "\(name): no -wal or -shm file may appear")
            XCTAssertEqual(chmod(shared, 0o777), 0)
        }
    }

    func testNewDatabaseInAReadOnlyFolder() throws {
        let locked = try makeFolder("locked", mode: 0o755)
        let db = locked + "/logbook.sqlite"
        let result = try runAsNobody(["import", "--db", db, run])
        assertRefused(result, "cannot write the database \(db): the file or its folder is read-only")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), [])
    }

    func testWritableFileInAReadOnlyFolder() throws {
        // The file may be written, but its journal (-wal, -shm) cannot be created beside it.
        let locked = try makeFolder("locked", mode: 0o777)
        let db = locked + "/logbook.sqlite"
        try makeLogbook(db, mode: 0o666)
        XCTAssertEqual(chmod(locked, 0o755), 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db)), files = listing()
        let result = try runAsNobody(["import", "--db", db, run])
        assertRefused(result, "cannot write the database \(db): the file or its folder is read-only")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "the database's bytes changed")
        XCTAssertEqual(listing(), files)
    }

    /// A logbook whose file and folder may be written but whose `-wal` and `-shm` files,
    /// left by another user, may not: the refusal names those files, not the database
    /// file (it once said "SQLite error 8", then "the file or its folder is read-only"),
    /// and reading still works.
    func testReadOnlyWALAndSHMAreNamedInTheRefusal() throws {
        let shared = try makeFolder("shared", mode: 0o777)
        let db = shared + "/logbook.sqlite"
        try makeLogbook(db, mode: 0o666)
        for companion in [db + "-wal", db + "-shm"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: companion, contents: Data()))
            XCTAssertEqual(chmod(companion, 0o644), 0)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for command in [["import", "--db", db, run], ["clean", "--apply", "--db", db], ["trim", "1", "--auto", "--db", db]] {
            assertRefused(
                try runAsNobody(command),
                "cannot write the database \(db): \(db)-wal and \(db)-shm beside it are read-only for this user; "
                    + "give them the owner and permissions of the database file")
        }
        let list = try runAsNobody(["list", "--db", db])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("2024-04-01"), list.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "the database's bytes changed")
    }

    func testReadOnlyMessageNamesOnlyTheCompanionsThatBlock() {
        XCTAssertEqual(
            OpenError.readOnlyMessage(path: "/d/l.sqlite", unwritableCompanions: []),
            "cannot write the database /d/l.sqlite: the file or its folder is read-only")
        XCTAssertEqual(
            OpenError.readOnlyMessage(path: "/d/l.sqlite", unwritableCompanions: ["/d/l.sqlite-shm"]),
            "cannot write the database /d/l.sqlite: /d/l.sqlite-shm beside it is read-only for this user; "
                + "give it the owner and permissions of the database file")
    }

    func testFileItMayNotRead() throws {
        let shared = try makeFolder("shared", mode: 0o777)
        let db = shared + "/logbook.sqlite"
        try makeLogbook(db, mode: 0o600)
        let files = listing()
        assertRefused(try runAsNobody(["import", "--db", db, run]), "cannot open the database \(db): Permission denied")
        assertRefused(try runAsNobody(["migrate", "--list", "--db", db]), "cannot open the database \(db): Permission denied")
        XCTAssertEqual(listing(), files)
    }

    func testFolderItMayNotCreate() throws {
        let locked = try makeFolder("locked", mode: 0o755)
        let db = locked + "/deeper/still/logbook.sqlite"
        let result = try runAsNobody(["import", "--db", db, run])
        assertRefused(result, "cannot create the folder \(locked)/deeper/still for the database: Permission denied")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), [])
    }

    func testAFolderGivenAsTheDatabase() throws {
        let data = try makeFolder("data", mode: 0o755)
        for command in [["import", "--db", data, run], ["migrate", "--db", data], ["migrate", "--list", "--db", data]] {
            assertRefused(try CLIRunner.run(command), "\(data) is a folder; give the path of a database file with --db")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: data), [])
    }

    func testAPathThroughAFile() throws {
        let files = listing()
        for tail in ["/logbook.sqlite", "/a/b/logbook.sqlite"] {
            let db = run + tail
            let folderPath = URL(fileURLWithPath: db).deletingLastPathComponent().path
            assertRefused(
                try CLIRunner.run(["import", "--db", db, run]),
                "cannot create the folder \(folderPath) for the database: \(run) is a file, not a folder")
        }
        XCTAssertEqual(listing(), files)
    }
}
