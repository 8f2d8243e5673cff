import LogbookCore

/// The counts behind `Imported R runs from F files: D duplicates, U upgraded, S skipped, X rejected.`
struct ImportSummary {
    /// New runs stored.
    var runs = 0
    /// Files processed.
    var files = 0
    /// Files that were duplicates.
    var duplicates = 0
    /// Files that upgraded a stored run.
    var upgraded = 0
    /// Files (or archive members) skipped: no activity in them, and no error.
    var skipped = 0
    /// Files rejected.
    var rejected = 0

    /// Counts the results.
    init(_ results: [FileImportResult]) {
        files = results.count
        for result in results {
            runs += result.newRuns
            switch result.status {
            case .imported: break
            case .duplicate: duplicates += 1
            case .upgraded: upgraded += 1
            case .rejected: rejected += 1
            case .skipped: skipped += 1
            }
        }
    }

    /// The last line of the human output.
    var line: String {
        "Imported \(runs) \(runs == 1 ? "run" : "runs") from \(files) \(files == 1 ? "file" : "files"): \(duplicates) \(duplicates == 1 ? "duplicate" : "duplicates"), \(upgraded) upgraded, \(skipped) skipped, \(rejected) rejected."
    }
}
