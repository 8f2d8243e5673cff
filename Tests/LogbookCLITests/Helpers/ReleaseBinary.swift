import Foundation
import XCTest

/// Builds (once per test run) and finds the release `logbook` binary.
enum ReleaseBinary {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: URL?

    /// The release binary as README.md says to install it (`--static-swift-stdlib`: the
    /// Swift runtime and Foundation linked in), built into `.build/release-selfcontained`
    /// with its own scratch folder so it does not wait on the lock of the running `swift test`.
    static func url() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        // To check that a test fails against another build (an older logbook), point this at its binary.
        if let other = ProcessInfo.processInfo.environment["LOGBOOK_TEST_BINARY"] {
            built = URL(fileURLWithPath: other)
            return URL(fileURLWithPath: other)
        }
        let scratch = CLIRunner.packageRoot.appendingPathComponent(".build/release-selfcontained")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "logbook", "--scratch-path", scratch.path]
        process.currentDirectoryURL = CLIRunner.packageRoot
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("release build failed:\n" + String(decoding: output, as: UTF8.self))
            throw CocoaError(.executableLoad)
        }
        let binary = scratch.appendingPathComponent("release/logbook")
        built = binary
        return binary
    }
}
