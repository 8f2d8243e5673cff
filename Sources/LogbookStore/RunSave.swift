import LogbookModel

/// How a run is written by `RunStore.save`, the one save path: as a new run, or over a
/// stored one as what import, trim, rebuild and refresh change.
public enum RunSave: Sendable, Equatable {
    /// A new run, from file `fileID` (if any) imported at `importedAt`.
    case new(fileID: Int64?, importedAt: Int64)
    /// A richer copy of stored run `runID` from another file: every column but the id, and
    /// no word the copy lacks (the caller merged the words, `RunWordMerge`). A trim's
    /// original is dropped: the copy replaces it too.
    case betterCopy(runID: Int64, fileID: Int64?, importedAt: Int64)
    /// What `logbook trim` changes: what the samples measure, the rest kept.
    case trimmed(runID: Int64)
    /// What `logbook rebuild` changes: what the samples measure, the sport and how it was
    /// decided, the UTC offset and where it came from. With `keepDetails` (a run without
    /// samples) its splits, samples and derived rows stay as stored.
    case rebuilt(runID: Int64, keepDetails: Bool)
    /// What `logbook import --refresh` changes: all but the id, the name and the words of an
    /// export, the import time and the file (the caller kept what the runner edited,
    /// `EditedValues`).
    case refreshed(runID: Int64)

    /// The stored run written over, `nil` for a new one.
    public var runID: Int64? {
        switch self {
        case .new: return nil
        case .betterCopy(let id, _, _), .trimmed(let id), .rebuilt(let id, _), .refreshed(let id): return id
        }
    }

    /// The file recorded in `runs.file_id` and the import time, for the kinds that set them.
    public var origin: (fileID: Int64?, importedAt: Int64) {
        switch self {
        case .new(let fileID, let importedAt), .betterCopy(_, let fileID, let importedAt): return (fileID, importedAt)
        case .trimmed, .rebuilt, .refreshed: return (nil, 0)
        }
    }

    /// True when the run's gear name is resolved to its `gear` row first (and a run without
    /// one gets its sport's default): whenever a file gives the run.
    public var resolvesGear: Bool {
        switch self {
        case .new, .betterCopy: return true
        case .trimmed, .rebuilt, .refreshed: return false
        }
    }

    /// True when the run's child rows (splits, samples and what is derived from them) are
    /// replaced by the saved run's.
    public var replacesDetails: Bool {
        if case .rebuilt(_, true) = self { return false }
        return true
    }

    /// The `runs` columns written from `run`, in declaration order (all of them, `id` first,
    /// for a new run).
    public func columns(of run: Run) -> [RunColumn] {
        switch self {
        case .new:
            return RunColumn.ordered
        case .betterCopy(_, let fileID, let importedAt):
            return RunColumn.ordered.filter { column in
                column != .id && !(column.isRunnerWord && column.value(of: run, importedAt: importedAt, fileID: fileID) == .null)
            }
        case .trimmed:
            return RunColumn.ordered.filter(\.isMeasurement)
        case .rebuilt:
            let rederived: Set<RunColumn> = [.sport, .sportSource, .utcOffset, .offsetSource, .timeZone]
            return RunColumn.ordered.filter { $0.isMeasurement || rederived.contains($0) }
        case .refreshed:
            let kept: Set<RunColumn> = [
                .id, .name, .importedAt, .fileID, .description, .gear, .commute, .gearID, .gearAssignment, .believed,
            ]
            return RunColumn.ordered.filter { !kept.contains($0) }
        }
    }
}
