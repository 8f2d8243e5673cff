/// One column of a recognised CSV header that the reader takes a value from.
public struct CSVColumn: Sendable, Equatable {
    /// How the column's cells are written.
    public enum Kind: Sendable, Equatable {
        /// A decimal number (see `CSVValueParser.number`).
        case number
        /// A duration: seconds or `h:mm:ss` (see `CSVValueParser.duration`).
        case duration
    }

    /// The 0-based position of the column in each record.
    public var index: Int
    /// The header text, cleaned of markup, used in messages.
    public var header: String
    /// How the cells are written.
    public var kind: Kind = .number
    /// The factor that turns a cell's value into SI units (metres, seconds).
    public var scale: Double = 1
}
