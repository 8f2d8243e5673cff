import Foundation

/// What standard output can show: bold text, and how wide a line may be.
struct TerminalStyle: Sendable {
    /// True when bold may be used: standard output is a terminal and `NO_COLOR` is unset
    /// (or empty, as https://no-color.org says).
    var bold: Bool
    /// The line width: `COLUMNS` when it is a positive number, else the terminal's width
    /// when standard output is one, else 80.
    var width: Int

    /// The style for this process.
    static func current(environment: EnvironmentVariables) -> TerminalStyle {
        let isTerminal = isatty(1) != 0
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalStyle(bold: isTerminal && !noColor, width: width(environment: environment, isTerminal: isTerminal))
    }

    private static func width(environment: EnvironmentVariables, isTerminal: Bool) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        if isTerminal {
            var size = winsize()
            if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return 80
    }
}
