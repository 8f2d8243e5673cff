import LogbookCore

/// Draws aligned text tables: a heading row, body rows, then optional total rows under a rule.
///
/// Columns are separated by two spaces; lines carry no trailing spaces. Control characters
/// in cells (newlines, tabs, terminal escapes from a run's name) are shown as spaces, so a
/// cell can never break the layout or drive the terminal. Widths count wide (CJK, emoji)
/// characters as two cells.
struct TableRenderer {
    /// The columns.
    let columns: [TableColumn]
    /// True to draw the heading in bold (only on a terminal without `NO_COLOR`).
    var boldHeading = false
    /// The width lines must fit in (`TableFit`): the terminal's when standard output is one.
    var maxWidth: Int? = TableFit.terminalWidth
    /// The body rows' cells, then the totals'.
    private var cells: TableCells
    /// How many of the stored rows are body rows; the rest are totals, drawn under a rule.
    private var bodyRowCount: Int?

    /// A table of `rows` (each with one cell per column; missing cells are empty), then
    /// `totalRows` under a rule (e.g. a total).
    init(columns: [TableColumn], rows: [[String]] = [], totalRows: [[String]] = [], boldHeading: Bool = false) {
        self.columns = columns
        self.boldHeading = boldHeading
        cells = TableCells(columns: columns)
        for row in rows { cells.append(row: row) }
        if !totalRows.isEmpty {
            bodyRowCount = rows.count
            for row in totalRows { cells.append(row: row) }
        }
    }

    /// Appends the next body cell, row after row: a long table is filled cell by cell,
    /// without a row array (call it exactly `columns.count` times per row).
    mutating func append(_ cell: String) {
        cells.append(cell)
    }

    /// How many rows (body and totals) the table holds.
    var rowCount: Int { cells.rowCount }

    /// The table as text, each line ending with a newline.
    func render() -> String {
        var text: [UInt8] = []
        draw { text.append(contentsOf: $0) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Draws the table, handing its bytes to `write` in pieces of about `chunkBytes`
    /// (whole lines), so that a table of thousands of rows is never held as text.
    func draw(chunkBytes: Int = 64 * 1024, _ write: (ArraySlice<UInt8>) -> Void) {
        let widths = TableFit.widths(
            natural: cells.widths, titles: columns.map { TableRenderer.width(of: $0.title) },
            flexible: columns.map(\.narrows), limit: maxWidth)
        var text: [UInt8] = []
        text.reserveCapacity(chunkBytes + widths.reduce(2 * columns.count + 1, +))
        for (index, column) in columns.enumerated() where widths[index] > 0 {
            var title = column.title
            title.withUTF8 { utf8 in
                let width = utf8.allSatisfy { $0 < 0x80 } ? utf8.count : TableCells.width(ofNonASCII: utf8)
                appendCell(utf8, width: width, column: index, widths: widths, bold: boldHeading, to: &text)
            }
        }
        Self.endLine(&text)
        cells.bytes.withUnsafeBufferPointer { all in
            var start = 0
            for row in 0..<cells.rowCount {
                if row == bodyRowCount {
                    for (index, width) in widths.enumerated() where width > 0 {
                        if index > 0 { Self.append(UInt8(ascii: " "), count: 2, to: &text) }
                        Self.append(UInt8(ascii: "-"), count: width, to: &text)
                    }
                    text.append(UInt8(ascii: "\n"))
                }
                for index in 0..<columns.count {
                    var end = start
                    var ascii = true
                    while end < all.count, all[end] != TableCells.separator {
                        if all[end] >= 0x80 { ascii = false }
                        end += 1
                    }
                    let cell = UnsafeBufferPointer(rebasing: all[start..<end])
                    let width = ascii ? cell.count : TableCells.width(ofNonASCII: cell)
                    if widths[index] > 0 {
                        if width > widths[index] {
                            // Cut to the column (a narrowed text column): its end becomes `…`.
                            var shortened = TableFit.cut(String(decoding: cell, as: UTF8.self), to: widths[index])
                            let cutWidth = TableRenderer.width(of: shortened)
                            shortened.withUTF8 { utf8 in
                                appendCell(utf8, width: cutWidth, column: index, widths: widths, bold: false, to: &text)
                            }
                        } else {
                            appendCell(cell, width: width, column: index, widths: widths, bold: false, to: &text)
                        }
                    }
                    start = min(end + 1, all.count)
                }
                Self.endLine(&text)
                if text.count >= chunkBytes {
                    write(text[...])
                    text.removeAll(keepingCapacity: true)
                }
            }
        }
        if !text.isEmpty { write(text[...]) }
    }

    /// Appends one cell `width` terminal cells wide, padded to its column's width on the
    /// side away from its alignment, after two spaces unless it is the first of its line.
    private func appendCell(
        _ cell: UnsafeBufferPointer<UInt8>, width: Int, column: Int, widths: [Int], bold: Bool, to text: inout [UInt8]
    ) {
        let padding = max(0, widths[column] - width)
        if column > 0 { Self.append(UInt8(ascii: " "), count: 2, to: &text) }
        let right = columns[column].alignment == .right
        if right { Self.append(UInt8(ascii: " "), count: padding, to: &text) }
        if bold { text.append(contentsOf: Self.boldOn) }
        text.append(contentsOf: cell)
        if bold { text.append(contentsOf: Self.boldOff) }
        if !right { Self.append(UInt8(ascii: " "), count: padding, to: &text) }
    }

    /// Ends a line: its trailing spaces go, a newline follows.
    private static func endLine(_ text: inout [UInt8]) {
        while text.last == UInt8(ascii: " ") { text.removeLast() }
        text.append(UInt8(ascii: "\n"))
    }

    /// Appends `byte` `count` times.
    private static func append(_ byte: UInt8, count: Int, to text: inout [UInt8]) {
        for _ in 0..<max(0, count) { text.append(byte) }
    }

    /// The escapes that start and end bold text.
    private static let boldOn = Array("\u{1B}[1m".utf8), boldOff = Array("\u{1B}[0m".utf8)

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
        case 0..<0x20, 0x7F...0x9F: return true
        default: return BidiControl.contains(scalar)
        }
    }

    /// The number of terminal cells `text` takes: two for East Asian wide characters and
    /// emoji, one for every other character.
    /// `printable(text)` and its `width(of:)`, in one pass over the bytes of a cell of
    /// plain printable ASCII (numbers, paces, dates, most names): `list` renders 80,000.
    static func printableCell(_ text: String) -> (text: String, width: Int) {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if plain == true { return (text, text.utf8.count) }
        let cleaned = printable(text)
        return (cleaned, width(of: cleaned))
    }

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
