/// What opening a database did to its schema.
public struct UpgradeReport: Sendable, Equatable {
    /// The schema version before (0 for a new database), read under the write lock.
    public var fromVersion: Int
    /// The migrations this process applied, in order.
    public var applied: [Migration]
    /// The backup taken before upgrading (written now, or an earlier one reused), if one was needed.
    public var backupPath: String?
    /// True when `backupPath` is a complete backup of the same state written earlier
    /// (a retried upgrade), not one written now.
    public var backupReused: Bool
    /// The schema version after (another process may have applied some migrations).
    public var toVersion: Int

    /// Creates a report.
    public init(fromVersion: Int, applied: [Migration], backupPath: String?, backupReused: Bool = false, toVersion: Int? = nil) {
        self.fromVersion = fromVersion
        self.applied = applied
        self.backupPath = backupPath
        self.backupReused = backupReused
        self.toVersion = toVersion ?? applied.last?.number ?? fromVersion
    }
}
