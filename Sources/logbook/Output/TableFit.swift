import Foundation

/// How a table fits a terminal's width: narrower text columns first, then fewer columns,
/// never a wrapped row. Only a table written to a terminal is fitted (`terminalWidth`): a
/// table piped into a file or a script keeps every column whole.
enum TableFit {
    /// The narrowest a text column is cut to (or its title, when that is wider).
    static let narrowestText = 8

    /// The width of each column so that a line of them, two spaces apart, fits in `limit`
    /// columns; 0 for a column left out. Left-aligned (text) columns give way first, the
    /// widest one column at a time, down to `narrowestText` or their title; then columns are
    /// left out from the right, never the first. Without a limit, or when the table fits,
    /// the natural widths.
    static func widths(natural: [Int], titles: [Int], flexible: [Bool], limit: Int?) -> [Int] {
        guard let limit, !natural.isEmpty else { return natural }
        func total(_ widths: [Int]) -> Int {
            let shown = widths.filter { $0 > 0 }
            return shown.reduce(0, +) + 2 * max(0, shown.count - 1)
        }
        var widths = natural
        guard total(widths) > limit else { return widths }
        let floors = widths.indices.map { min(natural[$0], max(titles[$0], narrowestText)) }
        while total(widths) > limit {
            let candidates = widths.indices.filter { flexible[$0] && widths[$0] > floors[$0] }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        var last = widths.count - 1
        while total(widths) > limit, last > 0 {
            widths[last] = 0
            last -= 1
        }
        return widths
    }

    /// `text` cut to `width` terminal cells, its end replaced by `…` when it is cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard TableRenderer.width(of: text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var kept = "", used = 0
        for character in text {
            let cells = TableRenderer.width(of: String(character))
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…"
    }

    /// The width tables written now are fitted to: `TerminalStyle`'s width when standard
    /// output counts as a terminal (`LOGBOOK_TERMINAL` too), else none. Read once.
    static let terminalWidth: Int? = {
        let style = TerminalStyle.current(environment: CommandContext.processEnvironment())
        return style.isTerminal ? style.width : nil
    }()
}
