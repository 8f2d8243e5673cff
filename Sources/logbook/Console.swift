import Foundation
import LogbookCore
import LogbookSupport

/// Writes to standard output and standard error; the only place the executable prints.
enum Console {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        var text = text
        text.withUTF8 { write($0, to: 1, named: "standard output") }
    }

    /// Writes `bytes` to standard output as they are (a piece of a long table).
    static func out(bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { write($0, to: 1, named: "standard output") }
    }

    /// Writes `text` and a newline to standard error; every line there is for a human, so
    /// control characters in it (from file names, cells, names) are shown as spaces.
    static func err(_ text: String) {
        var line = TableRenderer.printable(text) + "\n"
        line.withUTF8 { write($0, to: 2, named: "standard error") }
    }

    /// Writes `text` to standard error as is, without a newline (the progress line's
    /// control sequences; the caller makes the text printable).
    static func err(raw text: String) {
        var text = text
        text.withUTF8 { write($0, to: 2, named: "standard error") }
    }

    /// Writes all of `bytes` to `descriptor`, again after a partial write or a signal.
    ///
    /// Straight to the descriptor, as `FileHandle` did, but without making a `Data` (whose
    /// initialiser costs every command a scan of the binary's protocol conformances). A
    /// failed write (a full disk, `/dev/full`, an I/O error) ends the process with a sentence
    /// on standard error and status 1, never a trap; a closed pipe ends it quietly, by
    /// SIGPIPE, as before.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, named name: String) {
        guard let start = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, start + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                failedWrite(to: name, code: errno)
            }
            written += count
        }
    }

    /// Ends the process after a write to `name` failed with `code`: says so on standard
    /// error (unless that is what failed) and exits 1.
    private static func failedWrite(to name: String, code: Int32) -> Never {
        if name != "standard error" {
            var line = "Error: cannot write to \(name): \(String(cString: strerror(code))); what was written there is incomplete.\n"
            line.withUTF8 { bytes in _ = bytes.baseAddress.map { Glibc.write(2, $0, bytes.count) } }
        }
        exit(1)
    }

    /// Writes `text` and a newline to standard output as one human line: control characters
    /// in it are shown as spaces (see `TableRenderer.printable`).
    static func line(_ text: String) {
        out(TableRenderer.printable(text) + "\n")
    }

    /// True when standard error is a terminal.
    static var stderrIsTerminal: Bool { isatty(2) != 0 }

    /// True when standard input is a terminal.
    static var stdinIsTerminal: Bool { isatty(0) != 0 }

    /// One line typed on standard input (at most 1,000 bytes of it), or nil at its end or
    /// once Ctrl-C is pressed: the wait polls, so Ctrl-C ends it even while SIGINT is caught.
    static func readLineUnlessInterrupted() -> String? {
        var bytes: [UInt8] = []
        while !Interruption.isRaised {
            var poller = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { return nil }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            if bytes.count < 1_000 { bytes.append(byte) }
        }
        return nil
    }
}
