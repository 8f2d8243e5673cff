/// Where a run's samples are kept: with the live run, in quarantine, or as a trim's original.
public enum SamplePlace: Int64, Sendable, CaseIterable {
    /// `sample_chunks`, the samples of the runs in `runs`.
    case live = 0
    /// `quarantined_sample_chunks`.
    case quarantine = 1
    /// `trim_original_sample_chunks`.
    case trimOriginal = 2

    /// The chunk table (`RunChildTable.samples` and its twins).
    public var chunkTable: String {
        switch self {
        case .live: return RunChildTable.samples.name
        case .quarantine: return RunChildTable.samples.quarantineTwin ?? ""
        case .trimOriginal: return RunChildTable.samples.trimTwin ?? ""
        }
    }

    /// The table that held the place's samples one row each before migration 0026.
    public var rowTable: String {
        switch self {
        case .live: return "samples"
        case .quarantine: return "quarantined_samples"
        case .trimOriginal: return "trim_original_samples"
        }
    }
}
