import Foundation
import XCTest

/// A FIFO a `logbook` child announces its waits on (`LOGBOOK_WAIT_NOTICE`): the child
/// appends `waiting` to it when it begins to wait for a lock another process holds, and
/// `waitForWaiting` blocks until that line comes (in `poll`, no sleep), so a test acts on
/// a command that is waiting, not on one that may not have got there yet.
final class WaitNoticePipe {
    /// The FIFO's folder.
    private let folder: URL
    /// The FIFO.
    let path: String
    /// Our reading end (non-blocking, polled).
    private let reader: Int32
    /// A writing end held open by us, so that the FIFO never reads as ended between children.
    private let keeper: Int32

    /// Makes the FIFO in a scratch folder of its own.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-wait-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("notice").path
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        keeper = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0, keeper >= 0 else { throw CocoaError(.fileReadUnknown) }
    }

    deinit {
        close(reader)
        close(keeper)
        try? FileManager.default.removeItem(at: folder)
    }

    /// The environment that makes a child announce its waits here.
    var environment: [String: String] { ["LOGBOOK_WAIT_NOTICE": path] }

    /// Blocks until a child has written `waiting` (true), or `timeout` seconds have passed
    /// (false, and the test fails): each call takes one line.
    @discardableResult
    func waitForWaiting(timeout: TimeInterval, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var received: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            if read(reader, &byte, 1) == 1 {
                if byte == UInt8(ascii: "\n") { break }
                received.append(byte)
                continue
            }
            let left = deadline.timeIntervalSinceNow
            var descriptor = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            if left <= 0 || poll(&descriptor, 1, Int32(left * 1000)) == 0 {
                XCTFail("no child began to wait within \(timeout) s", file: file, line: line)
                return false
            }
        }
        XCTAssertEqual(String(decoding: received, as: UTF8.self), "waiting", file: file, line: line)
        return true
    }
}
