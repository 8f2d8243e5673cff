import Foundation
@testable import LogbookSQLite
@testable import LogbookStore
import LogbookTestSupport
import XCTest

/// How the release binary, built as README.md says to install it, is linked: alone in a
/// folder it needs only the system's C libraries, a reading command loads nothing else,
/// and its start-up code lies together. These are the only tests that wait for the
/// release build (`ReleaseBinary`), which runs in the background from the suite's start.
final class ReleaseBinaryTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A copy alone in an empty folder migrates a new logbook, and `ldd` lists no Swift
    /// runtime, Foundation, dispatch or SQLite library: they are linked in (libxml2 and
    /// libarchive are opened only when a file needs them).
    func testTheBinaryCopiedAloneNeedsOnlySystemLibraries() throws {
        let copy = folder.url.appendingPathComponent("logbook")
        try FileManager.default.copyItem(at: try ReleaseBinary.url(), to: copy)
        let result = try CLIRunner.run(["migrate", "--db", "here.sqlite"], executable: copy, currentDirectory: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let database = try Database(path: folder.path("here.sqlite"), mode: .readOnly)
        XCTAssertEqual(try Migrator().applied(in: database).count, Migrator().migrations.count)
        let libraries = try LogbookProcess.run([copy.path], executable: URL(fileURLWithPath: "/usr/bin/ldd")).result
        XCTAssertEqual(libraries.status, 0, libraries.stderr)
        XCTAssertTrue(libraries.stdout.contains("libc.so.6"), libraries.stdout)
        for runtime in ["libswiftCore", "libFoundation", "libdispatch", "libsqlite3", "libxml2", "libarchive"] {
            XCTAssertFalse(libraries.stdout.contains(runtime), "the copied binary needs \(runtime):\n\(libraries.stdout)")
        }
    }

    /// The release binary links the Swift runtime, SQLite and the C++ library in: a
    /// reading command loads only the C and maths libraries and libgcc_s.
    func testAReadingCommandLoadsOnlyTheCAndMathsLibraries() throws {
        let db = folder.path("logbook.sqlite")
        let release = try ReleaseBinary.url()
        let gpx = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx")
        let imported = try CLIRunner.run(["import", "--db", db, gpx.path], executable: release)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        for command in [["--version"], ["show", "1", "--db", db], ["list", "--db", db]] {
            let loaded = try LoadedLibraries.of(command, executable: release)
            XCTAssertEqual(loaded, ["libm.so.6", "libgcc_s.so.1", "libc.so.6"], "\(command)")
        }
    }

    /// The addresses of the code symbols `nm` lists for `binary`, by name.
    private func codeAddresses(of binary: URL) throws -> [String: UInt64] {
        let listed = try CLIRunner.run(["nm", "--defined-only", binary.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(listed.status, 0, "nm \(binary.path): \(listed.stderr)")
        var addresses: [String: UInt64] = [:]
        for line in listed.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1] == "t" || fields[1] == "T", let address = UInt64(fields[0], radix: 16) else { continue }
            addresses[String(fields[2])] = address
        }
        return addresses
    }

    /// The list's first 400 names are what every command runs first (start-up). In the
    /// default layout they lie 20 MB apart; in the ordered one within about 110 KB.
    func testStartUpFunctionsLieTogether() throws {
        let list = CLIRunner.packageRoot.appendingPathComponent("Sources/logbook/Link/startup.order")
        let names = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(names.count, 3_000, "the list covers start-up, the reading commands and import")
        XCTAssertEqual(Set(names).count, names.count, "every function is listed once")
        let addresses = try codeAddresses(of: try ReleaseBinary.url())
        let found = names.prefix(400).compactMap { addresses[$0] }
        // C library functions (`access`, `brk`) are in the shared libc, not in the binary.
        XCTAssertGreaterThan(found.count, 150, "most start-up functions are still named as listed")
        let span = (found.max() ?? 0) - (found.min() ?? 0)
        XCTAssertLessThan(span, 1 << 20, "start-up functions spread over \(span / 1024) KB of code")
    }
}
