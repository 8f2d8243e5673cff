import LogbookStore

/// The migrations of one logbook, as `migrate --list` shows them: applied, then pending.
public struct MigrationHistory: Sendable {
    /// The migrations applied, in order, with their times.
    public var applied: [AppliedMigration]
    /// The migrations this binary would still apply, in order.
    public var pending: [Migration]

    /// Creates the history.
    public init(applied: [AppliedMigration], pending: [Migration]) {
        self.applied = applied
        self.pending = pending
    }
}
