import Foundation

/// Splits the bytes of a CSV file into records and fields (RFC 4180 and the common
/// deviations: `;` delimiter, CRLF/LF/CR line ends, BOM, no final newline).
///
/// Every function is pure and takes the whole file; `CSVReader` streams files through
/// `CSVEncoding`, `CSVTranscoder` and `CSVStreamTokenizer` instead.
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

    /// Turns bytes into text in their `CSVEncoding` (a byte-order mark removed), with the
    /// warning that encoding gives.
    public static func decode(_ data: Data) -> (text: String, warnings: [String]) {
        var detector = CSVEncoding.Detector()
        data.withUnsafeBytes { detector.feed($0) }
        let encoding = detector.encoding()
        var transcoder = CSVTranscoder(encoding)
        var utf8 = data.withUnsafeBytes { transcoder.utf8($0) }
        utf8 += transcoder.finish()
        return (String(decoding: utf8, as: UTF8.self), encoding.warning.map { [$0] } ?? [])
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

    /// Splits UTF-8 text into records, leaving out blank lines (see `CSVStreamTokenizer`,
    /// which this runs over the whole text).
    /// - Throws: `ImportError(file:line:reason:)` with the line where a quoted field that
    ///   never closes starts.
    public static func tokenize(_ bytes: [UInt8], delimiter: UInt8, file: String) throws -> [CSVRecord] {
        var tokenizer = CSVStreamTokenizer(delimiter: delimiter, file: file)
        var records: [CSVRecord] = []
        try tokenizer.feed(bytes) { record, _ in records.append(record) }
        try tokenizer.finish { record, _ in records.append(record) }
        return records
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let semicolon = UInt8(ascii: ";")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
