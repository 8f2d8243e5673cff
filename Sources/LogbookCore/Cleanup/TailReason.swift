/// What shows that a recording went on after the runner stopped.
public enum TailReason: String, Sendable, Equatable {
    /// The heart-rate readings stop while the recording goes on.
    case noHeartRate = "no_heart_rate"
    /// The distance stops growing while the recording goes on.
    case noMovement = "no_movement"
}
