import Foundation
import XCTest

/// Runs one shell command line whose `logbook` process is measured by GNU time, for the
/// tests that bound memory: `cat big.gpx | {logbook} import -` and the like.
enum MeasuredShell {
    /// What the measured command gave.
    struct Outcome {
        /// The exit status of the pipeline (its last command, `logbook`).
        var status: Int32
        /// Standard output of `logbook`.
        var stdout: String
        /// Standard error of `logbook`, without GNU time's own lines.
        var stderr: String
        /// Peak resident memory of the `logbook` process, in MiB (`ru_maxrss`).
        var peakMiB: Double
    }

    /// Runs `script` with `/bin/sh -c`; `{logbook}` in it is replaced by the test build of `logbook`
    /// wrapped in `/usr/bin/time`, `{peak}` must not appear. Called hung after ten times
    /// `timeout` (`LogbookProcess.wait`).
    static func run(_ script: String, environment: [String: String] = [:], timeout: TimeInterval = 60,
                    file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let peakFile = scratch.appendingPathComponent("peak").path
        let binary = CLIRunner.binary.path
        let command = script.replacingOccurrences(of: "{logbook}", with: "/usr/bin/time -f %M -o '\(peakFile)' '\(binary)'")
        let child = try LogbookProcess(["-c", command], environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        let result = try child.wait(timeout: timeout, file: file, line: line)
        let peakText = (try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? ""
        // GNU time writes "Command exited with non-zero status N" before the figure.
        let kibibytes = peakText.split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let peak = try XCTUnwrap(kibibytes, "no peak memory in '\(peakText)'", file: file, line: line)
        return Outcome(status: result.status, stdout: result.stdout, stderr: result.stderr, peakMiB: peak / 1024)
    }
}
