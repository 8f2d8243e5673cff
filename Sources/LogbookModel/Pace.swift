/// A judged pace: a number of seconds per km only when it can be trusted.
public struct Pace: Sendable, Equatable {
    /// Seconds per km; `nil` unless `status` is `.ok`.
    public var secondsPerKm: Double?
    /// Why the pace is or is not a number.
    public var status: PaceStatus

    /// Creates a pace. Use `Pace.judge` to decide one from a time and a distance.
    public init(secondsPerKm: Double?, status: PaceStatus) {
        self.secondsPerKm = secondsPerKm
        self.status = status
    }

    /// The seconds per km when the pace can be counted (status `ok`, finite, positive), else
    /// `nil`: the one judgement of whether a stored pace is shown and compared as a number.
    public var trusted: Double? {
        guard status == .ok, let secondsPerKm, secondsPerKm.isFinite, secondsPerKm > 0 else { return nil }
        return secondsPerKm
    }
}
