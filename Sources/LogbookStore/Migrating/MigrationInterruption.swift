/// An upgrade stopped by Ctrl-C: the migration in progress was rolled back, those before
/// it stay applied, and running `logbook migrate` again completes the upgrade.
///
/// Its message never holds SQL: the statement SQLite was interrupted in means nothing to a
/// runner, and the logbook is whole at the schema of the last migration applied.
public struct MigrationInterruption: Error, Equatable, Sendable, CustomStringConvertible {
    /// The labels of the migrations this upgrade applied before it was stopped, in order.
    public var applied: [String]
    /// The label of the migration that was rolled back (the first and last label when a new
    /// logbook's migrations ran in one transaction).
    public var stopped: String
    /// The schema the logbook is at now (the number of the last migration applied).
    public var version: Int
    /// The backup written before the upgrade, if one was.
    public var backupPath: String?

    /// Creates the interruption.
    public init(applied: [String], stopped: String, version: Int, backupPath: String? = nil) {
        self.applied = applied
        self.stopped = stopped
        self.version = version
        self.backupPath = backupPath
    }

    /// The message shown after `Interrupted: `, e.g. `migration 0006_best_efforts was
    /// rolled back; applied before it: 0004_bounded_times, 0005_run_words. The logbook is
    /// whole at schema 5; run 'logbook migrate' again to complete the upgrade.`
    public var description: String {
        var text = "migration \(stopped) was rolled back; "
        text += applied.isEmpty ? "no migration was applied before it." : "applied before it: \(applied.joined(separator: ", "))."
        text += version > 0 ? " The logbook is whole at schema \(version)" : " The logbook holds no schema yet"
        if let backupPath { text += " (its backup from before the upgrade is \(backupPath))" }
        return text + "; run 'logbook migrate' again to complete the upgrade."
    }
}
