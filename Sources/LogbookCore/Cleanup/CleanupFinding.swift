import LogbookStore

/// One thing `logbook clean` found about one run.
public struct CleanupFinding: Sendable, Equatable {
    /// The run it is about.
    public var run: StoredRunTotals
    /// The rule that found it.
    public var rule: CleanupRule
    /// Why, in words a runner understands (e.g. `pace 1:40 /km is faster than 2:00 /km`).
    public var detail: String
    /// For a duplicate, the id of the copy that is kept.
    public var duplicateOf: Int64?
    /// For a recording tail, where to cut and what it would remove.
    public var tail: TailCut?

    /// Creates a finding.
    public init(run: StoredRunTotals, rule: CleanupRule, detail: String, duplicateOf: Int64? = nil, tail: TailCut? = nil) {
        self.run = run
        self.rule = rule
        self.detail = detail
        self.duplicateOf = duplicateOf
        self.tail = tail
    }
}
