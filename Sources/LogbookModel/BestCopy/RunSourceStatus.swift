/// How a file contributed to a run; the raw values are what `run_sources.status` stores.
public enum RunSourceStatus: String, Sendable, CaseIterable, Codable {
    /// The file the run was first stored from.
    case first
    /// A later copy that was better (`RunRichness`): the run's numbers and samples are its.
    case upgradedBy = "upgraded-by"
    /// A later copy of the same run that was not better: only its words were merged.
    case duplicateOf = "duplicate-of"
}
