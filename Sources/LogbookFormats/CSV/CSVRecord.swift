/// One record of a CSV file: its fields, unquoted, and the line where it starts.
public struct CSVRecord: Sendable, Equatable {
    /// The fields in order, with quotes removed and doubled quotes undone.
    public var fields: [String]
    /// The 1-based line in the file where the record starts.
    public var line: Int
    /// The real length in bytes of every field that was cut to `CSVStreamTokenizer.fieldLimit`,
    /// by field index (empty for almost every record).
    public var fullLengths: [Int: Int]

    /// Creates a record.
    public init(fields: [String], line: Int, fullLengths: [Int: Int] = [:]) {
        self.fields = fields
        self.line = line
        self.fullLengths = fullLengths
    }

    /// True when the record is a blank line (a single empty field).
    public var isBlank: Bool { fields.count == 1 && fields[0].isEmpty }
}
