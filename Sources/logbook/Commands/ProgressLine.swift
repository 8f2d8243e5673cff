import Foundation
import LogbookCore

/// A one-line progress display on stderr: rewritten in place on a terminal,
/// one line per file otherwise (only when asked with `--progress`).
struct ProgressLine {
    /// Whether to show anything (turned on once an archive is walked on a terminal).
    var enabled: Bool
    /// How many files in all.
    let total: Int

    /// Shows that the path at `position` (1-based) is being imported: a file, or a member
    /// of an archive with the files found in it and the bytes read of it so far.
    func show(position: Int, file: String, archive: (members: Int, bytes: Int64)? = nil) {
        guard enabled else { return }
        var text = "[\(position)/\(total)] \(TableRenderer.printable(file))"
        if let archive { text += " (\(archive.members) files, \(ByteCount.text(archive.bytes)) read)" }
        if Console.stderrIsTerminal {
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        } else {
            Console.err(text)
        }
    }

    /// Clears the line on a terminal.
    func finish() {
        guard enabled, Console.stderrIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
