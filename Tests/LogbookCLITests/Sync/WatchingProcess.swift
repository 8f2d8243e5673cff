import Foundation
import XCTest

/// `logbook watch` running in the foreground, its standard output on a pipe read line by
/// line: a test waits for the line that says a thing happened, never for a time.
final class WatchingProcess {
    /// The child.
    let process = Process()
    /// Its standard output.
    private let output = Pipe()
    /// Bytes read and not yet split into lines.
    private var pending = Data()
    /// Every line read so far.
    private(set) var lines: [String] = []

    /// Starts `logbook` with `arguments` in the tests' environment.
    init(_ arguments: [String]) throws {
        process.executableURL = CLIRunner.binary
        process.arguments = arguments
        process.environment = CLIEnvironment.with([:])
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
    }

    deinit { if process.isRunning { process.terminate() } }

    /// The next line that `matches`, the lines before it kept in `lines`; fails the test when
    /// the child ends or says nothing of the kind for two minutes (a hang, not a wait).
    @discardableResult
    func waitForLine(file: StaticString = #filePath, line: UInt = #line, _ matches: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(120)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while Date() < deadline {
            if let newline = pending.firstIndex(of: 10) {
                let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                lines.append(text)
                if matches(text) { return text }
                continue
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 1000) >= 0 else { break }
            if poller.revents == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
        }
        XCTFail("no such line from logbook watch; it printed: \(lines)", file: file, line: line)
        return nil
    }

    /// Sends `signal` and waits for the child's exit status.
    func stop(with signal: Int32) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
