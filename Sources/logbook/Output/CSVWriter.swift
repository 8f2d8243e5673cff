/// Writes CSV text (RFC 4180 quoting, `\n` line ends) that is safe to open in a spreadsheet.
///
/// A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a
/// single quote `'`, so that a spreadsheet shows it as text instead of running it as a
/// formula (CSV injection) — except a plain negative number such as `-12` or `-0.5`.
/// Cells holding a comma, a double quote or a line break are quoted, quotes doubled.
struct CSVWriter {
    /// The text written so far.
    private(set) var text = ""

    /// Starts an empty document (no header row).
    init() {}

    /// Starts a document with its header row.
    init(header: [String]) {
        append(header)
    }

    /// Appends one row.
    mutating func append(_ cells: [String]) {
        text += cells.map(Self.cell).joined(separator: ",") + "\n"
    }

    /// One cell, neutralised and quoted as needed.
    static func cell(_ value: String) -> String {
        var value = value
        if let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), !isPlainNegativeNumber(value) {
            value = "'" + value
        }
        if value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return value
    }

    /// True for `-` followed by digits with at most one decimal point between digits (`-12`, `-0.5`).
    static func isPlainNegativeNumber(_ value: String) -> Bool {
        let body = value.utf8.dropFirst()
        guard value.utf8.first == UInt8(ascii: "-"), let first = body.first, let last = body.last else { return false }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard isDigit(first), isDigit(last) else { return false }
        var points = 0
        for byte in body where !isDigit(byte) {
            guard byte == UInt8(ascii: "."), points == 0 else { return false }
            points += 1
        }
        return true
    }
}
