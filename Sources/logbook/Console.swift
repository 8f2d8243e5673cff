import Foundation

/// Writes to standard output and standard error; the only place the executable prints.
enum Console {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// True when standard error is a terminal.
    static var stderrIsTerminal: Bool { isatty(2) != 0 }

    /// True when standard input is a terminal.
    static var stdinIsTerminal: Bool { isatty(0) != 0 }
}
