/// Where a run's TRIMP came from.
public enum TrimpSource: String, Sendable, Equatable {
    /// Its own believed heart rate.
    case heartRate = "hr"
    /// Its pace, through the runner's recent relation between pace and heart rate
    /// (`PaceHeartRateRelation`): the run had too little heart rate of its own.
    case estimated
}
