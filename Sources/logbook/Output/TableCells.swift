/// The cells of a table, cleaned and measured as they arrive and kept in one byte buffer,
/// so that a table of thousands of rows holds a few bytes per cell instead of a `String`
/// and its width each.
///
/// Each cell is stored as its printable bytes followed by `separator`: a cleaned cell holds
/// no byte below 0x20, so the separator can never occur inside one. The widest cell of each
/// column is tracked as cells arrive; a cell's own width is worked out again when it is
/// drawn (its byte count when it is ASCII, as nearly every cell is).
struct TableCells {
    /// Ends every stored cell (the ASCII unit separator, a control character).
    static let separator: UInt8 = 0x1F

    /// How many cells make a row.
    let columnCount: Int
    /// Every cell, row after row, each followed by `separator`.
    private(set) var bytes: [UInt8] = []
    /// The widest cell of each column so far, in terminal cells (headings included).
    private(set) var widths: [Int]
    /// How many cells have been appended.
    private(set) var count = 0

    /// No cells yet; the columns are at least as wide as their headings.
    init(columns: [TableColumn]) {
        columnCount = columns.count
        widths = columns.map { TableRenderer.width(of: $0.title) }
    }

    /// How many whole rows are stored.
    var rowCount: Int { columnCount == 0 ? 0 : count / columnCount }

    /// Appends the next cell (row after row, column after column), cleaned of control
    /// characters.
    mutating func append(_ cell: String) {
        guard columnCount > 0 else { return }
        var cell = cell
        // Plain printable ASCII (numbers, paces, dates, most names) is copied as it is and
        // is as wide as it is long; only other text is cleaned and measured.
        let plainWidth = cell.withUTF8 { utf8 -> Int? in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            // Byte by byte: cells are a few bytes long, shorter than a bulk append's set-up.
            for byte in utf8 { bytes.append(byte) }
            return utf8.count
        }
        let width: Int
        if let plainWidth {
            width = plainWidth
        } else {
            var (text, textWidth) = TableRenderer.printableCell(cell)
            text.withUTF8 { bytes.append(contentsOf: $0) }
            width = textWidth
        }
        bytes.append(Self.separator)
        let column = count % columnCount
        widths[column] = max(widths[column], width)
        count += 1
    }

    /// Appends one row: its first `columnCount` cells, empty ones for those it lacks.
    mutating func append(row: [String]) {
        for index in 0..<columnCount { append(index < row.count ? row[index] : "") }
    }

    /// The terminal width of a stored (already printable) cell that holds bytes of 0x80 and
    /// above (an ASCII cell is as wide as it is long).
    static func width(ofNonASCII cell: UnsafeBufferPointer<UInt8>) -> Int {
        TableRenderer.width(of: String(decoding: cell, as: UTF8.self))
    }
}
