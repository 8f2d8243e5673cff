/// Draws aligned text tables: a heading row, body rows, then optional total rows under a rule.
///
/// Columns are separated by two spaces; lines carry no trailing spaces. Control characters
/// in cells (newlines, tabs, terminal escapes from a run's name) are shown as spaces, so a
/// cell can never break the layout or drive the terminal. Widths count wide (CJK, emoji)
/// characters as two cells.
struct TableRenderer {
    /// The columns.
    var columns: [TableColumn]
    /// The body rows, each with one cell per column (missing cells are empty).
    var rows: [[String]] = []
    /// Rows drawn under a rule after the body, e.g. a total.
    var totalRows: [[String]] = []
    /// True to draw the heading in bold (only on a terminal without `NO_COLOR`).
    var boldHeading = false

    /// The table as text, each line ending with a newline.
    func render() -> String {
        let cleanRows = rows.map(clean)
        let cleanTotals = totalRows.map(clean)
        var widths = columns.map { Self.width(of: $0.title) }
        for row in cleanRows + cleanTotals {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], Self.width(of: cell))
            }
        }
        var text = line(columns.map(\.title), widths: widths, bold: boldHeading)
        for row in cleanRows { text += line(row, widths: widths, bold: false) }
        if !cleanTotals.isEmpty {
            text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            for row in cleanTotals { text += line(row, widths: widths, bold: false) }
        }
        return text
    }

    private func clean(_ row: [String]) -> [String] {
        (0..<columns.count).map { $0 < row.count ? Self.printable(row[$0]) : "" }
    }

    private func line(_ cells: [String], widths: [Int], bold: Bool) -> String {
        var text = ""
        for (index, column) in columns.enumerated() {
            let cell = cells[index]
            let padding = String(repeating: " ", count: max(0, widths[index] - Self.width(of: cell)))
            let shown = bold ? "\u{1B}[1m" + cell + "\u{1B}[0m" : cell
            if index > 0 { text += "  " }
            if column.alignment == .right {
                text += padding
                text += shown
            } else {
                text += shown
                text += padding
            }
        }
        while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
        return text + "\n"
    }

    /// The text with every control character (C0, DEL, C1) and every bidirectional control
    /// (the embeddings, overrides and isolates U+202A...U+202E and U+2066...U+2069, the marks
    /// U+200E, U+200F and U+061C) replaced by a space, so that no name can drive the terminal
    /// or reverse what follows it.
    static func printable(_ text: String) -> String {
        // Most cells are plain printable ASCII (numbers, paces, dates): nothing to replace.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isUnsafe($0) ? " " : $0 }))
    }

    /// True for the characters `printable` replaces.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The number of terminal cells `text` takes: two for East Asian wide characters and
    /// emoji, one for every other character.
    static func width(of text: String) -> Int {
        // Plain ASCII takes one cell per byte; only other text needs the grapheme walk.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { total, character in
            guard let first = character.unicodeScalars.first else { return total }
            return total + (isWide(first.value) ? 2 : 1)
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
