/// Where `logbook trim --auto` would end a run, and what that removes.
public struct TailCut: Sendable, Equatable {
    /// The suggested end, in seconds since the run's start: the time of the last sample kept.
    public var endOffset: Double
    /// The index of the last sample kept.
    public var lastKeptIndex: Int
    /// The seconds removed (the run's last sample time minus `endOffset`).
    public var removedSeconds: Double
    /// The metres removed, when the samples carry distances.
    public var removedDistance: Double?
    /// Why.
    public var reason: TailReason

    /// Creates a cut.
    public init(endOffset: Double, lastKeptIndex: Int, removedSeconds: Double, removedDistance: Double?, reason: TailReason) {
        self.endOffset = endOffset
        self.lastKeptIndex = lastKeptIndex
        self.removedSeconds = removedSeconds
        self.removedDistance = removedDistance
        self.reason = reason
    }
}
