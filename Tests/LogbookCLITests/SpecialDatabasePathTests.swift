import Foundation
import LogbookTestSupport
import XCTest

/// A `--db` that is a device or a FIFO is refused at once with a sentence: it used to say
/// "SQLite error 1034: disk I/O error" (`/dev/null`) or block without a word (a FIFO).
final class SpecialDatabasePathTests: XCTestCase {
    func testADeviceOrAFIFOIsRefusedAtOnce() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let fifo = folder.path("logbook.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in ["/dev/null", fifo] {
            for arguments in [["list"], ["stats", "-W"], ["migrate"]] {
                let result = try CLIRunner.run(arguments + ["--db", path])
                XCTAssertEqual(result.status, 1, arguments.joined(separator: " ") + " " + path)
                XCTAssertEqual(
                    result.stderr,
                    "Error: \(path) is not a regular file (a device, a pipe or a socket); give the path of a database file with --db\n")
            }
        }
    }
}
