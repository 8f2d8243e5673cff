import LogbookModel

/// One row of the report's list of runs: the run as `list` reads it and what its page flags
/// about it, as values (the words are the renderer's).
public struct ReportListRun: Sendable {
    /// The run, its numbers beyond belief already shown as unknown.
    public var run: Run
    /// True when a recording tail was cut from it (`logbook trim`).
    public var trimmed: Bool
    /// The rules of `logbook clean` that flag it, in their order.
    public var cleanRules: [CleanupRule]

    /// Creates a row.
    public init(run: Run, trimmed: Bool, cleanRules: [CleanupRule]) {
        self.run = run
        self.trimmed = trimmed
        self.cleanRules = cleanRules
    }

    /// True when the run's sport was guessed from its speed (and not set by the runner).
    public var inferredSport: Bool { run.sportSource == .inferred && !run.editedFields.contains(.sport) }
}
