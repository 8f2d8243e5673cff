import Foundation

/// A one-line progress display on stderr: rewritten in place on a terminal,
/// one line per file otherwise (only when asked with `--progress`).
struct ProgressLine {
    /// Whether to show anything.
    let enabled: Bool
    /// How many files in all.
    let total: Int

    /// Shows that file `index` (0-based) is being imported.
    func show(index: Int, file: String) {
        guard enabled else { return }
        let text = "[\(index + 1)/\(total)] \(file)"
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
