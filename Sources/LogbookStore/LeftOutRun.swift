import LogbookModel

/// A live run every report leaves out because it cannot be true: its id, when and what it
/// was, and the believability judge's reason (`RunDoubt`).
public struct LeftOutRun: Sendable, Equatable {
    /// The run's id.
    public var id: Int64
    /// Start time, UTC seconds.
    public var startUTC: Int64
    /// UTC offset at the start, seconds.
    public var utcOffset: Int
    /// The normalized sport.
    public var sport: String
    /// Why it cannot be true.
    public var doubt: RunDoubt
}
