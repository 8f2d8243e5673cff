/// Splits UTF-8 text fed in chunks into CSV records, one at a time, so that a file is
/// never held whole (RFC 4180 and the common deviations: `;` delimiter, CRLF/LF/CR line
/// ends, no final newline).
///
/// Quoted fields may hold delimiters, line breaks and doubled quotes. A quote inside an
/// unquoted field, or text after a closing quote, is kept literally. Blank lines give no
/// record. A field keeps at most `fieldLimit` bytes (as the XML readers keep at most
/// `XMLTextBuffer.limit`); the record says how long a cut field really was.
struct CSVStreamTokenizer {
    /// The most bytes kept of one field: 64 KiB, far more than any name, date or number.
    static let fieldLimit = 1 << 16

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterQuoted
    }

    /// The field delimiter; when not given, detected from the first bytes fed
    /// (`CSVTokenizer.detectDelimiter`).
    private(set) var delimiter: UInt8?
    /// The file's name, for errors.
    let file: String
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fieldLength = 0
    private var fields: [String] = []
    private var fullLengths: [Int: Int] = [:]
    private var line = 1
    private var recordLine = 1
    private var quotedFieldLine = 1
    private var previousWasCR = false

    /// Creates a tokenizer for fields separated by `delimiter` (nil: detect it).
    init(delimiter: UInt8?, file: String) {
        self.delimiter = delimiter
        self.file = file
    }

    /// Feeds the next UTF-8 bytes, calling `emit` with every record they complete (and the delimiter).
    mutating func feed(_ bytes: [UInt8], emit: (CSVRecord, _ delimiter: UInt8) throws -> Void) throws {
        if delimiter == nil, !bytes.isEmpty { delimiter = CSVTokenizer.detectDelimiter(bytes) }
        let delimiter = self.delimiter ?? UInt8(ascii: ",")
        for byte in bytes {
            let lineBreak = byte == Self.lineFeed || byte == Self.carriageReturn
            let breakEndsLine = byte == Self.carriageReturn || (byte == Self.lineFeed && !previousWasCR)
            previousWasCR = byte == Self.carriageReturn
            switch state {
            case .fieldStart:
                if byte == Self.quote {
                    state = .quoted
                    quotedFieldLine = line
                } else if try !closes(at: byte, delimiter: delimiter, lineBreak: lineBreak, emit) {
                    append(byte)
                    state = .unquoted
                }
            case .unquoted, .afterQuoted:
                if try !closes(at: byte, delimiter: delimiter, lineBreak: lineBreak, emit) { append(byte) }
            case .quoted:
                if byte == Self.quote { state = .quoteInQuoted } else { append(byte) }
            case .quoteInQuoted:
                if byte == Self.quote {
                    append(byte)
                    state = .quoted
                } else if try !closes(at: byte, delimiter: delimiter, lineBreak: lineBreak, emit) {
                    append(byte)
                    state = .afterQuoted
                }
            }
            if lineBreak && breakEndsLine {
                line += 1
                if state == .fieldStart && fields.isEmpty { recordLine = line }
            }
        }
    }

    /// Ends the input: emits the last record when the file has no final line break.
    /// - Throws: `ImportError` naming the line where a quoted field that never closes starts.
    mutating func finish(emit: (CSVRecord, _ delimiter: UInt8) throws -> Void) throws {
        if state == .quoted {
            throw ImportError(file: file, line: quotedFieldLine, reason: "unterminated quoted field")
        }
        if state != .fieldStart || !fields.isEmpty { try endRecord(emit) }
    }

    /// Outside quotes, ends the field at the delimiter or the record at a line break and
    /// starts the next field; false for any other byte.
    private mutating func closes(
        at byte: UInt8, delimiter: UInt8, lineBreak: Bool, _ emit: (CSVRecord, _ delimiter: UInt8) throws -> Void
    ) throws -> Bool {
        if byte == delimiter {
            endField()
        } else if lineBreak {
            try endRecord(emit)
        } else {
            return false
        }
        state = .fieldStart
        return true
    }

    private mutating func append(_ byte: UInt8) {
        fieldLength += 1
        if field.count < Self.fieldLimit { field.append(byte) }
    }

    private mutating func endField() {
        if fieldLength > field.count {
            // Cut: drop a character the limit split in two.
            var end = field.count
            var back = 0
            while back < 3, end > 0, field[end - 1] & 0xC0 == 0x80 {
                end -= 1
                back += 1
            }
            if end > 0, field[end - 1] >= 0xC0 { field.removeSubrange((end - 1)...) }
            fullLengths[fields.count] = fieldLength
        }
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        fieldLength = 0
    }

    private mutating func endRecord(_ emit: (CSVRecord, _ delimiter: UInt8) throws -> Void) throws {
        endField()
        let record = CSVRecord(fields: fields, line: recordLine, fullLengths: fullLengths)
        fields.removeAll(keepingCapacity: true)
        fullLengths = [:]
        if !record.isBlank { try emit(record, delimiter ?? UInt8(ascii: ",")) }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
