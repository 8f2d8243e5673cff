/// How a run's sport was decided; the raw values are what `runs.sport_source` stores.
public enum SportSource: String, Sendable, CaseIterable, Codable {
    /// The file names the sport.
    case file
    /// The file names none (FIT `generic`, GPX without `<type>` or `unknown`, TCX `Other`):
    /// it was decided from the speed profile (see `SportInference`).
    case inferred
}
