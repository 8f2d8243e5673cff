import LogbookFormats
import LogbookModel

/// The outcome of importing one file: its status, its runs, its warnings or its error.
public struct FileImportResult: Sendable, Equatable {
    /// The file as named by the user (`-` for standard input).
    public var file: String
    /// What happened.
    public var status: FileImportStatus
    /// The runs of the file, with the ids they are stored under (for a duplicate, the stored
    /// run's id): what is reported of each (`ImportedRun`), not the whole run.
    public var runs: [ImportedRun] = []
    /// How many of `runs` were newly stored (the rest were duplicates or upgrades).
    public var newRuns: Int = 0
    /// How many stored runs this file upgraded with a richer copy.
    public var upgradedRuns: Int = 0
    /// For a duplicate file, the id of the stored run it duplicates (the first, for several).
    public var duplicateOf: Int64?
    /// Warnings (skipped points, ...).
    public var warnings: [String] = []
    /// For a rejected file, why (`file:line: reason`).
    public var error: ImportError?
    /// For a skipped file, why (`not an activity: monitoring`).
    public var reason: String?
    /// The SHA-256 of the bytes read, when the file was read whole and hashed (what `sync`
    /// remembers of it); nil for a file that could not be read or hashed.
    public var sha256: String?

    /// Adds a run of the file and what storing it did; the status follows: `imported` when
    /// any run is new, else `upgraded` when any replaced a poorer copy, else `duplicate` of
    /// the first run's stored copy.
    mutating func count(_ run: Run, _ outcome: StoredRunOutcome) {
        runs.append(ImportedRun(run))
        switch outcome {
        case .inserted: newRuns += 1
        case .upgraded: upgradedRuns += 1
        case .duplicate: break
        }
        status = newRuns > 0 ? .imported : upgradedRuns > 0 ? .upgraded : .duplicate
        duplicateOf = status == .duplicate ? duplicateOf ?? run.id : nil
    }

    /// The result for a file that was skipped, and why.
    public static func skipped(_ file: String, reason: String) -> FileImportResult {
        var result = FileImportResult(file: file, status: .skipped)
        result.reason = reason
        return result
    }
}
