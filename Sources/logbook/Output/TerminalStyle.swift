import Foundation

/// What standard output can show: bold text, and how wide a line may be.
struct TerminalStyle: Sendable {
    /// True when bold may be used: standard output is a terminal and `NO_COLOR` is unset
    /// (or empty, as https://no-color.org says).
    var bold: Bool
    /// The line width: `COLUMNS` when it is a positive number, else the terminal's width
    /// when standard output is one, else 80.
    var width: Int
    /// True when standard output is a terminal a runner reads (`list` then shows only the
    /// latest runs), or when `LOGBOOK_TERMINAL` says so (bold and width follow the real one).
    var isTerminal = false

    /// The variable that overrides whether standard output counts as a terminal: `1` for
    /// yes, `0` for no (tests, and a runner who pipes into a pager); other values are ignored.
    static let terminalVariable = "LOGBOOK_TERMINAL"

    /// The style for this process.
    static func current(environment: EnvironmentVariables) -> TerminalStyle {
        let isTerminal = isatty(1) != 0
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        var style = TerminalStyle(bold: isTerminal && !noColor, width: width(environment: environment, isTerminal: isTerminal))
        style.isTerminal = counted(isTerminal: isTerminal, override: environment[terminalVariable])
        return style
    }

    /// Whether standard output counts as a terminal: `override` (`LOGBOOK_TERMINAL`) when it
    /// is `1` or `0`, else whether it is one.
    static func counted(isTerminal: Bool, override: String?) -> Bool {
        switch override {
        case "1": true
        case "0": false
        default: isTerminal
        }
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
