import Foundation

/// Splits the bytes of a CSV file into records and fields (RFC 4180 and the common
/// deviations: `;` delimiter, CRLF/LF/CR line ends, BOM, no final newline).
///
/// Every function is pure; the whole file is held in memory, which suits CSV files.
public enum CSVTokenizer {
    /// The warning added when the bytes are not valid UTF-8 and were read as Latin-1.
    public static let latin1Warning = "the file is not valid UTF-8; it was read as ISO-8859-1 (Latin-1)"

    /// Decodes, detects the delimiter and tokenizes a whole file.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file's name, used in errors.
    /// - Throws: `ImportError` naming the line where an unterminated quoted field starts.
    public static func table(from data: Data, file: String) throws -> CSVTable {
        let (text, warnings) = decode(data)
        let bytes = Array(text.utf8)
        let delimiter = detectDelimiter(bytes)
        let records = try tokenize(bytes, delimiter: delimiter, file: file)
        return CSVTable(delimiter: Character(Unicode.Scalar(delimiter)), records: records, warnings: warnings)
    }

    /// Turns bytes into text: UTF-8 when valid, else ISO-8859-1 with a warning.
    /// A leading UTF-8 BOM is removed.
    public static func decode(_ data: Data) -> (text: String, warnings: [String]) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return (text, [])
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return (String(scalars), [latin1Warning])
    }

    /// The delimiter of a file: `;` when its first record holds more semicolons
    /// than commas outside quotes, else `,`.
    public static func detectDelimiter(_ bytes: [UInt8]) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var inQuotes = false
        for byte in bytes {
            if byte == quote {
                inQuotes.toggle()
            } else if !inQuotes {
                if byte == lineFeed || byte == carriageReturn {
                    if commas + semicolons > 0 { break }
                } else if byte == comma {
                    commas += 1
                } else if byte == semicolon {
                    semicolons += 1
                }
            }
        }
        return semicolons > commas ? semicolon : comma
    }

    /// Splits UTF-8 text into records, leaving out blank lines.
    ///
    /// Quoted fields may hold delimiters, line breaks and doubled quotes. A quote
    /// inside an unquoted field, or text after a closing quote, is kept literally.
    /// - Throws: `ImportError(file:line:reason:)` with the line where a quoted field
    ///   that never closes starts.
    public static func tokenize(_ bytes: [UInt8], delimiter: UInt8, file: String) throws -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var index = 0
        let count = bytes.count

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() {
            endField()
            let record = CSVRecord(fields: fields, line: recordLine)
            if !record.isBlank { records.append(record) }
            fields.removeAll(keepingCapacity: true)
        }

        while index < count {
            let byte = bytes[index]
            if byte == quote && field.isEmpty {
                // A quoted field: read up to the closing quote.
                let fieldLine = line
                var closed = false
                index += 1
                var start = index
                while index < count {
                    let inner = bytes[index]
                    if inner == quote {
                        field.append(contentsOf: bytes[start..<index])
                        if index + 1 < count && bytes[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            start = index
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    if inner == lineFeed || (inner == carriageReturn && (index + 1 >= count || bytes[index + 1] != lineFeed)) {
                        line += 1
                    }
                    index += 1
                }
                if !closed {
                    throw ImportError(file: file, line: fieldLine, reason: "unterminated quoted field")
                }
                // Read any text after the closing quote literally up to the delimiter.
                while index < count {
                    let after = bytes[index]
                    if after == delimiter || after == lineFeed || after == carriageReturn { break }
                    field.append(after)
                    index += 1
                }
                continue
            }
            if byte == delimiter {
                endField()
                index += 1
            } else if byte == lineFeed || byte == carriageReturn {
                endRecord()
                index += (byte == carriageReturn && index + 1 < count && bytes[index + 1] == lineFeed) ? 2 : 1
                line += 1
                recordLine = line
            } else {
                // Copy a run of plain bytes at once.
                let start = index
                while index < count {
                    let plain = bytes[index]
                    if plain == delimiter || plain == lineFeed || plain == carriageReturn { break }
                    index += 1
                }
                field.append(contentsOf: bytes[start..<index])
            }
        }
        if !fields.isEmpty || !field.isEmpty || (count > 0 && bytes[count - 1] != lineFeed && bytes[count - 1] != carriageReturn) {
            endRecord()
        }
        return records
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let semicolon = UInt8(ascii: ";")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
