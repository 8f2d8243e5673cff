import Foundation
import LogbookTestSupport
import XCTest

/// Writing to a full standard output (`/dev/full`) is an error with a sentence and exit 1,
/// never a trap.
final class FullOutputTests: XCTestCase {
    private func runIntoDevFull(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent-home", "TZ": "UTC"]
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testExportAndOriginalToAFullStandardOutputFailWithASentence() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let db = folder.path("logbook.sqlite")
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, run]).status, 0)
        for arguments in [["export", "1", "--format", "gpx", "--out", "-"], ["original", "1", "--out", "-"], ["list"]] {
            let (status, stderr) = try runIntoDevFull(arguments + ["--db", db])
            XCTAssertEqual(status, 1, arguments.joined(separator: " ") + ": " + stderr)
            XCTAssertEqual(
                stderr, "Error: cannot write to standard output: No space left on device; what was written there is incomplete.\n",
                arguments.joined(separator: " "))
        }
    }
}
