import LogbookCore

/// The counts of one file's import, or of an archive's members together, behind its line
/// `runs.gpx: 3 runs imported, 1 duplicate, 0 rejected`.
struct ImportTally: Equatable {
    /// Runs newly stored.
    var imported = 0
    /// Runs the logbook already held (duplicates).
    var duplicates = 0
    /// Stored runs replaced by a richer copy.
    var upgraded = 0
    /// Files (an archive's members) rejected.
    var rejected = 0
    /// Files (an archive's members) skipped: no activity in them.
    var skipped = 0
    /// Files counted (an archive's members).
    var files = 0

    /// Adds one file's result.
    mutating func add(_ result: FileImportResult) {
        files += 1
        imported += result.newRuns
        upgraded += result.upgradedRuns
        duplicates += max(0, result.runs.count - result.newRuns - result.upgradedRuns)
        switch result.status {
        case .rejected: rejected += 1
        case .skipped: skipped += 1
        case .imported, .upgraded, .duplicate: break
        }
    }

    /// `3 runs imported, 1 duplicate, 0 rejected`, with `, 2 upgraded` and `, 4 skipped`
    /// when there are any, and `(13 files)` for an archive.
    func text(archive: Bool) -> String {
        var parts = [Self.count(imported, "run", "runs") + " imported", Self.count(duplicates, "duplicate", "duplicates")]
        if upgraded > 0 { parts.append("\(upgraded) upgraded") }
        parts.append("\(rejected) rejected")
        if skipped > 0 { parts.append("\(skipped) skipped") }
        return parts.joined(separator: ", ") + (archive ? " (\(Self.count(files, "file", "files")))" : "")
    }

    /// `1 run`, `2 runs`, `0 runs`.
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }
}
