import Foundation
import LogbookTestSupport
import XCTest

/// What one run of the `logbook` binary gave.
struct CLIResult {
    /// Exit status.
    var status: Int32
    /// Standard output.
    var stdout: String
    /// Standard error.
    var stderr: String

    /// Standard error as the text form reads: a `--json` error line
    /// (`{"error":{"code":...,"message":...}}`) becomes `Error: message` and a newline.
    var errorText: String {
        guard stderr.hasPrefix("{\"error\""),
            let object = try? JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any],
            let error = object["error"] as? [String: Any], let message = error["message"] as? String
        else { return stderr }
        return "Error: " + message + "\n"
    }
}

/// Runs the built `logbook` binary as a child process, the way a runner would.
enum CLIRunner {
    /// The folder holding the built products (next to the .xctest bundle).
    static let productsFolder: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    /// The package root.
    static let packageRoot = TestPaths.packageRoot

    /// The built debug binary, the one every command-line test runs
    /// (`LOGBOOK_TEST_BINARY` instead, when set: see `ReleaseBinary`). Asking for it starts
    /// the release build in the background, for the tests of `ReleaseBinaryTests`.
    static var binary: URL {
        ReleaseBinary.startBuilding()
        return ProcessInfo.processInfo.environment["LOGBOOK_TEST_BINARY"].map(URL.init(fileURLWithPath:))
            ?? productsFolder.appendingPathComponent("logbook")
    }

    /// Runs `logbook` with `arguments`, an environment that never points at the
    /// runner's real logbook, and optional standard input.
    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil,
        executable: URL? = nil, currentDirectory: URL? = nil
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.environment = CLIEnvironment.with(environment)
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        // Output goes to files, not pipes, so a chatty child can never block on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
