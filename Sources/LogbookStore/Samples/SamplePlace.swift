/// Where a run's samples are kept: with the live run, in quarantine, or as a trim's original.
public enum SamplePlace: Int64, Sendable, CaseIterable {
    /// `sample_chunks`, the samples of the runs in `runs`.
    case live = 0
    /// `quarantined_sample_chunks`.
    case quarantine = 1
    /// `trim_original_sample_chunks`.
    case trimOriginal = 2

    /// The chunk table (`SampleChunkColumn.table` and its twins, which `RunChildTable.samples` names).
    public var chunkTable: String {
        switch self {
        case .live: return SampleChunkColumn.table
        case .quarantine: return "quarantined_sample_chunks"
        case .trimOriginal: return "trim_original_sample_chunks"
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

    /// The table holding the place's runs: `runs` and its twins.
    public var runTable: String {
        switch self {
        case .live: return "runs"
        case .quarantine: return "quarantined_runs"
        case .trimOriginal: return "trim_originals"
        }
    }

    /// The column of `runTable` naming the run (`run_id` in `trim_originals`, else `id`).
    public var runKey: String { self == .trimOriginal ? "run_id" : "id" }
}
