/// A year's runs summed: how many, how far, how long moving.
public struct YearTotals: Sendable, Equatable {
    /// The runs.
    public var runs = 0
    /// Their distance in metres (unknown distances add nothing).
    public var metres = 0.0
    /// Their moving time in seconds (unknown times add nothing).
    public var movingSeconds = 0.0

    /// No runs.
    public init() {}
}
