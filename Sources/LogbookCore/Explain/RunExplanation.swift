import LogbookAnalysis
import LogbookModel

/// Why a run's stored values are what they are, as `logbook explain ID` shows it: each
/// declared value's explanation (`DerivedValue.all`), the run's flags and the files it came from.
public struct RunExplanation: Sendable {
    /// The run as stored.
    public var run: Run
    /// One explanation per declared value, in `DerivedValue.all` order (only the asked-for one
    /// when a field was named).
    public var fields: [Explanation]
    /// The files it came from, in the order they were imported, each with how it contributed
    /// (the first, a better copy that replaced it, a copy that was not better).
    public var sources: [RunSource]
    /// The cleanup rule that quarantined it, `nil` for a live run.
    public var quarantinedBy: String?
    /// True when `logbook trim` cut it (its original is kept for `trim --undo`).
    public var trimmed: Bool

    /// Creates an explanation.
    public init(run: Run, fields: [Explanation], sources: [RunSource], quarantinedBy: String?, trimmed: Bool) {
        self.run = run
        self.fields = fields
        self.sources = sources
        self.quarantinedBy = quarantinedBy
        self.trimmed = trimmed
    }

    /// The copy whose numbers the run holds: the last better copy, else the first file.
    public var bestCopy: RunSource? {
        sources.last { $0.status == .upgradedBy } ?? sources.first { $0.status == .first }
    }
}
