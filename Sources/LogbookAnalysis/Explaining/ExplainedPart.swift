/// What is stored beside a run row that a declaration may read.
public enum ExplainedPart: Sendable, Hashable {
    /// The `splits` rows.
    case splits
    /// The `best_efforts` rows.
    case efforts
    /// The heart-rate summary (`run_heart_rates`).
    case heartRates
    /// The zones and TRIMP, computed on read from the summary and the profile.
    case load
    /// The files the run came from (`run_sources`).
    case sources
}
