import LogbookModel

/// A best effort a race prediction starts from: its distance and time, and its run.
public struct PredictionSource: Sendable, Equatable {
    /// The distance's label (`5k`, `mile`).
    public var label: String
    /// The distance in metres.
    public var metres: Double
    /// The effort's time in seconds.
    public var time: Double
    /// The run it is part of.
    public var runID: Int64
    /// The run's local date.
    public var date: LocalDate

    /// Creates a source.
    public init(label: String, metres: Double, time: Double, runID: Int64, date: LocalDate) {
        self.label = label
        self.metres = metres
        self.time = time
        self.runID = runID
        self.date = date
    }
}
