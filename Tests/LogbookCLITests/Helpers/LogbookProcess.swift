import Foundation
import XCTest

/// One `logbook` child process started without waiting for it, so that a test can
/// signal it, run others beside it, or give up on it after a deadline.
///
/// Output goes to files (never pipes), as in `CLIRunner`, so a chatty child never blocks.
final class LogbookProcess {
    /// The child.
    let process = Process()
    private let scratch: URL
    private let outURL: URL
    private let errURL: URL
    private let out: FileHandle
    private let err: FileHandle
    /// Signalled once, when the child ends.
    private let ended = DispatchSemaphore(value: 0)
    /// Written to once, when the child ends: what `waitUntil` polls beside its file watches.
    private let endPipe = Pipe()

    /// Starts `executable` (default: the debug `logbook`) with `arguments` and the same
    /// isolated environment as `CLIRunner`, plus `environment`; standard input is `stdin`
    /// (default: /dev/null).
    init(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, stdin: FileHandle? = nil) throws {
        process.executableURL = executable ?? CLIRunner.binary
        process.arguments = arguments
        process.environment = CLIEnvironment.with(environment)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-proc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        outURL = scratch.appendingPathComponent("out")
        errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        out = try FileHandle(forWritingTo: outURL)
        err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle.nullDevice
        // The handler holds the whole pipe, so its reading end is open when it writes even
        // if this object has gone (a write to a pipe nobody reads would be SIGPIPE).
        process.terminationHandler = { [ended, endPipe] _ in
            ended.signal()
            try? endPipe.fileHandleForWriting.write(contentsOf: [1])
        }
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The child's process id.
    var pid: pid_t { process.processIdentifier }

    /// What the child has written to standard error so far.
    var stderrSoFar: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

    /// What the child has written to standard output so far.
    var stdoutSoFar: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }

    /// True when the child ends within `seconds` (waited for on its end, not in sleeps).
    func ends(within seconds: TimeInterval) -> Bool {
        guard process.isRunning else { return true }
        return ended.wait(timeout: .now() + seconds) == .success
    }

    /// Waits until `condition` holds, evaluating it again each time the child writes its
    /// output, something changes in one of `watching` (files or folders: a file made, written
    /// or renamed into one), or the child ends; gives up after `timeout` seconds. No sleep:
    /// the waits are the kernel's (inotify, and a pipe the child's end is written to).
    /// Returns whether `condition` held.
    @discardableResult
    func waitUntil(watching: [String] = [], timeout: TimeInterval, _ condition: () throws -> Bool) rethrows -> Bool {
        try FileEvents.waitUntil(
            watching: [outURL.path, errURL.path] + watching, timeout: timeout, orReadable: endPipe.fileHandleForReading.fileDescriptor,
            condition)
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the child to end; once it has run for ten times `timeout` seconds, and at
    /// least ten minutes, it is called hung, killed (SIGKILL) and the test fails, so a hang
    /// can never stall the suite. `timeout` is what the child takes on a busy machine; the
    /// margin is there so that a machine kept busy by other work never fails a test.
    /// Returns its status and output.
    @discardableResult
    func wait(timeout: TimeInterval, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let allowed = max(timeout * 10, 600)
        if process.isRunning && ended.wait(timeout: .now() + allowed) == .timedOut {
            XCTFail("logbook \(process.arguments?.joined(separator: " ") ?? "") still ran after \(allowed) s; killed", file: file, line: line)
            send(SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `logbook` to the end (called hung after ten times `timeout`: see `wait`) and returns the result and the
    /// processor time it took (user and system): unlike its wall-clock time, that does not
    /// grow when other processes keep the machine busy, so a bound on it cannot flake.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, timeout: TimeInterval = 60,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (result: CLIResult, cpuSeconds: Double) {
        let before = childrenCPUSeconds()
        let child = try LogbookProcess(arguments, environment: environment, executable: executable)
        let result = try child.wait(timeout: timeout, file: file, line: line)
        return (result, childrenCPUSeconds() - before)
    }

    /// The processor seconds of every child this process has waited for (the tests run one at a time).
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
