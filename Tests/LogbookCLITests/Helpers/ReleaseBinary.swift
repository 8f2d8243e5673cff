import Foundation
import XCTest

/// Builds (once per test run, in the background) and finds the release `logbook` binary,
/// for the few tests about how that binary is linked (`ReleaseBinaryTests`).
///
/// The build takes minutes of both cores, so it starts with the first command-line test
/// (`CLIRunner.binary` asks for it) and goes on while the other tests run; only the tests
/// that need the binary wait for it. It runs detached from this process (its shell is
/// orphaned at once), so the processor time of its compilers never counts among this
/// process's waited-for children, which `LogbookProcess.run` measures.
enum ReleaseBinary {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status: URL?

    /// The folder SwiftPM builds the release binary in, beside the test build.
    private static let scratch = CLIRunner.packageRoot.appendingPathComponent(".build/release-selfcontained")

    /// True when a test run given `arguments` (the test bundle's, after its path) may run
    /// `ReleaseBinaryTests`: no tests named (the whole suite), or a list naming that class
    /// (`swift test --filter` hands the bundle the matching tests, `LogbookCLITests.Class/test`,
    /// comma-separated). A run of a few other tests needs no release build, and starting one
    /// would spend minutes of both cores for nothing.
    static func selectionMayNeedIt(_ arguments: [String]) -> Bool {
        let named = arguments.flatMap { $0.split(separator: ",") }.filter { $0.hasPrefix("Logbook") }
        return named.isEmpty || named.contains { $0.contains("ReleaseBinaryTests") }
    }

    /// Starts the release build if it has not started yet and this run may need it; returns at once.
    static func startBuilding() {
        lock.lock()
        defer { lock.unlock() }
        guard status == nil, ProcessInfo.processInfo.environment["LOGBOOK_TEST_BINARY"] == nil else { return }
        guard selectionMayNeedIt(Array(CommandLine.arguments.dropFirst())) else { return }
        // Each test run's build writes its log and status into a folder of its own; those of
        // earlier runs that finished are removed.
        let runs = scratch.appendingPathComponent("test-runs")
        for old in (try? FileManager.default.contentsOfDirectory(at: runs, includingPropertiesForKeys: nil)) ?? []
        where FileManager.default.fileExists(atPath: old.appendingPathComponent("status").path) {
            try? FileManager.default.removeItem(at: old)
        }
        let folder = runs.appendingPathComponent(UUID().uuidString)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let log = folder.appendingPathComponent("log"), done = folder.appendingPathComponent("status")
        // The binary as README.md says to install it (`--static-swift-stdlib`: the Swift
        // runtime and Foundation linked in), with its own scratch folder so that it does not
        // wait on the lock of the running `swift test`.
        let build = "swift build -c release --static-swift-stdlib --product logbook --scratch-path '\(scratch.path)'"
        // The shell first points its standard descriptors at /dev/null and closes every other
        // one it inherited, so no pipe or socket of this process stays open for the minutes
        // of the build (`swift test` would wait for them); then it starts the build in the
        // background and exits at once, orphaning it.
        let script = "exec </dev/null >/dev/null 2>&1; for fd in {3..255}; do eval \"exec $fd>&-\"; done; "
            + "cd '\(CLIRunner.packageRoot.path)' || exit; "
            + "( \(build) > '\(log.path)' 2>&1; echo $? > '\(done.path).part' && mv '\(done.path).part' '\(done.path)' ) &"
        // posix_spawn and waitpid, not Foundation's Process: the outer shell is reaped here,
        // by its pid, and nothing waits on its descriptors.
        var pid: pid_t = 0
        let arguments = ["/bin/bash", "-c", script]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/bash", nil, nil, &argv, environ) == 0 else { return }
        var code: Int32 = 0
        while waitpid(pid, &code, 0) == -1 && errno == EINTR {}
        status = folder
    }

    /// The release binary, once its build has finished (`LOGBOOK_TEST_BINARY` instead, when
    /// set: to check that a test fails against another build, such as an older logbook).
    static func url() throws -> URL {
        if let other = ProcessInfo.processInfo.environment["LOGBOOK_TEST_BINARY"] { return URL(fileURLWithPath: other) }
        startBuilding()
        guard let folder = lock.withLock({ status }) else {
            XCTFail("the release build could not be started")
            throw CocoaError(.executableLoad)
        }
        let done = folder.appendingPathComponent("status")
        // The status file appears (renamed into the folder) when the build ends: waited for
        // on the folder's changes.
        let appeared = FileEvents.waitUntil(watching: [folder.path], timeout: 30 * 60) {
            FileManager.default.fileExists(atPath: done.path)
        }
        guard appeared else {
            XCTFail("the release build has not finished after 30 minutes; its log: \(folder.path)/log")
            throw CocoaError(.executableLoad)
        }
        let code = (try? String(contentsOf: done, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard code == "0" else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? ""
            XCTFail("release build failed (status \(code ?? "?")):\n" + log.suffix(4000))
            throw CocoaError(.executableLoad)
        }
        return scratch.appendingPathComponent("release/logbook")
    }
}
