/// A sample could not be stored: a value lies outside what the store keeps (`StoredSampleBounds`).
public enum SampleWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Sample `seq` of run `runID` has `value` in `column`, outside its bounds.
    case outOfBounds(runID: Int64, seq: Int64, column: String, value: Int64)

    /// A sentence a runner can act on.
    public var description: String {
        switch self {
        case .outOfBounds(_, let seq, let column, let value):
            return "sample \(seq) has \(column) \(value), outside what a logbook stores; the file's point is damaged"
        }
    }
}
