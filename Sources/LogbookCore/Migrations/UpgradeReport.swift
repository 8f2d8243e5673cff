/// What opening a database did to its schema.
public struct UpgradeReport: Sendable, Equatable {
    /// The schema version before (0 for a new database).
    public var fromVersion: Int
    /// The migrations applied, in order.
    public var applied: [Migration]
    /// Where the backup taken before upgrading was written, if one was needed.
    public var backupPath: String?

    /// Creates a report.
    public init(fromVersion: Int, applied: [Migration], backupPath: String?) {
        self.fromVersion = fromVersion
        self.applied = applied
        self.backupPath = backupPath
    }
}
