/// A whole CSV file split into records, with what was learned while reading it.
public struct CSVTable: Sendable, Equatable {
    /// The field delimiter: `,` or `;`.
    public var delimiter: Character
    /// Every record in file order, blank lines left out; the first is the header.
    public var records: [CSVRecord]
    /// Warnings about the file as a whole, e.g. that it was read as Latin-1.
    public var warnings: [String]

    /// Creates a table.
    public init(delimiter: Character, records: [CSVRecord], warnings: [String] = []) {
        self.delimiter = delimiter
        self.records = records
        self.warnings = warnings
    }
}
