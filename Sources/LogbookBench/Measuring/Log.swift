import Foundation

/// Progress and results on standard output, written at once (not block-buffered
/// when piped to a file or `tee`).
enum Log {
    /// Writes one line.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
